import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../../locales';
import payOrder, { selectPayOrder } from '../../models/payOrder';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import recharge from './recharge';
import { actionsFor } from './Success';
import { verdictCopy } from './verdictCopy';
import { Outcome, type OutcomeAction } from './Outcome';
import { OrderResult } from './OrderResult';
import { orderRows } from './rows';

export { messages } from './messages';

export const models = [recharge, payOrder];

const ACTIONS: OutcomeAction[] = [
  { label: 'recharge.result.history', to: '/newRecharge/history' },
  { label: 'common.home', to: '/' },
];

/**
 * `/newRecharge/paySuccess?orderId=` (PAGES.md §2.7, Result pending): "支付成功，充值中" while the order is polled
 * every 2 s for up to 30 s; credited → success, failed → fail (the model navigates); still moving → "预计10分钟内到账".
 */
export default function PaySuccess() {
  const dispatch = useAppDispatch();
  const [query] = useSearchParams();
  const orderId = query.get('orderId') ?? '';
  const payResult = query.get('payResult') ?? undefined;
  const { timedOut, ...read } = usePageSelector(selectPayOrder);
  const wait = () => {
    void dispatch(recharge.actions.awaitCredit({ orderId }));
  };

  useEffect(() => {
    if (orderId) void dispatch(recharge.actions.awaitCredit({ orderId, payResult }));
  }, [dispatch, orderId, payResult]);

  return (
    <OrderResult orderId={orderId} read={read} onRetry={wait} doneTitle="title.newRecharge.success">
      {(order) => {
        // Still unpaid while the model polls: the payment is being confirmed; after that, the server's word.
        const copy = verdictCopy(order, timedOut);
        const confirming = order.status === 'unpaid' && !timedOut;
        return (
          <Outcome
            kind={confirming ? 'pending' : copy.kind}
            title={confirming ? t('recharge.paySuccess.confirming') : copy.title}
            description={confirming ? t('recharge.paySuccess.wait') : copy.description}
            rows={orderRows(order)}
            actions={copy.verdict === 'pending' || confirming ? ACTIONS : actionsFor(copy.verdict, order)}
          />
        );
      }}
    </OrderResult>
  );
}
