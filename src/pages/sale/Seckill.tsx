import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { DialogButtons } from '../../components/DialogButtons';
import { Empty } from '../../components/Empty';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Skeleton } from '../../components/Skeleton';
import { t, type MessageKey } from '../../locales';
import { useLang } from '../../locales/useLang';
import payment from '../../models/payment';
import { useAppDispatch, useAppSelector, useLogin, usePageSelector } from '../../models/hooks';
import type { ActiveInfo, SaleItem } from '../../services/api/types';
import { yuan } from '../../utils/format';
import { secondsUntil, type ActivityState } from '../shared/activityState';
import { useServerNow } from '../shared/useServerNow';
import { PayWindow, Rules, ShareBar, shareCard } from './parts';
import {
  clock,
  currentSession,
  hhmm,
  ineligibleReasons,
  isCompact,
  itemState,
  ORDERS_PATH,
  SECKILL_ACT,
  SECKILL_PATH,
  sessionEnd,
  sessionStart,
  sessionState,
  type SaleSession,
} from './seckill';
import saleSeckill, { type Won } from './seckillModel';
import * as styles from './Sale.module.css';

export { messages } from './messages';

export const models = [saleSeckill, payment];

/** While a session is live its stock is read again this often. */
const LIVE_REFRESH_MS = 15_000;

const SESSION_WORD: Record<ActivityState, MessageKey> = {
  notStarted: 'sale.seckill.session.notStarted',
  active: 'sale.seckill.session.active',
  soldOut: 'sale.seckill.session.soldOut',
  joined: 'sale.seckill.session.active',
  ineligible: 'sale.seckill.session.active',
  ended: 'sale.seckill.session.ended',
};

const BUTTON: Record<ActivityState, MessageKey> = {
  notStarted: 'sale.seckill.button.notStarted',
  active: 'sale.seckill.button.grab',
  soldOut: 'sale.seckill.button.soldOut',
  joined: 'sale.seckill.button.won',
  ineligible: 'sale.seckill.button.ineligible',
  ended: 'sale.seckill.button.ended',
};

/** The hero's countdown: to the end of a live session, to the start of the next, or nothing left today. */
function Countdown({ session, state, now }: { session: SaleSession; state: ActivityState; now: number }) {
  if (state === 'notStarted')
    return (
      <p className={styles.countdown} role="timer">
        {t('sale.seckill.startsIn', { time: clock(secondsUntil(sessionStart(session), now)) })}
      </p>
    );
  if (state === 'active' || state === 'soldOut')
    return (
      <p className={styles.countdown} role="timer">
        {t('sale.seckill.endsIn', { time: clock(secondsUntil(sessionEnd(session), now)) })}
      </p>
    );
  return <p className={styles.countdown}>{t('sale.seckill.todayOver')}</p>;
}

