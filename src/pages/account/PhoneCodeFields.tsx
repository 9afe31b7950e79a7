import { t } from '../../locales';
import { selectEffectLoading } from '../../core';
import { Field, PHONE_INPUT } from '../../components/Field';
import { SmsCodeField } from '../../components/SmsCodeField';
import { useAppDispatch, useAppSelector, usePageSelector } from '../../models/hooks';
import { maskPhone } from '../../utils/format';
import bind, { selectBind } from './bindModel';
import { countingSince, say } from '../shared/phone';

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
  const since = countingSince(form);
  return (
    <>
      <Field
        label={t('account.form.phone')}
        {...PHONE_INPUT}
        placeholder={t('account.form.phonePlaceholder')}
        value={form.phone}
        disabled={disabled}
        error={say(form.phoneError)}
        onChange={(value) => dispatch(bind.actions.edit({ field: 'phone', value }))}
        onBlur={() => dispatch(bind.actions.blurPhone())}
      />
      <SmsCodeField
        label={t('account.form.code')}
        placeholder={t('account.form.codePlaceholder')}
        value={form.code}
        disabled={disabled}
        error={say(form.codeError)}
        hint={
          since !== null && !form.codeError ? t('account.form.sentHint', { phone: maskPhone(form.phone) }) : undefined
        }
        countingSince={since}
        sending={sending}
        onChange={(value) => dispatch(bind.actions.edit({ field: 'code', value }))}
        onSend={() => dispatch(bind.actions.send())}
      />
    </>
  );
}
