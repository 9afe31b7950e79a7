import { t } from '../../locales';
import { Field, PHONE_INPUT } from '../../components/Field';
import { SmsCodeField } from '../../components/SmsCodeField';
import { useAppDispatch, useAppSelector, usePageSelector } from '../../models/hooks';
import login, { selectLogin } from '../../models/login';
import { maskPhone } from '../../utils/format';
import { countingSince, say, sentKey } from './phone';

const isSending = login.loading('send');

/**
 * The phone and SMS-code fields of the PhoneVerify template, on the login model (models/login.ts): the number
 * checked at the field, the send button with its 60 s countdown (focus moves to the code once sent), the code with
 * one-time-code autofill. Used by /bindAccount and the cashback login pages. `full`: this WeChat user has bound as
 * many numbers as allowed (bind mode): the fields are disabled and a send is refused.
 */
export function PhoneCodeFields({ full = false }: { full?: boolean }) {
  const dispatch = useAppDispatch();
  const { form } = usePageSelector(selectLogin);
  const sending = useAppSelector(isSending);
  const since = countingSince(form);
  return (
    <>
      <Field
        label={t('login.form.phone')}
        {...PHONE_INPUT}
        placeholder={t('login.form.phonePlaceholder')}
        value={form.phone}
        disabled={full}
        error={say(form.phoneError)}
        onChange={(value) => dispatch(login.actions.edit({ field: 'phone', value }))}
        onBlur={() => dispatch(login.actions.blurPhone())}
      />
      <SmsCodeField
        label={t('login.form.code')}
        placeholder={t('login.form.codePlaceholder')}
        value={form.code}
        disabled={full}
        error={say(form.codeError)}
        hint={
          since !== null && !form.codeError ? t('login.form.sentHint', { phone: maskPhone(form.phone) }) : undefined
        }
        countingSince={since}
        rememberAs={sentKey('login', form.phone)}
        sending={sending}
        onChange={(value) => dispatch(login.actions.edit({ field: 'code', value }))}
        onSend={() => dispatch(login.actions.send({ full }))}
      />
    </>
  );
}
