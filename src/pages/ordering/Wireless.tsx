// `/open` and `/open2i` (PAGES.md §2.8, OnePageOrder wireless broadband): plan, device with stock, the person,
// contact + SMS, delivery address, agreements, submit and pay. The route picks its plans and channel (wirelessModel).
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/Button';
import { Skeleton } from '../../components/Skeleton';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import payment from '../../models/payment';
import { yuan } from '../../utils/format';
import { say } from '../shared/phone';
import { messages } from './messagesBb';
import { Agree, PersonFields, RefusalLine, SmsField } from './PersonFields';
import { AddressFields, Section } from './Loaded';
import orderingWireless from './wirelessModel';
import { inStock, WBB, wbbIntent, type WbbRoute } from './wireless/form';
import * as styles from './Ordering.module.css';

export { messages };
export const models = [orderingWireless, payment];

export default function Wireless() {
  useLang();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const route: WbbRoute = pathname.startsWith('/open2i') ? 'open2i' : 'open';
  const s = usePageSelector(orderingWireless.select);
  const sending = usePageSelector(orderingWireless.loading('submit'));
  const { draft, errors } = s;
  useEffect(() => {
    void dispatch(orderingWireless.actions.open(route));
  }, [dispatch, route]);
  const edit = (p: Parameters<typeof orderingWireless.actions.edit>[0]) =>
    void dispatch(orderingWireless.actions.edit(p));
  const opened = draft.route === route && !!draft.id;
  const device = s.devices.status === 'ready' ? s.devices.data.find((d) => d.code === draft.deviceCode) : undefined;
  const fee = device?.priceFen ?? 0;
  return (
    <main className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>{t(route === 'open2i' ? 'ordering.wbb.title2i' : 'ordering.wbb.title')}</h1>
        <p className={styles.heroNote}>{t('ordering.wbb.intro')}</p>
      </header>
      {!opened ? (
        <div className={styles.card} aria-busy="true">
          <Skeleton rows={4} />
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void dispatch(orderingWireless.actions.submit({ intent: wbbIntent(s.draft) }));
          }}
        >
          <section className={styles.card} aria-labelledby="wbb-plan">
            <h2 id="wbb-plan" className={styles.cardTitle}>
              {t('ordering.wbb.plan')}
            </h2>
            <ul className={styles.offers}>
              {WBB[route].plans.map((p) => (
                <li key={p.code}>
                  <button
                    type="button"
                    className={styles.choice}
                    aria-pressed={draft.planCode === p.code}
                    onClick={() => edit({ planCode: p.code })}
                  >
                    <span>
                      {t('ordering.wbb.planName', { gb: p.dataGb })}
                      <small>{t('ordering.wbb.planTerms', { gb: p.dataGb })}</small>
                    </span>
                    <strong>{t('ordering.card.monthly', { fee: yuan(p.monthlyFen) })}</strong>
                  </button>
                </li>
              ))}
            </ul>
            {errors.plan && <p className={styles.error}>{say(errors.plan)}</p>}
          </section>
          <section className={styles.card} aria-labelledby="wbb-device">
            <h2 id="wbb-device" className={styles.cardTitle}>
              {t('ordering.wbb.device')}
            </h2>
            <Section load={s.devices} retry={() => void dispatch(orderingWireless.actions.retryDevices())}>
              {(devices) => (
                <ul className={styles.offers} aria-label={t('ordering.wbb.device')}>
                  {devices.map((d) => {
                    const ok = inStock(d);
                    return (
                      <li key={d.code}>
                        <button
                          type="button"
                          className={styles.choice}
                          aria-pressed={draft.deviceCode === d.code}
                          disabled={!ok}
                          onClick={() => edit({ deviceCode: d.code })}
                        >
                          <span>
                            {d.name}
                            <small>
                              {ok
                                ? t('ordering.product.stock', { n: d.stockLeft ?? 0 })
                                : t('ordering.product.soldOut')}
                            </small>
                          </span>
                          <strong>{yuan(d.priceFen)}</strong>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </Section>
            {errors.device && <p className={styles.error}>{say(errors.device)}</p>}
          </section>
          <section className={styles.card} aria-labelledby="wbb-person">
            <h2 id="wbb-person" className={styles.cardTitle}>
              {t('ordering.info.title')}
            </h2>
            <p className={styles.hint}>{t('ordering.info.hint')}</p>
            <PersonFields
              value={draft}
              errors={errors}
              fields={['name', 'certNo', 'contactPhone']}
              onEdit={edit}
              onBlur={(f) => void dispatch(orderingWireless.actions.blur(f))}
            />
          </section>
          <AddressFields
            id="wbb-address"
            cities={s.cities}
            districts={s.districts}
            value={draft}
            errors={errors}
            onEdit={edit}
            retryCities={() => void dispatch(orderingWireless.actions.retryAreas())}
            retryDistricts={() => void dispatch(orderingWireless.actions.retryAreas())}
            onBlurDetail={() => void dispatch(orderingWireless.actions.blur('detail'))}
          />
          <section className={styles.card} aria-labelledby="wbb-confirm">
            <h2 id="wbb-confirm" className={styles.cardTitle}>
              {t('ordering.confirm.title')}
            </h2>
            <SmsField
              phone={draft.contactPhone}
              code={s.smsCode}
              error={errors.smsCode}
              sms={s.sms}
              onCode={(v) => void dispatch(orderingWireless.actions.editCode(v))}
              onSend={() => dispatch(orderingWireless.actions.sendSms())}
            />
            <Agree checked={draft.agreed} error={errors.agreed} onChange={(agreed) => edit({ agreed })} />
          </section>
          <RefusalLine refusal={s.refusal} />
          <div className={styles.bar}>
            <span className={styles.total}>
              {t('ordering.card.total')}
              <strong>{yuan(fee)}</strong>
            </span>
            <Button type="submit" block loading={sending}>
              {fee > 0 ? t('ordering.card.submitPay', { fee: yuan(fee) }) : t('ordering.card.submit')}
            </Button>
          </div>
        </form>
      )}
    </main>
  );
}
