import { useRef, useState } from 'react';
import { FormDialog } from './DialogButtons';
import { CAPTCHA_INPUT, CaptchaImage } from './CaptchaImage';
import { Field } from './Field';
import { SmsButton } from './SmsButton';
import { smsSentKey } from '../utils/smsSent';
import { useT, type KitKey } from './i18n';
import './messages';

export const PHONE_MAX_LENGTH = 11;
export const SMS_CODE_MAX_LENGTH = 6;
const PHONE = /^1[3-9]\d{9}$/;

export interface SmsSendInput {
  phone: string;
  kaptcha: string;
}

export interface SmsConfirmInput extends SmsSendInput {
  smsCode: string;
}

export interface SmsDialogProps {
  open: boolean;
  /** The captcha picture's URL, built by the caller. */
  imageUrl: string;
  onRefresh: () => void;
  /** Send the SMS. Resolve: the countdown starts. Reject: nothing typed is lost (the caller shows the toast). */
  onSend: (input: SmsSendInput) => Promise<unknown>;
  /** Only with all three filled and a well-formed phone: the caller closes the dialog (SPEC §4). */
  onConfirm: (input: SmsConfirmInput) => void;
  onCancel: () => void;
  /** Prefilled phone, e.g. the bound number. */
  phone?: string;
  /** What was typed before the server refused the code: the dialog opens with it, `refusal` at the code's field. */
  typed?: SmsConfirmInput;
  refusal?: string;
  phoneReadOnly?: boolean;
  title?: string;
  /** Countdown length in seconds. */
  seconds?: number;
}

type Name = keyof SmsConfirmInput;
type Errors = Partial<Record<Name, KitKey>>;

/** Each field's label and its placeholder (which is also its message when left empty). */
const WORDS: Record<Name, { label: KitKey; placeholder: KitKey }> = {
  phone: { label: 'components.sms.phone', placeholder: 'components.sms.phoneRequired' },
  kaptcha: { label: 'components.sms.kaptcha', placeholder: 'components.sms.kaptchaRequired' },
  smsCode: { label: 'components.sms.code', placeholder: 'components.sms.codeRequired' },
};

/** The combined phone + picture captcha + SMS code prompt (SPEC §2 Dialogs, §5). Empty each time it opens. */
export function SmsDialog(props: SmsDialogProps) {
  return props.open ? <SmsForm {...props} /> : null;
}

function SmsForm({
  imageUrl,
  onRefresh,
  onSend,
  onConfirm,
  onCancel,
  phone: initialPhone = '',
  typed,
  refusal,
  phoneReadOnly,
  title,
  seconds,
}: SmsDialogProps) {
  const t = useT();
  const [values, setValues] = useState<SmsConfirmInput>(typed ?? { phone: initialPhone, kaptcha: '', smsCode: '' });
  const [errors, setErrors] = useState<Errors>({});
  // The countdown belongs to the number the code went to: kept for it across dialogs and a reload (SmsButton's
  // rememberAs, one per number, as the server's interval).
  const [sent, setSent] = useState<{ at: number; phone: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [codeRefusal, setCodeRefusal] = useState<string | undefined>(refusal);
  const phoneRef = useRef<HTMLInputElement>(null);
  const kaptchaRef = useRef<HTMLInputElement>(null);
  const smsCodeRef = useRef<HTMLInputElement>(null);

  const phone = values.phone.trim();
  const kaptcha = values.kaptcha.trim();
  const smsCode = values.smsCode.trim();

  const set = (name: Name) => (value: string) => {
    // A pasted "186 1234 5678" still fits: only digits count towards the 11.
    const next = name === 'phone' ? value.replace(/\D/g, '').slice(0, PHONE_MAX_LENGTH) : value;
    setValues((v) => ({ ...v, [name]: next }));
    setErrors((e) => ({ ...e, [name]: undefined }));
    if (name === 'smsCode') setCodeRefusal(undefined);
  };

  /** Shows the messages at their fields and focuses the first; true when there are none. */
  const check = (found: Errors) => {
    setErrors(found);
    const first = [found.phone && phoneRef, found.kaptcha && kaptchaRef, found.smsCode && smsCodeRef].find(Boolean);
    if (first) first.current?.focus();
    return !first;
  };

  const phoneError = (): KitKey | undefined =>
    !phone ? 'components.sms.phoneRequired' : PHONE.test(phone) ? undefined : 'components.sms.phoneInvalid';

  const send = () => {
    if (!check({ phone: phoneError(), kaptcha: kaptcha ? undefined : 'components.sms.kaptchaRequired' })) return;
    setSending(true);
    onSend({ phone, kaptcha }).then(
      () => {
        setSending(false);
        setSent({ at: Date.now(), phone });
        smsCodeRef.current?.focus();
      },
      () => setSending(false),
    );
  };

  const confirm = () => {
    const ok = check({
      phone: phoneError(),
      kaptcha: kaptcha ? undefined : 'components.sms.kaptchaRequired',
      smsCode: smsCode ? undefined : 'components.sms.codeRequired',
    });
    if (!ok) return;
    onConfirm({ phone, kaptcha, smsCode });
  };

  const error = (name: Name) => {
    const key = errors[name];
    return (key && t(key)) || (name === 'smsCode' ? codeRefusal : undefined);
  };

  /** What every field of the form has (beside its ref): its words, its value, its message, and that it is required. */
  const field = (name: Name) => ({
    label: t(WORDS[name].label),
    placeholder: t(WORDS[name].placeholder),
    value: values[name],
    onChange: set(name),
    error: error(name),
    required: true,
  });

  return (
    <FormDialog title={title ?? t('components.sms.title')} onCancel={onCancel} onSubmit={confirm}>
      <Field
        ref={phoneRef}
        {...field('phone')}
        readOnly={phoneReadOnly}
        data-autofocus={initialPhone || refusal ? undefined : true}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
      />
      <Field
        ref={kaptchaRef}
        {...field('kaptcha')}
        data-autofocus={initialPhone && !refusal ? true : undefined}
        {...CAPTCHA_INPUT}
        extra={<CaptchaImage src={imageUrl} onRefresh={onRefresh} />}
      />
      <Field
        ref={smsCodeRef}
        {...field('smsCode')}
        data-autofocus={refusal ? true : undefined}
        maxLength={SMS_CODE_MAX_LENGTH}
        inputMode="numeric"
        autoComplete="one-time-code"
        enterKeyHint="done"
        extra={
          <SmsButton
            countingSince={sent && sent.phone === phone ? sent.at : null}
            rememberAs={PHONE.test(phone) ? smsSentKey('gate', phone) : undefined}
            seconds={seconds}
            sending={sending}
            disabled={!phone || !kaptcha}
            onClick={send}
          />
        }
      />
    </FormDialog>
  );
}
