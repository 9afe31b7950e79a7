// The state of one section of a page that loads on its own (a card, a list, a sheet): the shape every family
// uses, so a section shows "加载中...", its data, an empty state, or its own error with a retry.
import { messageOf } from '../../utils/errorText';

export { messageOf };

export type Load<T> =
  { status: 'idle' | 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

export const IDLE = { status: 'idle' } as const;
export const LOADING = { status: 'loading' } as const;
export const ready = <T>(data: T): Load<T> => ({ status: 'ready', data });
export const failed = <T = never>(error: unknown): Load<T> => ({ status: 'error', message: messageOf(error) });

/** The data of a ready section, else undefined. */
export const dataOf = <T>(load: Load<T>): T | undefined => (load.status === 'ready' ? load.data : undefined);
