import { useSearchParams } from 'react-router';
import { t } from '../../locales';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Skeleton } from '../../components/Skeleton';
import payOrder from '../../models/payOrder';
import { useAppDispatch } from '../../models/hooks';
import { usePayOrder } from '../shared/usePayOrder';
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
  const { status, order, message, retry } = usePayOrder(orderId);

  if (!orderId) {
    return (
      <Outcome
        kind="fail"
        title={t('recharge.fail.title')}
        description={t('recharge.fail.desc')}
        actions={[{ label: 'recharge.result.retry', to: '/newRecharge/index2' }, home]}
      />
    );
  }
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
  const rows = orderRows(order);
  if (order.failReason) rows.push({ label: t('recharge.fail.reason'), value: order.failReason });
  return (
    <Outcome
      kind="fail"
      title={t('recharge.fail.title')}
      description={t('recharge.fail.desc')}
      rows={rows}
      actions={[again, home]}
    />
  );
}
