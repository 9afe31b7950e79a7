import { useEffect, useState } from 'react';
import { Button } from '../../components/Button';
import { Field, PHONE_INPUT } from '../../components/Field';
import { SmsCodeField } from '../../components/SmsCodeField';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import { yuan } from '../../utils/format';
import { Block, FormFoot, Choice, Problem, Rows } from './Block';
import changeValetOrder, { heldProducts, offeredProducts } from './valetOrderModel';
import { PlainForm } from '../shared/PlainForm';
import { SignaturePad } from '../shared/SignaturePad';
import * as styles from './Change.module.css';

export { messages } from './messages';

export const models = [changeValetOrder];

/**
 * `/valetHandle` (PAGES.md §2.8, ValetOrder, G3): the agent looks up the customer, picks a product, the customer's
 * SMS code and signature confirm, and the order records the staff number. Without a staff token: a clear message.
 */
export default function ValetOrder() {
  useLang();
  const dispatch = useAppDispatch();
  const { form, problems, customer, products, sentAt, submitError, staffOnly } = usePageSelector(
    changeValetOrder.select,
  );
  const busy = usePageSelector(changeValetOrder.loading('submit'));
  const [code, setCode] = useState('');
  const [sign, setSign] = useState<string | undefined>();
  const edit = (patch: Partial<typeof form>) => void dispatch(changeValetOrder.actions.edit(patch));

  useEffect(() => {
    void dispatch(changeValetOrder.actions.open());
  }, [dispatch]);

  if (staffOnly)
    return (
      <main className={styles.page}>
        <section className={`${styles.banner} ${styles.bad}`} role="alert" data-state="staffOnly">
          <p>{t('change.valet.staffOnly')}</p>
        </section>
      </main>
    );

  const facts = customer.status === 'ready' ? customer.data.facts : undefined;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('change.valet.title')}</h1>
      <section className={styles.card}>
        <PlainForm className={styles.form} onSubmit={() => void dispatch(changeValetOrder.actions.lookup())}>
          <Field
            label={t('change.valet.phone')}
            value={form.phone}
            onChange={(v) => edit({ phone: v.replace(/\D/g, '') })}
            {...PHONE_INPUT}
            maxLength={11}
            error={problems.phone && t(problems.phone)}
          />
          <Button type="submit" variant="ghost" loading={customer.status === 'loading'}>
            {t('change.valet.lookup')}
          </Button>
        </PlainForm>
      </section>
      {customer.status !== 'idle' && (
        <Block
          title={t('change.valet.customer')}
          load={customer}
          retry={() => void dispatch(changeValetOrder.actions.lookup())}
        >
          {({ who, facts: f }) => (
            <>
              <Rows
                rows={[
                  [t('change.valet.name'), who.maskedName],
                  [t('change.valet.plan'), who.planName],
                  [t('change.valet.tenure'), t('change.valet.months', { n: String(f.tenureMonths) })],
                  [t('change.valet.star'), f.star],
                  [t('change.valet.staff'), who.staffId],
                ]}
              />
              {!f.eligible && (
                <ul className={`${styles.reasons} ${styles.banner} ${styles.bad}`} data-state="ineligible">
                  {f.reasons.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              )}
            </>
          )}
        </Block>
      )}
      {facts?.eligible && (
        <Block
          title={t('change.valet.products')}
          load={products}
          retry={() => void dispatch(changeValetOrder.actions.open())}
        >
          {(list) => {
            const offered = offeredProducts(list, facts);
            const held = heldProducts(list, facts);
            const hidden = list.length - offered.length - held.length;
            return (
              <>
                <Choice
                  label={t('change.valet.products')}
                  options={offered.map((p) => [p.code, `${p.name} · ${yuan(p.monthlyFen)}`] as const)}
                  value={offered.some((p) => p.code === form.productCode) ? form.productCode : ''}
                  onPick={(productCode) => edit({ productCode })}
                  problem={problems.productCode}
                />
                {hidden > 0 && (
                  <p className={styles.muted}>
                    {t('change.valet.notOffered', { n: String(hidden), network: facts?.network ?? '' })}
                  </p>
                )}
                {held.map((p) => (
                  <p key={p.code} className={styles.muted}>
                    {t('change.valet.held', { name: p.name })}
                  </p>
                ))}
              </>
            );
          }}
        </Block>
      )}
      {facts?.eligible && (
        <section className={styles.card}>
          <PlainForm
            className={styles.form}
            onSubmit={() => void dispatch(changeValetOrder.actions.submit({ form, smsCode: code, signImage: sign }))}
          >
            <SmsCodeField
              label={t('change.valet.code')}
              placeholder={t('change.sms.placeholder')}
              value={code}
              error={problems.smsCode && t(problems.smsCode)}
              countingSince={sentAt}
              onChange={(v) => setCode(v.replace(/\D/g, '').slice(0, 6))}
              onSend={() => dispatch(changeValetOrder.actions.sendCode())}
            />
            <div>
              <span className={styles.label}>{t('change.valet.sign')}</span>
              <SignaturePad
                label={t('change.valet.sign')}
                clearLabel={t('change.valet.clearSign')}
                onChange={setSign}
              />
              <Problem text={problems.sign} />
            </div>
            <FormFoot error={submitError} busy={busy} label={t('change.valet.submit')} />
          </PlainForm>
        </section>
      )}
    </main>
  );
}
