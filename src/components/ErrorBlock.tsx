import * as styles from './Empty.module.css';
import { Button } from './Button';
import { Icon } from './Icon';
import { useT } from './i18n';

export interface ErrorBlockProps {
  /** What went wrong (the request error's message); defaults to t('common.operationFailed'). */
  message?: string;
  /** Shows the retry button. */
  onRetry?: () => void;
  /** Defaults to t('common.retry'). */
  retryText?: string;
}

/** A section or page that failed to load: the message and a retry (PAGES.md standard error state). */
export function ErrorBlock({ message, onRetry, retryText }: ErrorBlockProps) {
  const t = useT();
  return (
    <div className={styles.block} role="alert">
      <Icon kind="notice" className={styles.icon} />
      <p>{message || t('common.operationFailed')}</p>
      {onRetry && (
        <Button variant="ghost" size="sm" onClick={onRetry}>
          {retryText ?? t('common.retry')}
        </Button>
      )}
    </div>
  );
}
