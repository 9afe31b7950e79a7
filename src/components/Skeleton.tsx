import * as styles from './Skeleton.module.css';
import { useT } from './i18n';

export interface SkeletonProps {
  /** Text lines under the title bar. */
  rows?: number;
  title?: boolean;
}

/** Placeholder while a page or card loads; screen readers hear t('common.loading'). */
export function Skeleton({ rows = 3, title = true }: SkeletonProps) {
  const t = useT();
  return (
    <div className={styles.skeleton} role="status" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      {title && <div className={styles.title} aria-hidden="true" />}
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.line} aria-hidden="true" />
      ))}
    </div>
  );
}

export interface PageSkeletonProps extends SkeletonProps {
  /** The page's frame and card classes, from its family's styles; without a card the rows stand in the frame. */
  page?: string;
  card?: string;
}

/** A whole page while it loads (or is on its way to another): its frame with one card of placeholder rows. */
export function PageSkeleton({ page, card, ...skeleton }: PageSkeletonProps) {
  const rows = <Skeleton {...skeleton} />;
  return (
    <main className={page} aria-busy="true">
      {card ? <div className={card}>{rows}</div> : rows}
    </main>
  );
}
