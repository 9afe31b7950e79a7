import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { Empty } from '../../components/Empty';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Skeleton } from '../../components/Skeleton';
import { t, type MessageKey } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, useAppSelector, usePageSelector } from '../../models/hooks';
import payment, { type PayOutcome } from '../../models/payment';
import type { UserProductRecord } from '../../services/api/types';
import { dateTime, yuan } from '../../utils/format';
import { plainText } from '../../utils/query';
import { secondsUntil } from '../shared/activityState';
import { useWxShare } from '../shared/share';
import { useServerNow } from '../shared/useServerNow';
import { Hero, PayWindow } from './parts';
import { SECKILL_PATH } from './seckill';
import orders, { kindOf, type OrderKind } from './seckillOrdersModel';
import * as styles from './Sale.module.css';

export { messages } from './messages';

export const models = [orders, payment];

const KIND: Record<OrderKind, { word: MessageKey; badge: string }> = {
  toPay: { word: 'sale.orders.toPay', badge: styles.badgeWarn },
  done: { word: 'sale.orders.done', badge: styles.badgeDone },
  cancelled: { word: 'sale.orders.cancelled', badge: styles.badgeOff },
  failed: { word: 'sale.orders.failed', badge: styles.badgeOff },
};

const OUTCOMES: readonly PayOutcome[] = ['success', 'cancel', 'fail'];

function Row({ r, now, paying, error }: { r: UserProductRecord; now: number; paying: boolean; error?: string }) {
  const dispatch = useAppDispatch();
  const kind = kindOf(r);
  const left = kind === 'toPay' && r.payBy ? secondsUntil(r.payBy, now) : undefined;
  return (
    <li className={styles.item}>
      <div className={styles.itemMain}>
        <p className={styles.itemName}>
          {r.name} <span className={KIND[kind].badge}>{t(KIND[kind].word)}</span>
        </p>
        <p className={styles.muted}>
          {t('sale.orders.fee')} {yuan(r.feeFen)} · {dateTime(r.createdAt)}
        </p>
        {r.orderNo && (
          <p className={styles.muted}>
            {t('sale.orders.orderNo')} {r.orderNo}
          </p>
        )}
        {kind === 'cancelled' && <p className={styles.muted}>{t('sale.orders.cancelledWhy')}</p>}
        <PayWindow left={left} within="sale.orders.payWithin" tone={styles.refusal} error={error} />
      </div>
      {kind === 'toPay' && r.orderNo && (left === undefined || left > 0) && (
        <div className={styles.itemAction}>
          <Button
            size="sm"
            block
            loading={paying}
            onClick={() => r.orderNo && void dispatch(orders.actions.pay({ orderNo: r.orderNo }))}
          >
            {t('sale.orders.pay')}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * `/seckillNew/myOrder` (PAGES.md §2.4, RecordList): the flash-sale orders, 待支付 with the countdown and pay,
 * 已完成, 已取消 (not paid within 30 minutes); 20 at a time. Back from paying, the payment's outcome is said and a
 * paid order is watched until it shows as done.
 */
export default function SeckillOrders() {
  useLang();
  useWxShare(null); // personal data: no sharing
  const dispatch = useAppDispatch();
  const s = usePageSelector(orders.select);
  const paying = useAppSelector(orders.loading('pay'));
  const [query] = useSearchParams();
  const payResult = plainText(query.get('payResult'), 16);
  const orderNo = plainText(query.get('orderNo'), 64);
  const orderId = plainText(query.get('orderId'), 64) ?? orderNo;
  const outcome = OUTCOMES.find((o) => o === payResult);
  const list = s.data.status === 'ready' ? s.data.data.list : [];
  const toPay = list.some((r) => kindOf(r) === 'toPay');
  const now = useServerNow(s.offsetMs, toPay);

  useEffect(() => {
    void dispatch(orders.actions.load());
  }, [dispatch]);
  useEffect(() => {
    if (outcome && orderId) void dispatch(orders.actions.returned({ orderId, orderNo, outcome }));
  }, [dispatch, outcome, orderId, orderNo]);

  // A payment window ran out on the server's clock: the server has cancelled the order; read the list again.
  const expired = list.some((r) => kindOf(r) === 'toPay' && r.payBy && secondsUntil(r.payBy, now) === 0);
  const reloaded = useRef(false);
  useEffect(() => {
    if (!expired || reloaded.current) return;
    reloaded.current = true;
    void dispatch(orders.actions.reload());
  }, [dispatch, expired]);

  const retry = () => void dispatch(orders.actions.load());
  let body;
  if (s.data.status === 'error') body = <ErrorBlock message={s.data.message} onRetry={retry} />;
  else if (s.data.status !== 'ready') body = <Skeleton rows={5} />;
  else if (list.length === 0)
    body = (
      <section className={styles.section}>
        <Empty text={t('sale.orders.empty')} />
        <Link className={styles.link} to={SECKILL_PATH}>
          {t('sale.orders.goGrab')}
        </Link>
      </section>
    );
  else
    body = (
      <>
        <ul className={styles.items} aria-label={t('sale.orders.title')}>
          {list.map((r) => (
            <Row
              key={r.recordId}
              r={r}
              now={now}
              paying={paying && !!r.orderNo && s.target === r.orderNo}
              error={s.payError && s.payError.orderNo === r.orderNo ? s.payError.text : undefined}
            />
          ))}
        </ul>
        {s.more && (
          <Button variant="plain" block onClick={() => void dispatch(orders.actions.loadMore())}>
            {t('sale.orders.more')}
          </Button>
        )}
        <Link className={styles.link} to={SECKILL_PATH}>
          {t('sale.orders.goGrab')}
        </Link>
      </>
    );

  return (
    <main className={styles.page} aria-busy={s.data.status === 'loading' || undefined}>
      <Hero title={t('sale.orders.title')} desc={t('sale.orders.tagline')} />
      {s.settling && <p className={styles.notice}>{t('sale.orders.settling')}</p>}
      {body}
    </main>
  );
}
