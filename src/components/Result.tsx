import type { ReactNode } from 'react';
import * as styles from './Result.module.css';
import { Button } from './Button';
import { Icon } from './Icon';

export interface ResultAction {
  text: string;
  onClick: () => void;
}

export interface ResultProps {
  kind: 'success' | 'fail' | 'pending' | 'notice';
  title: string;
  description?: ReactNode;
  /** Label/value rows: order number, amount, time. */
  rows?: { label: string; value: ReactNode }[];
  /** At most two: the first is primary, the second a ghost button. */
  actions?: ResultAction[];
  children?: ReactNode;
}

export interface RowsProps {
  rows: { label: string; value: ReactNode }[];
  /** The list's and each row's classes, from the caller's styles (a row's may come from the list's). */
  className: string;
  rowClassName?: string;
}

/** Rows written as [label, value] pairs. */
export const rowsOf = (pairs: [string, ReactNode][]): RowsProps['rows'] =>
  pairs.map(([label, value]) => ({ label, value }));

/** Label/value rows as one description list (a result's order, a record's detail). */
export function Rows({ rows, className, rowClassName }: RowsProps) {
  return (
    <dl className={className}>
      {rows.map((row) => (
        <div key={row.label} className={rowClassName}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The outcome of a flow: icon, title, copy, rows, up to two actions (PAGES.md template 2). */
export function Result({ kind, title, description, rows, actions, children }: ResultProps) {
  return (
    <section className={styles.result}>
      <Icon kind={kind} className={styles.icon} />
      <h1 className={styles.title}>{title}</h1>
      {description && <p className={styles.description}>{description}</p>}
      {rows && rows.length > 0 && <Rows rows={rows} className={styles.rows} rowClassName={styles.row} />}
      {children}
      {actions && actions.length > 0 && (
        <div className={styles.actions}>
          {actions.slice(0, 2).map((action, i) => (
            <Button key={action.text} block variant={i ? 'ghost' : 'primary'} onClick={action.onClick}>
              {action.text}
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}
