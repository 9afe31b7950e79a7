import * as styles from './Icon.module.css';
import { cx } from './i18n';

const GLYPHS = {
  success: 'M7 12.5l3.2 3.2L17 9',
  fail: 'M8.5 8.5l7 7m0-7l-7 7',
  notice: 'M12 7v6m0 3.5v.5',
  pending: 'M12 7v5l3.5 2',
};

export type IconKind = keyof typeof GLYPHS;

/** A filled status circle with a white glyph, 1em wide (size it with font-size); decorative (the text next to it says what it means). */
export function Icon({ kind, className }: { kind: IconKind; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={cx(styles.icon, styles[kind], className)} aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="currentColor" />
      <path d={GLYPHS[kind]} fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
