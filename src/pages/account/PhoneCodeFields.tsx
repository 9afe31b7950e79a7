import { useRef } from 'react';
import { t } from '../../locales';
import { selectEffectLoading } from '../../core';
import { Field } from '../../components/Field';
import { SmsButton } from '../../components/SmsButton';
import { useAppDispatch, useAppSelector, usePageSelector } from '../../models/hooks';
import { maskPhone } from '../../utils/format';
import bind, { CODE_LENGTH, countingSince, selectBind, type Problem } from './bindModel';

const noop = () => undefined;
export const say = (p: Problem | undefined) => p && ('key' in p ? t(p.key) : p.text);
const isSending = selectEffectLoading('bind/send');

/**
 * The phone and SMS-code fields of the PhoneVerify template, on the bind model: the number checked at the
 * field, the send button with its 60 s countdown (focus moves to the code once sent), the code with one-time-code
 * autofill. Used by /bindAccount and the cashback login pages.
 */
export function PhoneCodeFields({ disabled = false }: { disabled?: boolean }) {
  const dispatch = useAppDispatch();
  const { form } = usePageSelector(selectBind);
  const sending = useAppSelector(isSending);
  const codeRef = useRef<HTMLInputElement>(null);
  const since = countingSince(form);
  return (
    <>
      <Field
        label={t('account.form.phone')}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t('account.form.phonePlaceholder')}
        value={form.phone}
        disabled={disabled}
        error={say(form.phoneError)}
        onChange={(value) => dispatch(bind.actions.edit({ field: 'phone', value }))}
        onBlur={() => dispatch(bind.actions.blurPhone())}
      />
      <Field
        ref={codeRef}
        label={t('account.form.code')}
        name="smsCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={CODE_LENGTH}
        placeholder={t('account.form.codePlaceholder')}
        value={form.code}
        disabled={disabled}
        error={say(form.codeError)}
        hint={since !== null && !form.codeError ? t('account.form.sentHint', { phone: maskPhone(form.phone) }) : undefined}
        onChange={(value) => dispatch(bind.actions.edit({ field: 'code', value }))}
        extra={
          <SmsButton
            countingSince={since}
            sending={sending}
            disabled={disabled}
            onClick={() => {
              dispatch(bind.actions.send()).then((ok) => { if (ok) codeRef.current?.focus(); }, noop);
            }}
          />
        }
      />
    </>
  );
}
