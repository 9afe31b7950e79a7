// The state of one section of a page that loads on its own (a card, a list, a sheet): the shape every family
// uses, so a section shows "加载中...", its data, an empty state, or its own error with a retry.
import type { Action } from 'redux';
import type { Effect } from 'redux-saga/effects';
import { put, type SagaGenerator } from 'typed-redux-saga';
import { RequestError } from '../../services/request';
import { messageOf } from '../../utils/errorText';

export { messageOf };

/** `empty` on an error: the server answered with success but without the data the section needs (暂无数据, with its
 *  retry), no failure. */
export type Load<T> =
  { status: 'idle' | 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string; empty?: true };

export const IDLE = { status: 'idle' } as const;
export const LOADING = { status: 'loading' } as const;
export const ready = <T>(data: T): Load<T> => ({ status: 'ready', data });
export const failed = <T = never>(error: unknown): Load<T> =>
  error instanceof RequestError && error.noData
    ? { status: 'error', message: messageOf(error), empty: true }
    : { status: 'error', message: messageOf(error) };

/**
 * A pre-rendered landing's section: what the server answered, or, while it has not (yet), the build's snapshot of it
 * (config/routes.ts `prerender`). A failure shows with its retry; nothing answered nor snapshot is loading.
 */
export function orSnapshot<T>(served: Load<T> | undefined, snapshot: T | undefined): Load<T> {
  const waiting = !served || served.status === 'idle' || served.status === 'loading';
  if (waiting && snapshot !== undefined) return ready(snapshot);
  return served ?? LOADING;
}

/** The data of a ready section, else undefined. */
export const dataOf = <T>(load: Load<T>): T | undefined => (load.status === 'ready' ? load.data : undefined);

/**
 * The one way a read fills a section: `yield* loadInto(own.setBill, call(billApi.query, { month }))`. The section
 * shows "加载中..." while the read runs, then its data, or its own error with a retry: a failed read is the
 * section's state, never a toast, and nothing else is needed to keep onError quiet (no `onFail`, no `quiet`).
 * Returns the data, or undefined when the read failed. Everything that is not a section's read (a write, a step
 * of a flow) lets its failure reach onError.
 */
export function* loadInto<T, R = T>(
  set: (load: Load<R>) => Action<string>,
  read: Generator<unknown, T, unknown> | SagaGenerator<T, Effect>,
  map?: (data: T) => R,
): Generator<unknown, R | undefined, unknown> {
  yield* put(set(LOADING));
  try {
    const data: T = yield* read;
    const value = map ? map(data) : (data as unknown as R);
    yield* put(set(ready(value)));
    return value;
  } catch (e) {
    yield* put(set(failed<R>(e)));
    return undefined;
  }
}
