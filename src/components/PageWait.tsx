import { ErrorBlock } from './ErrorBlock';
import { PageSkeleton, type PageSkeletonProps } from './Skeleton';

export interface PageWaitProps extends PageSkeletonProps {
  /** The page's first read: when its status is 'error', its message is shown with the retry. */
  load: { status: string; message?: string };
  onRetry: () => void;
}

/**
 * A whole page before its first read is there: the read's failure with its retry, or the page's skeleton while
 * it is on its way. The page shows its content (or its own missing state) once the read is ready.
 */
export function PageWait({ load, onRetry, ...skeleton }: PageWaitProps) {
  if (load.status === 'error')
    return (
      <main className={skeleton.page}>
        <ErrorBlock message={load.message} onRetry={onRetry} />
      </main>
    );
  return <PageSkeleton {...skeleton} />;
}
