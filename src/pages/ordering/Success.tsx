import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Skeleton } from '../../components/Skeleton';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, useAppSelector, usePageSelector } from '../../models/hooks';
import { selectBoundPhone } from '../../models/session';
import payOrder from '../../models/payOrder';
import payment, { selectPayment } from '../../models/payment';
import { onPhoneClock } from '../../services/request';
import { yuan } from '../../utils/format';
import { NoOrder } from '../shared/NoOrder';
import { selectOutcomeLogged } from '../shared/payOutcome';
import { isRefundNote, RefundText } from '../shared/refund';
import { ResultPage } from '../shared/ResultPage';
import { useLeft } from '../shared/useLeft';
import { usePayOrder } from '../shared/usePayOrder';
import { useOutcomeTitle, verdictOf } from '../shared/verdict';
import { placedOf, slotText } from './broadband/placed';
import { clockText, spaced } from './Sections';
import * as styles from './Ordering.module.css';

export { messages } from './messagesBb';

export const models = [payOrder, payment];

/** 查看订单: the order's number goes along, so a customer without a bound number finds it by the contact phone. */
const trackPath = (orderNo: string) =>
  orderNo ? `/mobileBusiness/orderTracking?orderNo=${encodeURIComponent(orderNo)}` : '/mobileBusiness/orderTracking';

/** How a customer without a bound number follows the order (nothing for a bound one: it is in their orders). */
function TrackHint() {
  const bound = useAppSelector(selectBoundPhone);
  return bound ? null : <p className={styles.notice}>{t('ordering.success.trackHint')}</p>;
}

export type OrderKind = 'card' | 'broadband' | 'wireless' | 'handset';
const COPY = {
  card: 'ordering.success.card',
  broadband: 'ordering.success.broadband',
  wireless: 'ordering.success.wireless',
  handset: 'ordering.success.handset',
} as const;
const KINDS: readonly OrderKind[] = ['card', 'broadband', 'wireless', 'handset'];
export const kindOf = (raw: string | null): OrderKind => KINDS.find((k) => k === raw) ?? 'card';

/**
 * `/orderPage/success?orderNo=` (PAGES.md §2.8, ResultPage): the order number and what happens next. An order
 * with a prepay (`pay=1`, or coming back from the cashier with `orderId`) says only what the server says of its
 * payment: unpaid (pay, with the window's countdown), paid, or cancelled with the number released.
 */
export default function Success() {
  useLang();
  const [query] = useSearchParams();
  const orderNo = query.get('orderNo') ?? query.get('orderId') ?? '';
  const payable = query.get('pay') === '1' || query.has('orderId');
  const kind = kindOf(query.get('kind'));
  // `orderNo=` empty: the server took the order without naming it (a success with no data); the orders show it.
  const msisdn = /^1\d{10}$/.test(query.get('msisdn') ?? '') ? (query.get('msisdn') ?? '') : '';
  if (orderNo === '' && query.has('orderNo') && !payable) return <Done orderNo="" kind={kind} msisdn={msisdn} />;
  if (!/^[\w-]{6,40}$/.test(orderNo)) return <NoOrder />;
  return payable ? (
    <Paid
      orderNo={orderNo}
      payResult={query.get('payResult') ?? undefined}
      kind={kind}
      returnPath={`/orderPage/success?orderNo=${encodeURIComponent(orderNo)}&pay=1${kind === 'card' ? '' : `&kind=${kind}`}`}
    />
  ) : (
    <Done orderNo={orderNo} kind={kind} msisdn={msisdn} />
  );
}

/** The installation slot and address of a broadband order this tab placed. */
function installRows(orderNo: string) {
  const placed = placedOf(orderNo);
  return placed
    ? [
        { label: t('ordering.bb.slot'), value: slotText(placed.slot) },
        { label: t('ordering.bb.installAt'), value: placed.addressText },
      ]
    : [];
}

/**
 * A placed order: its number, the chosen phone number of a card order, the slot and address of a broadband one,
 * and what happens next.
 */
function Done({ orderNo, kind, msisdn }: { orderNo: string; kind: OrderKind; msisdn: string }) {
  useOutcomeTitle(undefined);
  const rows = [
    ...(orderNo ? [{ label: t('ordering.success.orderNo'), value: orderNo }] : []),
    // The number named and written as the picker did (已选号码 186 8705 1898).
    ...(msisdn ? [{ label: t('ordering.number.chosen'), value: spaced(msisdn) }] : []),
    ...(kind === 'broadband' && orderNo ? installRows(orderNo) : []),
  ];
  return (
    <ResultPage
      kind="success"
      title={t('ordering.success.title')}
      description={t(COPY[kind])}
      rows={rows.length ? rows : undefined}
      actions={[
        { label: 'ordering.success.track', to: trackPath(orderNo) },
        { label: 'ordering.success.home', to: '/' },
      ]}
    >
      <TrackHint />
    </ResultPage>
  );
}

/**
 * An order with a payment, as the server says: unpaid (pay, with the window's countdown), paid and being confirmed
 * ("支付处理中", watched until it settles: never 下单成功 before the server confirms), placed, cancelled, or failed
 * (in an order's words, the refund and the server's reason when it says more). `/open2i/result` shows the same
 * with its own return path.
 */
