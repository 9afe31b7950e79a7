import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Empty } from '../../components/Empty';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, useAppSelector, usePageSelector } from '../../models/hooks';
import payment from '../../models/payment';
import type { SchoolRecord } from '../../services/api/types';
import { dataSize, dateTime, yuan } from '../../utils/format';
import { oneOf } from '../../utils/query';
import { activityState } from '../shared/activityState';
import { dataOf } from '../shared/load';
import venuesSummer, { hasJoined, SUMMER_ACT, SUMMER_AMOUNTS, windowText } from './summerModel';
import { Section } from '../shared/Section';
import { clock, useCountdown, VenueHero } from './parts';
import venuesShare from './shareModel';
import * as styles from './Venues.module.css';

export { messages } from './messages';

export const models = [venuesSummer, payment, venuesShare];

/**
 * `/summer` (暑期保持联系, school top-up): ¥50 → +10 GB, ¥100 → +30 GB for students of the school platform during the
 * activity; pay, then the records inline. States: not school platform, joined, ended (and not started).
 */
export default function Summer() {
  useLang();
  const dispatch = useAppDispatch();
  const s = usePageSelector(venuesSummer.select);
  const ordering = useAppSelector(venuesSummer.loading('order'));
  const [query, setQuery] = useSearchParams();
  const orderId = query.get('orderId') ?? undefined;
  const payResult = query.get('payResult') ? oneOf(query.get('payResult'), ['fail', 'success', 'cancel']) : undefined;
  const load = () => void dispatch(venuesSummer.actions.load());

  useEffect(() => {
    if (orderId && payResult) {
      // The payment came back: settle it once, and leave the address clean (a reload does not settle again).
      void dispatch(venuesSummer.actions.afterPay({ orderId, outcome: payResult }));
      setQuery({}, { replace: true });
      return;
    }
    void dispatch(venuesSummer.actions.load());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, orderId, payResult]);

  const info = dataOf(s.info);
  const state = info
    ? activityState({
        serverTime: info.serverTime,
        startAt: info.startAt,
        endAt: info.endAt,
        eligible: true,
        joined: false,
      })
    : undefined;
  const left = useCountdown(state === 'notStarted' ? info?.startAt : info?.endAt, s.offsetMs, load);
  const records = dataOf(s.records) ?? [];
  const joined = hasJoined(records);

  let offer;
  if (s.notSchool) offer = <Empty text={t('venues.summer.notSchool')} />;
  else if (state === 'ended') offer = <Empty text={t('venues.summer.ended')} />;
  else if (state === 'notStarted') offer = <Empty text={t('venues.summer.notStarted', { left: clock(left) })} />;
  else if (joined) offer = <Empty text={t('venues.summer.joined')} />;
  else
    offer = (
      <>
        <div className={styles.amounts} role="radiogroup" aria-label={t('venues.summer.amount')}>
          {SUMMER_AMOUNTS.map((a) => (
            <button
              key={a.faceFen}
              type="button"
              role="radio"
              aria-checked={s.faceFen === a.faceFen}
              className={`${styles.amount} ${s.faceFen === a.faceFen ? styles.amountOn : ''}`}
              onClick={() => dispatch(venuesSummer.actions.choose(a.faceFen))}
            >
              {yuan(a.faceFen)}
              <span className={styles.amountGift}>{t('venues.summer.gift', { gb: a.giftGb })}</span>
            </button>
          ))}
        </div>
        {s.confirming && (
          <p className={styles.notice} role="status">
            {t('venues.summer.confirming')}
          </p>
        )}
        {s.error && (
          <p className={styles.fieldError} role="alert">
            {s.error}
          </p>
        )}
        <div className={styles.actions}>
          <Button
            block
            loading={ordering || s.confirming}
            onClick={() => void dispatch(venuesSummer.actions.order({ faceFen: s.faceFen }))}
          >
            {t('venues.summer.pay', { amount: yuan(s.faceFen) })}
          </Button>
        </div>
      </>
    );

  return (
    <main className={styles.page} aria-busy={s.info.status === 'loading' || undefined}>
      <VenueHero
        actId={SUMMER_ACT}
        path="/summer"
        title={t('venues.summer.title')}
        tagline={t('venues.summer.tagline')}
        shared={!!state && state !== 'ended'}
      >
        {s.info.status === 'ready' && windowText(s.info.data) && (
          <p className={styles.heroLine}>{windowText(s.info.data)}</p>
        )}
        {state === 'active' && (
          <p className={styles.heroLine} role="timer" aria-live="off">
            {t('venues.landing.endsIn')}
            <strong className={styles.clock}>{clock(left)}</strong>
          </p>
        )}
      </VenueHero>
      <Card title={t('venues.summer.offer')}>
        <Section load={s.info} onRetry={load} rows={2}>
          {() => (
            <Section load={s.records} onRetry={load}>
              {() => offer}
            </Section>
          )}
        </Section>
      </Card>
      {!s.notSchool && (
        <Card title={t('venues.summer.records')}>
          <Section load={s.records} onRetry={load}>
            {(rows) => (rows.length === 0 ? <Empty text={t('venues.summer.noRecords')} /> : <Records rows={rows} />)}
          </Section>
        </Card>
      )}
    </main>
  );
}

function Records({ rows }: { rows: SchoolRecord[] }) {
  return (
    <ul className={styles.rows}>
      {rows.map((r) => (
        <li key={r.orderId} className={styles.row}>
          <span className={styles.rowMain}>
            <span className={styles.rowTitle}>
              {t('venues.summer.recordTitle', { amount: yuan(r.faceFen), data: dataSize(r.giftKb) })}
            </span>
            <span className={styles.rowSub}>
              {dateTime(r.at)} · {r.orderId}
            </span>
          </span>
          <span className={styles.badge}>{t(`venues.summer.status.${r.status}`)}</span>
        </li>
      ))}
    </ul>
  );
}
