// A section of a change page that loads on its own: "加载中..." while it loads, its error with a retry, else its body.
import type { ReactNode } from 'react';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Skeleton } from '../../components/Skeleton';
import type { Load } from '../shared/load';
import * as styles from './Change.module.css';

export function Block<T>({
  title,
  load,
  retry,
  children,
  label,
}: {
  title?: string;
  load: Load<T>;
  retry: () => void;
  children: (data: T) => ReactNode;
  label?: string;
}) {
  return (
    <section className={styles.card} aria-label={label ?? title}>
      {title && <h2 className={styles.cardTitle}>{title}</h2>}
      {load.status === 'ready' ? (
        children(load.data)
      ) : load.status === 'error' ? (
        <ErrorBlock message={load.message} onRetry={retry} />
      ) : (
        <Skeleton rows={3} title={false} />
      )}
    </section>
  );
}

/** Label/value rows. */
export function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.rows}>
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
