// `/mobileBusiness/orderDetails?orderNo=` (PAGES.md §2.9, RecordDetail): the order's state by the operator's
// code, items and amounts, number, receiver (masked), logistics and timeline; 去支付 and 取消订单 while it waits
// for payment (the server's flag), and its attachments. The payment comes back here with `payResult`.
// Personal data: no sharing (§3.3).
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { ConfirmButton } from './ConfirmButton';
import { Empty } from '../../components/Empty';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import payment, { type PayOutcome } from '../../models/payment';
import { maskPhone, yuan } from '../../utils/format';
import { useWxShare } from '../shared/share';
import businessOrder, { type OrderDetail } from './orderModel';
import { stateText, when } from './recordText';
import { Row, Section } from './Section';
import * as base from './Business.module.css';
import * as styles from './Records.module.css';

export { recordsMessages as messages } from './recordsMessages';

export const models = [businessOrder, payment];

/** 王建国 → 王**; a name is shown by its first character. */
const maskName = (name: string) => (name ? `${name.slice(0, 1)}${'*'.repeat(Math.max(1, name.length - 1))}` : '');

const OUTCOMES: readonly PayOutcome[] = ['success', 'cancel', 'fail'];
/** After a payment: how often and how many times the order is read again until it moves. */
const FOLLOW_EVERY_MS = 2000;
const FOLLOW_UPS = 6;

function Actions({ orderNo, detail }: { orderNo: string; detail: OrderDetail }) {
  const dispatch = useAppDispatch();
  const cancelling = usePageSelector(businessOrder.loading('cancel'));
  const paying = usePageSelector(businessOrder.loading('pay'));
  const busy = cancelling || paying;
  const { record, trade } = detail;
  if (trade.stateCode !== 1 || !record) return null;
  return (
    <section className={base.card}>
      {record.payBy && <p className={base.muted}>{t('business.rec.payBy', { time: when(record.payBy) })}</p>}
      <div className={styles.actions}>
        {record.cancellable && (
          <ConfirmButton
            variant="ghost"
            loading={cancelling}
            disabled={busy}
            title={t('business.order.cancelTitle')}
            copy={t('business.order.cancelCopy')}
            confirm={t('business.order.cancelConfirm')}
            onConfirm={() => void dispatch(businessOrder.actions.cancel({ orderNo, recordId: record.recordId }))}
          >
            {t('business.order.cancel')}
          </ConfirmButton>
        )}
        <Button loading={paying} disabled={busy} onClick={() => void dispatch(businessOrder.actions.pay({ orderNo }))}>
          {t('business.order.pay', { fee: yuan(trade.totalFen) })}
        </Button>
      </div>
    </section>
  );
}

/** What happened to the order, the latest first (it stands done). */
function Steps({ steps }: { steps: readonly { at: string; text: string }[] }) {
  return (
    <ol className={styles.timeline}>
      {[...steps].reverse().map((s, n) => (
        <li key={`${s.at}:${n}`} className={n === 0 ? `${styles.event} ${styles.done}` : styles.event}>
          {s.text}
          <span className={styles.when}>{when(s.at)}</span>
        </li>
      ))}
    </ol>
  );
}

