import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../../locales';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Skeleton } from '../../components/Skeleton';
import payOrder from '../../models/payOrder';
import { useAppDispatch, useAppSelector, usePageSelector } from '../../models/hooks';
import { selectBoundPhone } from '../../models/session';
import { yuan } from '../../utils/format';
import { usePayOrder } from '../shared/usePayOrder';
import recharge, { selectRecharge } from './rechargeModel';
import { Outcome, type OutcomeAction } from './Outcome';
import { orderRows } from './rows';
import * as styles from './Recharge.module.css';

export { messages } from './messages';

export const models = [recharge, payOrder];

const ACTIONS: OutcomeAction[] = [
  { label: 'common.home', to: '/' },
  { label: 'recharge.result.history', to: '/newRecharge/history' },
];

/**
 * `/newRecharge/success?orderId=` (PAGES.md §2.7, Result success): "¥50.00 已到账", the order, and the new balance
 * when the number is the customer's own (queryUserBalance answers for one's own numbers only).
 */
export default function Success() {
  const dispatch = useAppDispatch();
  const [query] = useSearchParams();
  const orderId = query.get('orderId') ?? undefined;
  const { status, order, timedOut, message, retry } = usePayOrder(orderId);
  const { balance } = usePageSelector(selectRecharge);
  const bound = useAppSelector(selectBoundPhone);
  const own = !!order && order.orderId === orderId && order.status === 'credited' && order.msisdn === bound;

  useEffect(() => {
    if (own) void dispatch(recharge.actions.loadBalance());
  }, [dispatch, own]);

  if (!orderId)
    return (
      <Outcome
        kind="success"
        title={t('recharge.toothResult.title')}
        description={t('recharge.success.desc')}
        actions={ACTIONS}
      />
    );
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
  if (order.status !== 'credited') {
    const failed = order.status === 'failed' || order.status === 'refunded';
    return (
      <Outcome
        kind={failed ? 'fail' : 'pending'}
        title={t(failed ? 'recharge.fail.title' : 'recharge.paySuccess.title')}
        description={
          failed ? t('recharge.fail.desc') : t(timedOut ? 'recharge.paySuccess.later' : 'recharge.paySuccess.wait')
        }
        rows={orderRows(order)}
        actions={ACTIONS}
      />
    );
  }
  const rows = orderRows(order);
  if (own && balance.status === 'ready')
    rows.push({ label: t('recharge.result.balance'), value: yuan(balance.data.balanceFen) });
  return (
    <Outcome
      kind="success"
      title={t('recharge.success.title', { amount: yuan(order.faceFen) })}
      description={t('recharge.success.desc')}
      rows={rows}
      actions={ACTIONS}
    />
  );
}
