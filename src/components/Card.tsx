import type { ReactNode } from 'react';
import * as styles from './Card.module.css';
import { cx } from './i18n';

export interface CardProps {
  title?: ReactNode;
  /** Right of the title: a link, a status. */
  extra?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A white rounded block with an optional title row. */
export function Card({ title, extra, children, className }: CardProps) {
  return (
    <section className={cx(styles.card, className)}>
      {(title || extra) && (
        <div className={styles.head}>
          {title && <h2 className={styles.title}>{title}</h2>}
          {extra}
        </div>
      )}
      {children}
    </section>
  );
}
