// One section of a page that loads on its own (a card, a list, a sheet): a skeleton while it loads, its own error
// with a retry (暂无数据 with a retry when the server answered success without the data), its empty state, or its
// content. Never a white screen, never an endless spinner, never a toast.
import type { ReactNode } from 'react';
import { Card } from '../../components/Card';
import { Empty } from '../../components/Empty';
import { ErrorBlock } from '../../components/ErrorBlock';
import { useT } from '../../components/i18n';
import { Skeleton } from '../../components/Skeleton';
import type { Load } from './load';

export interface SectionProps<T> {
  load: Load<T>;
  onRetry: () => void;
  /** With a title the section is a card with that title; without one it is its body alone (the page frames it). */
  title?: ReactNode;
  /** The empty state's text when the data holds nothing to show; undefined (or '') shows the content. */
  empty?: (data: T) => string | undefined;
  /** The skeleton's lines while it loads, and whether it has a title bar. */
  rows?: number;
  skeletonTitle?: boolean;
  /** A frame of the page's own instead of the card (its class, its heading); given the body and the busy state. */
  frame?: (body: ReactNode, busy: boolean) => ReactNode;
  children: (data: T) => ReactNode;
}

export function Section<T>({
  load,
  onRetry,
  title,
  empty,
  rows = 2,
  skeletonTitle = false,
  frame,
  children,
}: SectionProps<T>) {
  const t = useT();
  let body: ReactNode;
  if (load.status === 'error')
    body = load.empty ? (
      <Empty text={load.message} action={{ text: t('common.retry'), onClick: onRetry }} />
    ) : (
      <ErrorBlock message={load.message} onRetry={onRetry} />
    );
  else if (load.status !== 'ready') body = <Skeleton rows={rows} title={skeletonTitle} />;
  else {
    const nothing = empty?.(load.data);
    body = nothing ? <Empty text={nothing} /> : children(load.data);
  }
  if (frame) return <>{frame(body, load.status === 'loading')}</>;
  if (title !== undefined) return <Card title={title}>{body}</Card>;
  return <>{body}</>;
}
