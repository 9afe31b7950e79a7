import * as styles from './Spinner.module.css';
import { cx } from './i18n';

/** A rotating ring in the current text colour, 1em wide: size it with font-size. Decorative. */
export function Spinner({ className }: { className?: string }) {
  return <span className={cx(styles.spinner, className)} aria-hidden="true" />;
}
