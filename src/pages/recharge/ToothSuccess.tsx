import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { t } from '../../locales';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Skeleton } from '../../components/Skeleton';
import payOrder from '../../models/payOrder';
import { useAppDispatch } from '../../models/hooks';
import { date, yuan } from '../../utils/format';
import { usePayOrder } from '../shared/usePayOrder';
import tooth from './toothModel';
import { TOOTH_BUNDLES, isBundleId } from './toothRules';
import { Clinics } from './Clinics';
import { NoOrder } from '../shared/NoOrder';
import { isRefundNote } from '../shared/refund';
import { useOutcomeTitle, verdictOf } from '../shared/verdict';
import { actionsFor } from './Success';
import { verdictCopy } from './verdictCopy';
import { Outcome, type OutcomeAction } from './Outcome';
import { orderRows } from './rows';
import * as styles from './Recharge.module.css';

export { messages } from './messages';

export const models = [tooth, payOrder];

const DAY_MS = 86_400_000;
const ACTIONS: OutcomeAction[] = [
  { label: 'common.home', to: '/' },
  { label: 'recharge.result.history', to: '/newRecharge/history' },
];

/** The voucher's last day, yyyy-MM-dd in China time. */
const until = (from: string, days: number) => date(Date.parse(from) + days * DAY_MS);

/**
 * `/newRecharge/toothSuccess88` and `/newRecharge/toothSuccess218` (PAGES.md §2.7, Result success): one template,
 * configured by data: the route names its bundle, whose TOOTH_BUNDLES entry gives the credit, the voucher and its
 * validity; the order gives the code; the clinics come with it. While the order is still being credited it polls
 * (payOrder); without an order, the generic copy.
 */
export default function ToothSuccess() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const orderId = query.get('orderId') ?? undefined;
  const bundle = /toothSuccess(\d+)$/.exec(pathname)?.[1];
  const config = TOOTH_BUNDLES[isBundleId(bundle) ? bundle : '88'];
  const { status, order, timedOut, message, retry } = usePayOrder(orderId);
  const clinics = <Clinics intro={t('recharge.toothResult.use')} />;

  useEffect(() => {
    void dispatch(tooth.actions.loadMerchants());
  }, [dispatch]);

  const mine = !!order && order.orderId === orderId;
  useOutcomeTitle(!orderId ? 'none' : mine ? verdictOf(order.status) : undefined, 'recharge.toothResult.title');

  if (!orderId) return <NoOrder />;
  if (status === 'error')
    return (
      <main className={styles.page}>
        <ErrorBlock message={message} onRetry={retry} />
      </main>
    );
  if (!order || order.orderId !== orderId)
    return (
      <main className={styles.page} aria-busy="true">
        <div className={styles.card}>
          <Skeleton rows={5} />
        </div>
      </main>
    );

  const rows = orderRows(order);
  const copy = verdictCopy(order, timedOut);
  if (copy.verdict !== 'done') {
    const reason =
      copy.verdict === 'failed' && order.failReason && !isRefundNote(order.failReason)
        ? [{ label: t('recharge.fail.reason'), value: order.failReason }]
        : [];
    return (
      <Outcome
        kind={copy.kind}
        title={copy.verdict === 'pending' ? t('recharge.toothResult.pending') : copy.title}
        description={copy.description}
        rows={[...rows, ...reason]}
        actions={actionsFor(copy.verdict, order)}
      />
    );
  }
  return (
    <Outcome
      kind="success"
      title={t('recharge.toothResult.title')}
      description={t('recharge.toothResult.desc', { amount: yuan(order.faceFen) })}
      rows={rows}
      actions={ACTIONS}
      after={clinics}
    >
      <div className={styles.voucher}>
        <p className={styles.voucherName}>
          {t('recharge.toothResult.voucher')} · {t(config.voucher)}
        </p>
        {order.voucher && (
          <p className={styles.voucherCode} aria-label={t('recharge.toothResult.code')}>
            {order.voucher}
          </p>
        )}
        <p className={styles.voucherValid}>
          {t('recharge.toothResult.valid')}{' '}
          {t('recharge.toothResult.validUntil', {
            days: config.validDays,
            date: until(order.paidAt ?? order.createdAt, config.validDays),
          })}
        </p>
      </div>
    </Outcome>
  );
}
