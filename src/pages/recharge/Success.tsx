import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../../locales';
import payOrder from '../../models/payOrder';
import { useAppDispatch, useAppSelector, usePageSelector } from '../../models/hooks';
import { selectBoundPhone } from '../../models/session';
import { yuan } from '../../utils/format';
import { usePayOrder } from '../shared/usePayOrder';
import type { Verdict } from '../shared/verdict';
import type { PayOrder } from '../../services/api/types';
import { verdictCopy } from './verdictCopy';
import recharge from './recharge';
import { Outcome, type OutcomeAction } from './Outcome';
import { OrderResult } from './OrderResult';
import { orderRows } from './rows';
import { topupReturn } from '../shared/topupReturn';

export { messages } from './messages';

export const models = [recharge, payOrder];

const ACTIONS: OutcomeAction[] = [
  { label: 'common.home', to: '/' },
  { label: 'recharge.result.history', to: '/newRecharge/history' },
];

/** What the customer can do next: pay an unpaid order, start again after a closed or failed one, else home. */
export function actionsFor(verdict: Verdict, order: PayOrder): OutcomeAction[] {
  if (verdict === 'unpaid')
    return [
      { label: 'recharge.result.pay', to: `/newRecharge/recharge?orderId=${encodeURIComponent(order.orderId)}` },
      ACTIONS[0],
    ];
  if (verdict === 'failed' || verdict === 'closed')
    return [
      {
        label: 'recharge.result.retry',
        to: order.type === 'promoTopup' ? '/newRecharge/tooth' : '/newRecharge/index2',
      },
      ACTIONS[0],
    ];
  // Credited, after a page sent the customer here (a pack short of balance): back to it first.
  const back = verdict === 'done' ? topupReturn() : undefined;
  return back ? [{ label: 'recharge.result.back', to: back }, ACTIONS[0]] : ACTIONS;
}

/**
 * `/newRecharge/success?orderId=` (PAGES.md §2.7, Result success): "¥50.00 已到账", the order, and the new balance
 * when the number is the customer's own (queryUserBalance answers for one's own numbers only).
 */
export default function Success() {
  const dispatch = useAppDispatch();
  const [query] = useSearchParams();
  const orderId = query.get('orderId') ?? undefined;
  const { timedOut, retry, ...read } = usePayOrder(orderId);
  const { balance } = usePageSelector(recharge.select);
  const bound = useAppSelector(selectBoundPhone);
  const own =
    !!read.order && read.order.orderId === orderId && read.order.status === 'credited' && read.order.msisdn === bound;

  useEffect(() => {
    if (own) void dispatch(recharge.actions.loadBalance());
  }, [dispatch, own]);

  return (
    <OrderResult orderId={orderId} read={read} onRetry={retry} doneTitle="title.newRecharge.success">
      {(order) => {
        const copy = verdictCopy(order, timedOut);
        const rows = orderRows(order);
        if (own && balance.status === 'ready')
          rows.push({ label: t('recharge.result.balance'), value: yuan(balance.data.balanceFen) });
        return (
          <Outcome
            kind={copy.kind}
            title={copy.title}
            description={copy.description}
            rows={rows}
            actions={actionsFor(copy.verdict, order)}
          />
        );
      }}
    </OrderResult>
  );
}
