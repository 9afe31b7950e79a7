// `/stockGetPhone` (PAGES.md §2.1, OnePageOrder): a handset on contract for an existing customer: eligibility
// first (ineligible with the reasons, sold out, ended), then model, colour, storage and tier, the delivery address,
// the e-signature and the acceptance behind the SMS gate.
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { Result } from '../../components/Result';
import { Skeleton } from '../../components/Skeleton';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import payment from '../../models/payment';
import { yuan } from '../../utils/format';
import { say } from '../shared/phone';
import orderingHandset, { deviceOf, handsetIntent, leftOf, TIERS } from './handsetModel';
import { AddressFields, Section } from './Loaded';
import { messages } from './messagesBb';
import { RefusalLine } from './PersonFields';
import { SignaturePad } from './SignaturePad';
import * as styles from './Ordering.module.css';

export { messages };
export const models = [orderingHandset, payment];

function Chips({
  label,
  items,
  value,
  onPick,
}: {
  label: string;
  items: string[];
  value: string;
  onPick: (v: string) => void;
}) {
  return (
    <ul className={styles.choices} aria-label={label}>
      {items.map((x) => (
        <li key={x}>
          <button type="button" className={styles.choice} aria-pressed={value === x} onClick={() => onPick(x)}>
            {x}
          </button>
        </li>
      ))}
    </ul>
  );
}

function Order() {
  const dispatch = useAppDispatch();
  const s = usePageSelector(orderingHandset.select);
  const sending = usePageSelector(orderingHandset.loading('submit'));
  const { draft, errors } = s;
  const device = deviceOf(s);
  const tier = TIERS.find((x) => x.code === draft.tier) ?? TIERS[0];
  const edit = (p: Parameters<typeof orderingHandset.actions.edit>[0]) =>
    void dispatch(orderingHandset.actions.edit(p));
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void dispatch(orderingHandset.actions.submit({ intent: handsetIntent(s.draft) }));
      }}
    >
      <section className={styles.card} aria-labelledby="hs-model">
        <h2 id="hs-model" className={styles.cardTitle}>
          {t('ordering.hs.model')}
        </h2>
        <Section load={s.devices} retry={() => void dispatch(orderingHandset.actions.retryInfo())}>
          {(devices) => (
            <ul className={styles.offers} aria-label={t('ordering.hs.model')}>
              {devices.map((d) => {
                const left = leftOf(d);
                return (
                  <li key={d.code}>
                    <button
                      type="button"
                      className={styles.choice}
                      aria-pressed={draft.deviceCode === d.code}
                      disabled={left <= 0}
                      onClick={() => edit({ deviceCode: d.code })}
                    >
                      <span>
                        {d.name}
                        <small>
                          {left > 0 ? t('ordering.product.stock', { n: left }) : t('ordering.product.soldOut')}
                        </small>
                      </span>
                      <strong>{yuan(d.prepayFen)}</strong>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </Section>
        {errors.device && <p className={styles.error}>{say(errors.device)}</p>}
        {device?.colours?.length ? (
          <>
            <p className={styles.label}>{t('ordering.hs.colour')}</p>
            <Chips
              label={t('ordering.hs.colour')}
              items={device.colours}
              value={draft.colour}
              onPick={(colour) => edit({ colour })}
            />
            {errors.colour && <p className={styles.error}>{say(errors.colour)}</p>}
          </>
        ) : null}
        {device?.storage?.length ? (
          <>
            <p className={styles.label}>{t('ordering.hs.storage')}</p>
            <Chips
              label={t('ordering.hs.storage')}
              items={device.storage}
              value={draft.storage}
              onPick={(storage) => edit({ storage })}
            />
            {errors.storage && <p className={styles.error}>{say(errors.storage)}</p>}
          </>
        ) : null}
      </section>
      <section className={styles.card} aria-labelledby="hs-tier">
        <h2 id="hs-tier" className={styles.cardTitle}>
          {t('ordering.hs.tier')}
        </h2>
        <ul className={styles.offers}>
          {TIERS.map((x) => (
            <li key={x.code}>
              <button
                type="button"
                className={styles.choice}
                aria-pressed={draft.tier === x.code}
                onClick={() => edit({ tier: x.code })}
              >
                <span>{t('ordering.lead.tier', { fee: yuan(x.monthlyFen) })}</span>
                <strong>{x.downFen ? t('ordering.hs.down', { fee: yuan(x.downFen) }) : t('ordering.hs.free')}</strong>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <AddressFields
        id="hs-address"
        cities={s.cities}
        districts={s.districts}
        value={draft}
        errors={errors}
        onEdit={edit}
        retryCities={() => void dispatch(orderingHandset.actions.retryAreas())}
        retryDistricts={() => void dispatch(orderingHandset.actions.retryAreas())}
      />
      <section className={styles.card} aria-labelledby="hs-sign">
        <h2 id="hs-sign" className={styles.cardTitle}>
          {t('ordering.hs.sign')}
        </h2>
        <p className={styles.hint}>{t('ordering.hs.signHint')}</p>
        <SignaturePad signed={!!s.signature} onChange={(png) => void dispatch(orderingHandset.actions.sign(png))} />
        {errors.sign && <p className={styles.error}>{say(errors.sign)}</p>}
      </section>
      <RefusalLine refusal={s.refusal} />
      <div className={styles.bar}>
        <span className={styles.total}>
          {t('ordering.card.total')}
          <strong>{yuan(tier.downFen)}</strong>
        </span>
        <Button type="submit" block loading={sending}>
          {t('ordering.hs.submit')}
        </Button>
      </div>
    </form>
  );
}

export default function StockGetPhone() {
  useLang();
  const dispatch = useAppDispatch();
  const s = usePageSelector(orderingHandset.select);
  useEffect(() => {
    void dispatch(orderingHandset.actions.open());
  }, [dispatch]);
  const info = s.info;
  return (
    <main className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>{t('ordering.hs.title')}</h1>
        <p className={styles.heroNote}>{t('ordering.hs.intro')}</p>
      </header>
      <Section load={info} retry={() => void dispatch(orderingHandset.actions.retryInfo())}>
        {(i) =>
          i.status === 'ended' || i.status === 'notStarted' ? (
            <Result kind="notice" title={t(i.status === 'ended' ? 'ordering.hs.ended' : 'ordering.product.notStarted')}>
              <nav className={styles.links}>
                <Link to="/">{t('ordering.success.home')}</Link>
              </nav>
            </Result>
          ) : i.status === 'soldOut' ? (
            <Result kind="notice" title={t('ordering.hs.soldOut')} />
          ) : !i.eligible ? (
            <Result kind="notice" title={t('ordering.hs.ineligible')} description={i.reasons.join('；')}>
              <nav className={styles.links}>
                <Link to="/marketCard">{t('ordering.wizard.browse')}</Link>
              </nav>
            </Result>
          ) : s.draft.id ? (
            <Order />
          ) : (
            <Skeleton rows={4} />
          )
        }
      </Section>
    </main>
  );
}
