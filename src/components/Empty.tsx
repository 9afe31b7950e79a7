import * as styles from './Empty.module.css';
import { Button } from './Button';
import { useT } from './i18n';

export interface EmptyProps {
  /** Defaults to t('common.empty'). */
  text?: string;
  action?: { text: string; onClick: () => void };
}

export function Empty({ text, action }: EmptyProps) {
  const t = useT();
  return (
    <div className={styles.block}>
      <svg className={styles.art} viewBox="0 0 64 48" aria-hidden="true" focusable="false">
        <path
          d="M8 20L18 6h28l10 14v22H8z M8 20h16l3 6h10l3-6h16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <p>{text ?? t('common.empty')}</p>
      {action && (
        <Button variant="ghost" size="sm" onClick={action.onClick}>
          {action.text}
        </Button>
      )}
    </div>
  );
}
