// `/mobileBusiness/orderTracking` for a customer without a bound number: the order by its number and the contact
// phone given with it, proven by an SMS code (the picture captcha first, as for every SMS). A refusal stays above
// the button with what was typed; the order found shows as on its details page, without actions (paying and
// cancelling are the bound customer's).
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { Field, PHONE_INPUT } from '../../components/Field';
import { SmsCodeField } from '../../components/SmsCodeField';
import { t } from '../../locales';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import { cleanCode, cleanPhone, CODE_RE, PHONE_RE, sentKey } from '../shared/phone';
import orderLookup from './lookupModel';
import { Details } from './OrderDetails';
import * as base from './Business.module.css';

const ORDER_NO = /^[\w-]{6,40}$/;

export function OrderLookup() {
  const dispatch = useAppDispatch();
  const [query] = useSearchParams();
  const { sentAt, sentTo, refusal, found } = usePageSelector(orderLookup.select);
  const finding = usePageSelector(orderLookup.loading('find'));
  const sending = usePageSelector(orderLookup.loading('sendCode'));
  const [orderNo, setOrderNo] = useState(() => query.get('orderNo')?.trim() ?? '');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);

  if (found)
    return (
      <>
        <Details orderNo={found.orderNo} detail={{ trade: found }} />
        <p className={base.links}>
          <button type="button" className={base.retry} onClick={() => dispatch(orderLookup.actions.again())}>
            {t('business.lookup.another')}
          </button>
          <Link to="/bindAccount?redirect=%2FmobileBusiness%2ForderTracking">{t('business.lookup.bind')}</Link>
        </p>
      </>
    );

  const orderError = tried && !ORDER_NO.test(orderNo) ? t('business.lookup.orderNoRequired') : undefined;
  const phoneError = tried && !PHONE_RE.test(phone) ? t('business.lookup.phoneInvalid') : undefined;
  const submit = () => {
    setTried(true);
    // Without a code the server answers when this session proved the phone already (the order was placed here, or
    // looked up a moment ago), and otherwise asks for the code: no second SMS, no 60 s wait, right after ordering.
    if (!ORDER_NO.test(orderNo) || !PHONE_RE.test(phone) || (code && !CODE_RE.test(code))) return;
    void dispatch(orderLookup.actions.find({ orderNo, phone, smsCode: code }));
  };
  return (
    <section className={base.card}>
      <p className={base.muted}>{t('business.lookup.intro')}</p>
      <form
        className={base.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Field
          label={t('business.lookup.orderNo')}
          placeholder={t('business.lookup.orderNoPlaceholder')}
          value={orderNo}
          maxLength={40}
          error={orderError}
          onChange={(v) => setOrderNo(v.trim())}
        />
        <Field
          label={t('business.lookup.phone')}
          {...PHONE_INPUT}
          placeholder={t('business.lookup.phonePlaceholder')}
          value={phone}
          error={phoneError}
          onChange={(v) => setPhone(cleanPhone(v))}
        />
        <SmsCodeField
          label={t('business.lookup.code')}
          placeholder={t('business.lookup.codePlaceholder')}
          value={code}
          countingSince={sentTo === phone ? sentAt : null}
          rememberAs={sentKey('busi', phone)}
          sending={sending}
          disabled={!PHONE_RE.test(phone)}
          onChange={(v) => setCode(cleanCode(v))}
          onSend={() => dispatch(orderLookup.actions.sendCode({ phone }))}
        />
        {refusal && (
          <p role="alert" className={base.alert}>
            {refusal}
          </p>
        )}
        <Button type="submit" block loading={finding} disabled={!!code && !CODE_RE.test(code)}>
          {t('business.lookup.submit')}
        </Button>
      </form>
    </section>
  );
}