export function Details({ orderNo, detail }: { orderNo: string; detail: OrderDetail }) {
  const { trade, record } = detail;
  // A broadband order is an installation at the address, not a parcel: its words, and the visit booked.
  const install = trade.kind === 'broadband';
  return (
    <>
      <section className={base.card}>
        <div className={styles.head}>
          <h2 className={base.cardTitle}>{record?.name ?? trade.items[0]?.name ?? orderNo}</h2>
          <span className={trade.stateCode === 18 ? styles.off : styles.state} data-state={trade.stateCode}>
            {stateText(trade.stateCode, trade.kind)}
          </span>
        </div>
        <Row label={t('business.rec.orderNoLabel')} value={trade.orderNo} />
        <Row label={t('business.rec.ordered')} value={when(trade.createdAt)} />
        {trade.msisdn && <Row label={t('business.order.number')} value={maskPhone(trade.msisdn)} />}
      </section>
      <section className={base.card}>
        <h2 className={base.cardTitle}>{t('business.order.items')}</h2>
        {trade.items.map((i, n) => (
          <Row
            key={`${i.name}:${n}`}
            label={
              trade.downPaymentFen === undefined
                ? `${i.name} ×${i.quantity}`
                : t('business.order.phonePrice', { name: i.name })
            }
            value={yuan(i.fen)}
          />
        ))}
        {/* A handset on contract: what was paid is its down payment, beside the phone's price, never a "total". */}
        {trade.downPaymentFen === undefined ? (
          <Row label={t('business.order.total')} value={yuan(trade.totalFen)} />
        ) : (
          <Row label={t('business.order.downPayment')} value={yuan(trade.downPaymentFen)} />
        )}
      </section>
      {trade.receiver && (
        <section className={base.card}>
          <h2 className={base.cardTitle}>{t(install ? 'business.order.bb.install' : 'business.order.receiver')}</h2>
          <Row
            label={t(install ? 'business.order.bb.contact' : 'business.order.receiverName')}
            value={maskName(trade.receiver.name)}
          />
          <Row label={t('business.order.receiverPhone')} value={maskPhone(trade.receiver.phone)} />
          <Row
            label={t(install ? 'business.order.bb.address' : 'business.order.address')}
            value={trade.receiver.address}
          />
          {install && trade.slot && (
            <Row label={t('business.order.bb.slot')} value={`${trade.slot.date} ${trade.slot.time}`} />
          )}
        </section>
      )}
      {trade.logistics && (
        <section className={base.card}>
          <h2 className={base.cardTitle}>{t('business.order.logistics')}</h2>
          <Row label={trade.logistics.company} value={trade.logistics.trackingNo} />
          <Steps steps={trade.logistics.steps} />
        </section>
      )}
      <section className={base.card}>
        <h2 className={base.cardTitle}>{t('business.order.timeline')}</h2>
        <Steps steps={trade.timeline} />
      </section>
      <Actions orderNo={orderNo} detail={detail} />
    </>
  );
}

export default function OrderDetails() {
  useLang();
  useWxShare(null);
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const payResult = OUTCOMES.find((x) => x === params.get('payResult'));
  const dispatch = useAppDispatch();
  const { detail, notice } = usePageSelector(businessOrder.select);
  const logged = useRef('');

  useEffect(() => {
    if (orderNo) void dispatch(businessOrder.actions.load({ orderNo }));
  }, [dispatch, orderNo]);
  useEffect(() => {
    // The cashier came back with a cancel or a failure: logged once (best effort).
    const key = `${orderNo}:${payResult ?? ''}`;
    if (!orderNo || (payResult !== 'cancel' && payResult !== 'fail') || logged.current === key) return;
    logged.current = key;
    void dispatch(payment.actions.logOutcome({ orderId: orderNo, outcome: payResult }));
  }, [dispatch, orderNo, payResult]);

  // Paid at the cashier: the order moves once the payment is credited (a few seconds); read it again meanwhile.
  const stillUnpaid = payResult === 'success' && detail.status === 'ready' && detail.data.trade.stateCode === 1;
  const [follow, setFollow] = useState(0);
  useEffect(() => {
    if (!stillUnpaid || follow >= FOLLOW_UPS) return undefined;
    const id = window.setTimeout(() => {
      setFollow((n) => n + 1);
      void dispatch(businessOrder.actions.load({ orderNo, quietly: true }));
    }, FOLLOW_EVERY_MS);
    return () => window.clearTimeout(id);
  }, [dispatch, orderNo, stillUnpaid, follow]);

  if (!orderNo)
    return (
      <main className={base.page}>
        <Empty text={t('business.order.none')} />
        <p className={base.links}>
          <Link to="/mobileBusiness/orderTracking">{t('title.mobileBusiness.orderTracking')}</Link>
        </p>
      </main>
    );

  const paidNote = payResult && detail.status === 'ready' && (
    <p role="status" className={payResult === 'success' ? styles.noticeOk : styles.noticeFail}>
      {t(`business.order.paid.${payResult}`)}
    </p>
  );
  return (
    <main className={base.page} aria-busy={detail.status === 'loading' || undefined}>
      <h1 className={base.title}>{t('business.order.title')}</h1>
      {paidNote}
      {notice && (
        <p role="status" className={notice.ok ? styles.noticeOk : styles.noticeFail}>
          {notice.ok ? t('business.order.cancelled') : notice.text}
        </p>
      )}
      {detail.status === 'ready' ? (
        <Details orderNo={orderNo} detail={detail.data} />
      ) : (
        <Section load={detail} onRetry={() => void dispatch(businessOrder.actions.load({ orderNo }))} rows={6}>
          {() => null}
        </Section>
      )}
      <p className={base.links}>
        <Link to={`/mobileBusiness/viewFile?orderId=${encodeURIComponent(orderNo)}`}>{t('business.order.papers')}</Link>
        <Link to="/mobileBusiness/orderTracking">{t('title.mobileBusiness.orderTracking')}</Link>
      </p>
    </main>
  );
}
