import { useSearchParams } from 'react-router';
import { t } from '../../locales';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Skeleton } from '../../components/Skeleton';
import payOrder from '../../models/payOrder';
import { useAppDispatch } from '../../models/hooks';
import { usePayOrder } from '../shared/usePayOrder';
import { NoOrder } from '../shared/NoOrder';
import { isRefundNote } from '../shared/refund';
import { useOutcomeTitle, verdictOf } from '../shared/verdict';
import { actionsFor } from './Success';
import { verdictCopy } from './verdictCopy';
import recharge from './rechargeModel';
import { Outcome, type OutcomeAction } from './Outcome';
import { orderRows } from './rows';
import * as styles from './Recharge.module.css';

export { messages } from './messages';

export const models = [recharge, payOrder];

const home: OutcomeAction = { label: 'common.home', to: '/' };

/**
 * `/newRecharge/fail?orderId=` (PAGES.md §2.7, Result fail): "充值失败，款项原路退回（1–3个工作日）", the reason once
 * the operator gives one, and "重新充值" back to the form with the number and amount kept.
 */
export default function Fail() {
  const dispatch = useAppDispatch();
  const [query] = useSearchParams();
  const orderId = query.get('orderId') ?? undefined;
  const { status, order, timedOut, message, retry } = usePayOrder(orderId);
  const mine = !!order && order.orderId === orderId;
  useOutcomeTitle(!orderId ? 'none' : mine ? verdictOf(order.status) : undefined, 'title.newRecharge.success');

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

  const again: OutcomeAction =
    order.type === 'promoTopup'
      ? { label: 'recharge.result.retry', to: '/newRecharge/tooth' }
      : {
          label: 'recharge.result.retry',
          onClick: () => {
            void dispatch(recharge.actions.again({ phone: order.msisdn, faceFen: order.faceFen }));
          },
        };
  const copy = verdictCopy(order, timedOut);
  const rows = orderRows(order);
  if (copy.verdict === 'failed' && order.failReason && !isRefundNote(order.failReason))
    rows.push({ label: t('recharge.fail.reason'), value: order.failReason });
  return (
    <Outcome
      kind={copy.kind}
      title={copy.title}
      description={copy.description}
      rows={rows}
      actions={copy.verdict === 'failed' || copy.verdict === 'closed' ? [again, home] : actionsFor(copy.verdict, order)}
    />
  );
}
