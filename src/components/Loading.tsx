import * as styles from './Loading.module.css';
import { Spinner } from './Spinner';
import { useT } from './i18n';

export interface LoadingProps {
  /** Defaults to t('common.loading'). */
  text?: string;
  /** In the flow of the page (a lazy page, a section) instead of a full-screen overlay that blocks taps. */
  inline?: boolean;
}

export function Loading({ text, inline }: LoadingProps) {
  const t = useT();
  return (
    <div className={inline ? styles.inline : styles.overlay} role="status" aria-live="polite">
      <div className={styles.box}>
        <Spinner className={styles.spinner} />
        <p>{text ?? t('common.loading')}</p>
      </div>
    </div>
  );
}
