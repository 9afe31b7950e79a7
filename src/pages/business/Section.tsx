// One section of a business page that loads on its own: the shared Section (pages/shared/Section.tsx) in the
// business card's frame, with its title.
import type { ReactNode } from 'react';
import { Section as SharedSection, type SectionProps as SharedSectionProps } from '../shared/Section';
import * as styles from './Business.module.css';

export type SectionProps<T> = Pick<SharedSectionProps<T>, 'load' | 'onRetry' | 'empty' | 'rows' | 'children'> & {
  title?: string;
};

export function Section<T>({ load, onRetry, title, empty, rows = 3, children }: SectionProps<T>) {
  return (
    <SharedSection
      load={load}
      onRetry={onRetry}
      empty={empty}
      rows={rows}
      frame={(body, busy) => (
        <section className={styles.card} aria-busy={busy || undefined}>
          {title && <h2 className={styles.cardTitle}>{title}</h2>}
          {body}
        </section>
      )}
    >
      {children}
    </SharedSection>
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