export function Paid({
  orderNo,
  payResult,
  kind,
  returnPath,
}: {
  orderNo: string;
  payResult?: string;
  kind: OrderKind;
  returnPath: string;
}) {
  const dispatch = useAppDispatch();
  const { order, status, message, timedOut, retry } = usePayOrder(orderNo);
  const pay = usePageSelector(selectPayment);
  const logged = usePageSelector(selectOutcomeLogged(orderNo));
  const verdict = status === 'ready' ? verdictOf(order?.status) : undefined;
  // The window is the server's: counted on its clock, whatever the phone's says.
  const left = useLeft(order?.status === 'unpaid' ? onPhoneClock(Date.parse(order.expiresAt)) : undefined);
  useOutcomeTitle(verdict === 'done' || verdict === 'pending' ? undefined : verdict);

  useEffect(() => {
    if ((payResult === 'cancel' || payResult === 'fail') && !logged)
      void dispatch(payment.actions.logOutcome({ orderId: orderNo, outcome: payResult }));
  }, [dispatch, orderNo, payResult, logged]);
  useEffect(() => {
    if (left === 0) retry();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once when the window closes
  }, [left === 0]);

  if (status === 'error')
    return (
      <main className={styles.page}>
        <ErrorBlock message={message} onRetry={retry} />
      </main>
    );
  if (!order || status !== 'ready')
    return (
      <main className={styles.page} aria-busy="true">
        <div className={styles.card}>
          <Skeleton rows={4} />
        </div>
      </main>
    );
  const paid = verdict === 'done' || verdict === 'pending' || verdict === 'failed';
  const rows = [
    { label: t('ordering.success.orderNo'), value: orderNo },
    {
      // A handset's payment is its down payment, not the phone's price.
      label: t(
        kind === 'handset' ? 'ordering.success.downPayment' : paid ? 'ordering.success.paid' : 'ordering.card.total',
      ),
      value: yuan(order.payFen),
    },
    // A card order's new number (the pay order's), as the picker wrote it.
    ...(kind === 'card' && /^1\d{10}$/.test(order.msisdn)
      ? [{ label: t('ordering.number.chosen'), value: spaced(order.msisdn) }]
      : []),
    ...(kind === 'broadband' ? installRows(orderNo) : []),
  ];
  if (verdict === 'unpaid')
    return (
      <ResultPage
        kind="notice"
        title={t('ordering.success.unpaid')}
        description={t(kind === 'card' ? 'ordering.success.unpaidCopy' : 'ordering.success.unpaidPlain', {
          time: clockText(left ?? 0),
        })}
        rows={rows}
      >
        {(payResult === 'cancel' || pay.status === 'cancelled') && (
          <p className={styles.notice}>{t('ordering.success.payCancelled')}</p>
        )}
        {(payResult === 'fail' || pay.status === 'failed') && (
          <p className={styles.notice}>{t('ordering.success.payFailed')}</p>
        )}
        <Button
          block
          loading={pay.status === 'paying'}
          onClick={() =>
            void dispatch(
              payment.actions.pay({
                orderId: orderNo,
                returnPath,
              }),
            )
          }
        >
          {t('ordering.success.pay', { fee: yuan(order.payFen) })}
        </Button>
        <nav className={styles.links}>
          <Link to={trackPath(orderNo)}>{t('ordering.success.track')}</Link>
        </nav>
      </ResultPage>
    );
  if (verdict === 'closed')
    return (
      <ResultPage
        kind="fail"
        title={t('ordering.success.cancelled')}
        description={t(kind === 'card' ? 'ordering.success.cancelledCopy' : 'ordering.success.cancelledPlain')}
        rows={rows}
        actions={[
          { label: 'ordering.wizard.browse', to: '/marketCard' },
          { label: 'ordering.success.track', to: trackPath(orderNo) },
        ]}
      />
    );
  if (verdict === 'pending')
    return (
      <ResultPage
        kind="pending"
        title={t('ordering.success.paying')}
        description={t(timedOut ? 'ordering.success.payingLater' : 'ordering.success.payingWait')}
        rows={rows}
        actions={[{ label: 'ordering.success.track', to: trackPath(orderNo) }]}
      >
        {/* Polling has a bound: then the customer asks again, never an endless wait. */}
        {timedOut && (
          <Button block onClick={retry}>
            {t('ordering.success.checkAgain')}
          </Button>
        )}
      </ResultPage>
    );
  if (verdict === 'failed')
    return (
      <ResultPage
        kind="fail"
        title={t('ordering.success.failed')}
        description={
          <>
            {t('ordering.success.failedCopy')}
            <RefundText />
          </>
        }
        rows={rows}
        actions={[{ label: 'ordering.success.track', to: trackPath(orderNo) }]}
      >
        {order.failReason && !isRefundNote(order.failReason) && <p className={styles.notice}>{order.failReason}</p>}
      </ResultPage>
    );
  if (verdict !== 'done')
    return (
      <ResultPage
        kind="notice"
        title={t('shared.result.unknown')}
        description={t('shared.result.unknownDesc')}
        rows={rows}
        actions={[{ label: 'ordering.success.track', to: trackPath(orderNo) }]}
      />
    );
  return (
    <ResultPage
      kind="success"
      title={t('ordering.success.title')}
      description={t(COPY[kind])}
      rows={rows}
      actions={[
        { label: 'ordering.success.track', to: trackPath(orderNo) },
        { label: 'ordering.success.home', to: '/' },
      ]}
    >
      <TrackHint />
    </ResultPage>
  );
}
