// One section of a business page that loads on its own: a skeleton while it loads, its error with a retry, its
// empty state, or its content. Never a white screen, never an endless spinner.
import type { ReactNode } from 'react';
import { Empty } from '../../components/Empty';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Skeleton } from '../../components/Skeleton';
import type { Load } from '../shared/load';
import * as styles from './Business.module.css';

export interface SectionProps<T> {
  load: Load<T>;
  onRetry: () => void;
  title?: string;
  /** The empty state's text, when the data says there is nothing. */
  empty?: (data: T) => string | undefined;
  rows?: number;
  children: (data: T) => ReactNode;
}

export function Section<T>({ load, onRetry, title, empty, rows = 3, children }: SectionProps<T>) {
  let body: ReactNode;
  if (load.status === 'error') body = <ErrorBlock message={load.message} onRetry={onRetry} />;
  else if (load.status !== 'ready') body = <Skeleton rows={rows} title={false} />;
  else {
    const nothing = empty?.(load.data);
    body = nothing ? <Empty text={nothing} /> : children(load.data);
  }
  return (
    <section className={styles.card} aria-busy={load.status === 'loading' || undefined}>
      {title && <h2 className={styles.cardTitle}>{title}</h2>}
      {body}
    </section>
  );
}

/** A label and its value on one line. */
export function Row({ label, value, className }: { label: ReactNode; value: ReactNode; className?: string }) {
  return (
    <div className={styles.row}>
      <span>{label}</span>
      <span className={className}>{value}</span>
    </div>
  );
}
