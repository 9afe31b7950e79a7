// The person fields of the broadband, wireless and lead forms, on whichever model holds them: name, ID number,
// contact number (each checked when left), the SMS code of the contact number and the agreements.
import { Link } from 'react-router';
import { Field, PHONE_INPUT } from '../../components/Field';
import { SMS_CODE_LENGTH, SmsCodeField } from '../../components/SmsCodeField';
import { t } from '../../locales';
import { maskPhone } from '../../utils/format';
import { countingSince, say, type Problem } from '../shared/phone';
import type { Person, PersonField } from './person';
import * as styles from './Ordering.module.css';

export interface PersonProps<K extends keyof Person> {
  value: Partial<Person>;
  errors: Partial<Record<PersonField, Problem>>;
  fields: K[];
  onEdit: (patch: Partial<Person>) => void;
  onBlur: (field: K) => void;
  /** The label of the phone field (联系电话 by default). */
  phoneLabel?: string;
}

export function PersonFields<K extends keyof Person>({
  value,
  errors,
  fields,
  onEdit,
  onBlur,
  phoneLabel,
}: PersonProps<K>) {
  const show = new Set<keyof Person>(fields);
  const blur = (field: keyof Person) => onBlur(field as K);
  return (
    <>
      {show.has('name') && (
        <Field
          label={t('ordering.info.name')}
          name="name"
          autoComplete="name"
          maxLength={16}
          value={value.name ?? ''}
          placeholder={t('ordering.info.namePlaceholder')}
          error={say(errors.name)}
          onChange={(name) => onEdit({ name })}
          onBlur={() => blur('name')}
        />
      )}
      {show.has('certNo') && (
        <Field
          label={t('ordering.info.certNo')}
          name="certNo"
          autoComplete="off"
          maxLength={18}
          value={value.certNo ?? ''}
          placeholder={t('ordering.info.certPlaceholder')}
          error={say(errors.certNo)}
          onChange={(certNo) => onEdit({ certNo })}
          onBlur={() => blur('certNo')}
        />
      )}
      {show.has('contactPhone') && (
        <Field
          label={phoneLabel ?? t('ordering.info.contact')}
          {...PHONE_INPUT}
          name="contactPhone"
          maxLength={11}
          value={value.contactPhone ?? ''}
          placeholder={t('ordering.info.contactPlaceholder')}
          error={say(errors.contactPhone)}
          onChange={(contactPhone) => onEdit({ contactPhone })}
          onBlur={() => blur('contactPhone')}
        />
      )}
    </>
  );
}

export interface SmsProps {
  phone: string;
  code: string;
  error?: Problem;
  sms: { sending: boolean; sentAt: number | null; sentTo?: string };
  onCode: (code: string) => void;
  onSend: () => Promise<boolean>;
}

/** The contact number's SMS code (the captcha gate asks before it is sent): `onCode` gets its digits alone. */
export function SmsField({ phone, code, error, sms, onCode, onSend }: SmsProps) {
  const since = countingSince({ phone, sentAt: sms.sentAt, sentTo: sms.sentTo });
  return (
    <SmsCodeField
      label={t('ordering.confirm.code')}
      placeholder={t('ordering.confirm.codePlaceholder')}
      value={code}
      error={say(error)}
      hint={since !== null && !error ? t('ordering.confirm.sentHint', { phone: maskPhone(phone) }) : undefined}
      countingSince={since}
      sending={sms.sending}
      onChange={(v) => onCode(v.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))}
      onSend={onSend}
    />
  );
}

/** The agreements a1 + a3, ticked. */
export function Agree({
  checked,
  error,
  onChange,
}: {
  checked: boolean;
  error?: Problem;
  onChange: (v: boolean) => void;
}) {
  return (
    <>
      <label className={styles.agree}>
        <input
          type="checkbox"
          name="agreed"
          checked={checked}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>
          {t('ordering.confirm.agreePrefix')}
          <Link to="/agreement/a1">{t('ordering.confirm.a1')}</Link>
          <Link to="/agreement/a3">{t('ordering.confirm.a3')}</Link>
        </span>
      </label>
      {error && <p className={styles.error}>{say(error)}</p>}
    </>
  );
}

/** A refusal of the whole submission, above the button. */
export function RefusalLine({ refusal }: { refusal?: Problem }) {
  return refusal ? (
    <p className={styles.notice} role="alert" style={{ margin: 'var(--space-3) var(--space-3) 0' }}>
      {say(refusal)}
    </p>
  ) : null;
}
