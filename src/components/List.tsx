import type { ReactNode } from 'react';
import * as styles from './List.module.css';

export interface ListProps {
  header?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A white group of Cell rows, with an optional header above it. */
export function List({ header, children, className }: ListProps) {
  return (
    <section className={className}>
      {header && <h2 className={styles.header}>{header}</h2>}
      <ul className={styles.list}>{children}</ul>
    </section>
  );
}

export interface CellProps {
  title: ReactNode;
  /** Right-hand value: a status, an amount. */
  value?: ReactNode;
  /** Second line under the title. */
  description?: ReactNode;
  /** Left: an icon or picture. */
  icon?: ReactNode;
  /** Makes the row a button with an arrow. */
  onClick?: () => void;
}

/** One row of a List. */
export function Cell({ title, value, description, icon, onClick }: CellProps) {
  const body = (
    <>
      {icon}
      <span className={styles.main}>
        <span className={styles.title}>{title}</span>
        {description && <span className={styles.description}>{description}</span>}
      </span>
      {value !== undefined && <span className={styles.value}>{value}</span>}
      {onClick && <span className={styles.arrow} aria-hidden="true" />}
    </>
  );
  return (
    <li className={styles.item}>
      {onClick ? (
        <button type="button" className={styles.cell} onClick={onClick}>
          {body}
        </button>
      ) : (
        <div className={styles.cell}>{body}</div>
      )}
    </li>
  );
}
