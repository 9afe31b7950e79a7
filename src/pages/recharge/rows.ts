import { t } from '../../locales';
import type { PayOrder } from '../../services/api/types';
import { dateTime, maskPhone, yuan } from '../../utils/format';
import { isRefundNote } from '../shared/refund';
import type { Verdict } from '../shared/verdict';

/** The rows a top-up result shows: number (masked), credit, paid (or due, while nothing is paid), order number, paid at. */
export function orderRows(order: PayOrder): { label: string; value: string }[] {
  return [
    { label: t('recharge.result.phone'), value: maskPhone(order.msisdn) },
    { label: t('recharge.result.face'), value: yuan(order.faceFen) },
    { label: t(order.paidAt ? 'recharge.result.paid' : 'recharge.result.due'), value: yuan(order.payFen) },
    { label: t('recharge.result.orderId'), value: order.orderId },
    ...(order.paidAt ? [{ label: t('recharge.result.paidAt'), value: dateTime(order.paidAt) }] : []),
  ];
}

/** A failed order's reason, when the operator gives one that is not the refund note the copy already says. */
export function reasonRows(verdict: Verdict, order: PayOrder): { label: string; value: string }[] {
  return verdict === 'failed' && order.failReason && !isRefundNote(order.failReason)
    ? [{ label: t('recharge.fail.reason'), value: order.failReason }]
    : [];
}
