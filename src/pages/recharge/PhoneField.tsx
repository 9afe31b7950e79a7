import { t } from '../../locales';
import { Field, PHONE_INPUT } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import type { PhoneStatus } from './phoneCheck';
import { regionLabel } from './topup';
import { PHONE_LENGTH } from '../shared/phone';
import * as styles from './Recharge.module.css';

export interface PhoneFieldProps {
  value: string;
  error?: string;
  status: PhoneStatus;
  onChange: (value: string) => void;
  onBlur: () => void;
  onRetry: () => void;
}

/**
 * The number to top up, checked as typed: its message at the field, then under it the pre-check's region and
 * operator ("云南 昆明 联通"), the reason it cannot be topped up, or a failed check with its retry (announced politely).
 */
export function PhoneField({ value, error, status, onChange, onBlur, onRetry }: PhoneFieldProps) {
  return (
    <>
      <Field
        label={t('recharge.form.phone')}
        {...PHONE_INPUT}
        placeholder={t('recharge.form.phonePlaceholder')}
        // Room for a pasted "+86 186 8712 0001": the value is cleaned to 11 digits as it arrives.
        maxLength={PHONE_LENGTH + 6}
        value={value}
        error={error}
        onChange={onChange}
        onBlur={onBlur}
      />
      <div className={styles.fieldStatus} aria-live="polite">
        {status.kind === 'checking' && (
          <>
            <Spinner />
            {t('recharge.form.checking')}
          </>
        )}
        {status.kind === 'ok' && <span className={styles.region}>{regionLabel(status.info)}</span>}
        {status.kind === 'refused' && (
          <span className={styles.refused}>
            {[regionLabel(status.info), status.info.reason ?? t('recharge.form.refused')].filter(Boolean).join(' · ')}
          </span>
        )}
        {status.kind === 'error' && (
          <>
            <span className={styles.refused}>{t('recharge.form.checkFailed')}</span>
            <button type="button" className={styles.textButton} onClick={onRetry}>
              {t('recharge.form.checkRetry')}
            </button>
          </>
        )}
      </div>
    </>
  );
}