function Item({
  item,
  state,
  busy,
  refusal,
  onGrab,
}: {
  item: SaleItem;
  state: ActivityState;
  busy: boolean;
  refusal?: string;
  onGrab?: () => void;
}) {
  const pct = item.stock > 0 ? Math.round((Math.max(0, item.left) / item.stock) * 100) : 0;
  return (
    <li className={styles.item}>
      <div className={styles.itemMain}>
        <p className={styles.itemName}>{item.name}</p>
        <p className={styles.price}>
          {yuan(item.priceFen)}
          {item.origFen > item.priceFen && <span className={styles.orig}>{yuan(item.origFen)}</span>}
        </p>
        <div className={styles.meter} aria-hidden="true">
          <div className={styles.meterBar} style={{ width: `${pct}%` }} />
        </div>
        <p className={styles.muted}>{t('sale.seckill.left', { left: Math.max(0, item.left), stock: item.stock })}</p>
        {refusal && (
          <p className={styles.refusal} role="alert">
            {refusal}
          </p>
        )}
      </div>
      {!onGrab && (
        <span className={state === 'active' ? styles.badge : styles.badgeOff}>
          {t(state === 'active' ? SESSION_WORD.active : BUTTON[state])}
        </span>
      )}
      {onGrab && (
        <div className={styles.itemAction}>
          {state === 'joined' ? (
            <Link to={ORDERS_PATH}>{t(BUTTON.joined)}</Link>
          ) : (
            <Button
              size="sm"
              block
              loading={busy}
              disabled={state !== 'active'}
              onClick={onGrab}
              aria-label={`${t(BUTTON[state])} ${item.name}`}
            >
              {t(BUTTON[state])}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** The pay sheet of a win: what was won, the 30-minute window on the server's clock, pay now or later. */
function PaySheet({ won, now, paying, error }: { won: Won; now: number; paying: boolean; error?: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const left = won.payBy ? secondsUntil(won.payBy, now) : undefined;
  const later = () => {
    dispatch(saleSeckill.actions.closePay());
    void navigate(ORDERS_PATH);
  };
  return (
    <Dialog
      open
      title={t('sale.seckill.wonTitle')}
      onCancel={later}
      actions={
        <DialogButtons
          dismiss="close"
          dismissText={t('sale.seckill.payLater')}
          onDismiss={later}
          loading={paying}
          disabled={left === 0}
          onClick={() => void dispatch(saleSeckill.actions.pay({ orderNo: won.orderNo }))}
        >
          {t('sale.seckill.payNow', { fee: yuan(won.payFen) })}
        </DialogButtons>
      }
    >
      <dl className={styles.rows}>
        <dt>{t('sale.seckill.item')}</dt>
        <dd>{won.name}</dd>
        <dt>{t('sale.orders.orderNo')}</dt>
        <dd>{won.orderNo}</dd>
        <dt>{t('sale.orders.fee')}</dt>
        <dd>{yuan(won.payFen)}</dd>
      </dl>
      <PayWindow left={left} within="sale.seckill.payWithin" tone={styles.muted} error={error} />
    </Dialog>
  );
}

/**
 * `/seckillNew` (PAGES.md §2.4, Seckill): today's sessions at 10:00, 14:00 and 20:00, the live stock, a countdown
 * on the server's clock, grab (one request however often tapped; a visitor logs in first) and pay within 30
 * minutes. The widget routes (`/seckillNew/SeckillComponents`, `/mobileBusiness/SeckillComponents`): the current
 * session alone, linking to the full page.
 */
export default function Seckill() {
  useLang();
  const compact = isCompact(useLocation().pathname);
  const dispatch = useAppDispatch();
  const login = useLogin();
  const s = usePageSelector(saleSeckill.select);
  const grabbing = useAppSelector(saleSeckill.loading('grab'));
  const paying = useAppSelector(saleSeckill.loading('pay'));
  const [picked, setPicked] = useState<string>();
  const sale = s.sale.status === 'ready' ? s.sale.data : undefined;
  const act: ActiveInfo | undefined = s.act.status === 'ready' ? s.act.data : undefined;
  const now = useServerNow(sale?.offsetMs ?? 0, !!sale);
  const current = sale ? currentSession(sale.sessions, now) : undefined;
  const shown = (!compact && sale?.sessions.find((x) => x.at === picked)) || current;
  const state = shown ? sessionState(shown, act, now) : undefined;

  useEffect(() => {
    void dispatch(saleSeckill.actions.load({}));
  }, [dispatch]);

  // The current session's state changed (a session opened or closed): read the stock again.
  const currentState = current ? sessionState(current, act, now) : undefined;
  const currentAt = current?.at;
  useEffect(() => {
    if (currentState === undefined) return undefined;
    if (currentState !== 'active' && currentState !== 'soldOut') return undefined;
    const id = window.setInterval(() => void dispatch(saleSeckill.actions.load({ silent: true })), LIVE_REFRESH_MS);
    return () => window.clearInterval(id);
  }, [dispatch, currentState, currentAt]);
  const seen = useRef(currentState);
  useEffect(() => {
    if (seen.current !== undefined && seen.current !== currentState)
      void dispatch(saleSeckill.actions.load({ silent: true }));
    seen.current = currentState;
  }, [dispatch, currentState]);

  const title = t('sale.seckill.title');
  const desc = t('sale.seckill.tagline');
  const card = sale
    ? shareCard({ path: SECKILL_PATH, actId: SECKILL_ACT, title, desc, img: act?.shareImg })
    : undefined;

  const retry = () => void dispatch(saleSeckill.actions.load({}));
  const reasons = ineligibleReasons(act);

  let body;
  if (s.sale.status === 'error') body = <ErrorBlock message={s.sale.message} onRetry={retry} />;
  else if (!sale) body = <Skeleton rows={compact ? 3 : 6} />;
  else if (!shown || shown.items.length === 0) body = <Empty text={t('sale.seckill.empty')} />;
  else {
    const grab = (item: SaleItem) => () =>
      void dispatch(saleSeckill.actions.grab({ itemId: item.itemId, sessionAt: shown.at, name: item.name })).then(
        (outcome) => {
          if (outcome === 'login') login(SECKILL_PATH);
        },
      );
    body = (
      <>
        {!compact && (
          <ul className={styles.tabs} aria-label={t('sale.seckill.sessions')}>
            {sale.sessions.map((x) => {
              const on = x.at === shown.at;
              return (
                <li key={x.at} style={{ flex: 1 }}>
                  <button
                    type="button"
                    className={on ? styles.tabOn : styles.tab}
                    aria-pressed={on}
                    onClick={() => setPicked(x.at)}
                  >
                    {hhmm(x.at)}
                    <span className={styles.tabState}>{t(SESSION_WORD[sessionState(x, act, now)])}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {state === 'soldOut' && <p className={styles.warn}>{t('sale.seckill.sessionSoldOut')}</p>}
        <ul className={styles.items} aria-label={t('sale.seckill.itemsOf', { at: hhmm(shown.at) })}>
          {shown.items.map((item) => (
            <Item
              key={item.itemId}
              item={item}
              state={itemState(shown, item, act, now)}
              busy={grabbing && s.target === item.itemId}
              refusal={s.refusal?.itemId === item.itemId ? s.refusal.text : undefined}
              onGrab={compact ? undefined : grab(item)}
            />
          ))}
        </ul>
      </>
    );
  }

  const hero = (
    <header className={styles.hero}>
      <h1>{compact && shown ? t('sale.seckill.compactTitle', { at: hhmm(shown.at) }) : title}</h1>
      {!compact && <p>{desc}</p>}
      {act?.status === 'ended' ? (
        <p className={styles.countdown}>{t('sale.seckill.actEnded')}</p>
      ) : act?.status === 'notStarted' ? (
        <p className={styles.countdown}>{t('sale.seckill.actNotStarted')}</p>
      ) : (
        shown && state && <Countdown session={shown} state={state} now={now} />
      )}
    </header>
  );

  return (
    <main className={compact ? styles.compact : styles.page} aria-busy={s.sale.status === 'loading' || undefined}>
      {hero}
      {!compact && reasons.length > 0 && (
        <p className={styles.warn} role="note">
          {t('sale.seckill.ineligible', { reason: reasons.join('；') })}
        </p>
      )}
      {body}
      {compact ? (
        <Link className={styles.link} to={SECKILL_PATH}>
          {t('sale.seckill.goFull')}
        </Link>
      ) : (
        <>
          <Rules
            title={t('sale.seckill.rulesTitle')}
            lines={[t('sale.seckill.rule1'), t('sale.seckill.rule2'), t('sale.seckill.rule3')]}
          />
          <ShareBar
            to={{ path: ORDERS_PATH, label: t('sale.seckill.myOrders') }}
            card={card}
            onShared={(channel, link) => void dispatch(saleSeckill.actions.logShare({ channel, link }))}
          />
        </>
      )}
      {s.won && !compact && <PaySheet won={s.won} now={now} paying={paying} error={s.payError} />}
    </main>
  );
}
