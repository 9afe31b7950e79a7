// The head of a record's row or card (an order, a subscription, a paper, a complaint), in the record sheet's classes.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as sheet from './recordSheet.module.css';

/** The record's title, a link to its details where there is one (`to`), then what follows it on the line (its state). */
export function RecordHead({
  title,
  to,
  children,
}: {
  title: ReactNode;
  to?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={sheet.rowHead}>
      {to ? (
        <Link className={sheet.rowTitle} to={to}>
          {title}
        </Link>
      ) : (
        <span className={sheet.rowTitle}>{title}</span>
      )}
      {children}
    </div>
  );
}
