import { t } from '../../locales';
import type { PayOrder } from '../../services/api/types';
import { maskPhone, yuan } from '../../utils/format';

/** "2026-11-22T08:30:00+08:00" -> "2026-11-22 08:30:00" (the operator's time, as the server wrote it). */
export const timeText = (iso: string): string => iso.slice(0, 19).replace('T', ' ');

/** The rows a top-up result shows: number (masked), credit, paid, order number, paid at. */
export function orderRows(order: PayOrder): { label: string; value: string }[] {
  return [
    { label: t('recharge.result.phone'), value: maskPhone(order.msisdn) },
    { label: t('recharge.result.face'), value: yuan(order.faceFen) },
    { label: t('recharge.result.paid'), value: yuan(order.payFen) },
    { label: t('recharge.result.orderId'), value: order.orderId },
    ...(order.paidAt ? [{ label: t('recharge.result.paidAt'), value: timeText(order.paidAt) }] : []),
  ];
}
