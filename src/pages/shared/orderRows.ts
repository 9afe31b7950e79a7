import { t } from '../../locales';
import { dateTime, maskPhone, yuan } from '../../utils/format';
import type { PayOrder } from '../../services/api/types';

/** The rows a payment result shows: item, amount, number, order number, time. */
export function orderRows(order: PayOrder): { label: string; value: string }[] {
  return [
    { label: t('result.order.item'), value: order.title },
    { label: t('result.order.amount'), value: yuan(order.payFen) },
    { label: t('result.order.phone'), value: maskPhone(order.msisdn) },
    { label: t('result.order.orderId'), value: order.orderId },
    ...(order.paidAt ? [{ label: t('result.order.paidAt'), value: dateTime(order.paidAt) }] : []),
  ];
}
