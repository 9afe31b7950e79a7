import { useSearchParams } from 'react-router';
import payOrder from '../../models/payOrder';
import { useAppDispatch } from '../../models/hooks';
import { usePayOrder } from '../shared/usePayOrder';
import { actionsFor } from './Success';
import { verdictCopy } from './verdictCopy';
import recharge from './recharge';
import { Outcome, type OutcomeAction } from './Outcome';
import { OrderResult } from './OrderResult';
import { orderRows, reasonRows } from './rows';

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
  const { timedOut, retry, ...read } = usePayOrder(orderId);

  return (
    <OrderResult orderId={orderId} read={read} onRetry={retry} doneTitle="title.newRecharge.success">
      {(order) => {
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
        return (
          <Outcome
            kind={copy.kind}
            title={copy.title}
            description={copy.description}
            rows={[...orderRows(order), ...reasonRows(copy.verdict, order)]}
            actions={
              copy.verdict === 'failed' || copy.verdict === 'closed' ? [again, home] : actionsFor(copy.verdict, order)
            }
          />
        );
      }}
    </OrderResult>
  );
}
