// The person fields of the broadband, wireless and lead forms, on whichever model holds them: name, ID number,
// contact number (each checked when left), and the other text fields of a draft (the leads' numbers, the card's
// recommender); the SMS code of the contact number and the agreements.
import { Link } from 'react-router';
import { Field, PHONE_INPUT, type FieldProps } from '../../components/Field';
import { SMS_CODE_LENGTH, SmsCodeField } from '../../components/SmsCodeField';
import type { EffectAction, PayloadCreator } from '../../core';
import { t, type MessageKey } from '../../locales';
import { useAppDispatch } from '../../models/hooks';
import { maskPhone } from '../../utils/format';
import { countingSince, say, type Problem } from '../shared/phone';
import type { Person, PersonField } from './person';
import * as styles from './Ordering.module.css';

/** The input of each text field of a draft, in the order the forms show them: the person's first. */
const DRAFT_INPUTS = {
  name: {
    autoComplete: 'name',
    maxLength: 16,
    label: 'ordering.info.name',
    placeholder: 'ordering.info.namePlaceholder',
  },
  certNo: {
    autoComplete: 'off',
    maxLength: 18,
    label: 'ordering.info.certNo',
    placeholder: 'ordering.info.certPlaceholder',
  },
  contactPhone: {
    ...PHONE_INPUT,
    maxLength: 11,
    label: 'ordering.info.contact',
    placeholder: 'ordering.info.contactPlaceholder',
  },
  phone: { ...PHONE_INPUT, maxLength: 11, label: 'ordering.lead.phone', placeholder: 'ordering.lead.phonePlaceholder' },
  mobile: {
    type: 'tel',
    inputMode: 'numeric',
    maxLength: 11,
    label: 'ordering.lead.mobile',
    placeholder: 'ordering.lead.mobilePlaceholder',
  },
  recommender: {
    inputMode: 'numeric',
    maxLength: 8,
    label: 'ordering.info.recommender',
    placeholder: 'ordering.info.recommenderPlaceholder',
  },
} as const satisfies Record<
  keyof Person | 'phone' | 'mobile' | 'recommender',
  Partial<Omit<FieldProps, 'label' | 'placeholder'>> & { label: MessageKey; placeholder: MessageKey }
>;

/** A text field of a draft that DRAFT_INPUTS describes. */
export type DraftInput = keyof typeof DRAFT_INPUTS;

/** What a flow's model holds of its form: the draft and the messages of its fields. */
export interface FormFlow {
  draft: Partial<Record<DraftInput, string>>;
  errors: Partial<Record<PersonField | DraftInput, Problem>>;
}

export interface PersonProps<K extends DraftInput> {
  /** The flow's state, and its action that edits the draft. */
  state: FormFlow;
  edit: PayloadCreator<Partial<Record<K, string>>>;
  fields: K[];
  onBlur: (field: K) => void;
}

/** The text fields a form asks for (the person's, or others of its draft), on the flow's model; each is checked when it is left. */
export function PersonFields<K extends DraftInput>({ state, edit, fields, onBlur }: PersonProps<K>) {
  const dispatch = useAppDispatch();
  const show = new Set<DraftInput>(fields);
  const shown = (Object.keys(DRAFT_INPUTS) as K[]).filter((f) => show.has(f));
  return (
    <>
      {shown.map((field) => {
        const { label, placeholder, ...input } = DRAFT_INPUTS[field];
        return (
          <Field
            key={field}
            {...input}
            label={t(label)}
            name={field}
            value={state.draft[field] ?? ''}
            placeholder={t(placeholder)}
            error={say(state.errors[field])}
            onChange={(v) => void dispatch(edit({ [field]: v } as Partial<Record<K, string>>))}
            onBlur={() => onBlur(field)}
          />
        );
      })}
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

/** What a flow's model holds of its contact SMS code, and its two actions on it. */
export interface SmsFlow {
  state: { smsCode: string; sms: SmsProps['sms']; errors: { smsCode?: Problem } };
  actions: { setSmsCode: PayloadCreator<string>; sendSms: () => EffectAction<string, never, boolean> };
}

/** The SMS code field on a flow's model: the code it holds, its message, its send. */
export function FlowSmsField({ phone, state, actions }: SmsFlow & { phone: string }) {
  const dispatch = useAppDispatch();
  return (
    <SmsField
      phone={phone}
      code={state.smsCode}
      error={state.errors.smsCode}
      sms={state.sms}
      onCode={(v) => void dispatch(actions.setSmsCode(v))}
      onSend={() => dispatch(actions.sendSms())}
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
          {t('ordering.confirm.and')}
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
