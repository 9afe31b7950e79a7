import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import { dateTime } from '../../utils/format';
import { ResultPage } from '../shared/ResultPage';
import changeValetOrder from './valetOrderModel';

export { messages } from './messages';

export const models = [changeValetOrder];

/** What each value of the address may look like: ids, codes, a masked number, an instant; never a text. */
const ORDER_NO = /^[A-Za-z0-9_-]{1,40}$/;
const STAFF_ID = /^[A-Za-z0-9]{1,20}$/;
const MASKED_PHONE = /^1\d{2}\*{4}\d{4}$/;
const PRODUCT = /^[A-Za-z0-9_]{1,32}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * `/valetHandle/result` (PAGES.md §2.8): what the server answered: order number, staff number, masked customer, the
 * product by its name in the agent catalogue (its code until the catalogue answers), the time as the page writes
 * times. A value of the address that is not of its shape is left out, so a link cannot make the page say someone's
 * words.
 */
export default function ValetResult() {
  useLang();
  const dispatch = useAppDispatch();
  const { products } = usePageSelector(changeValetOrder.select);
  const [q] = useSearchParams();
  useEffect(() => {
    if (products.status === 'idle') void dispatch(changeValetOrder.actions.loadProducts());
  }, [dispatch, products.status]);
  const get = (key: string, shape: RegExp) => {
    const value = q.get(key);
    return value && shape.test(value) ? value : undefined;
  };
  const orderNo = get('orderNo', ORDER_NO);
  const code = get('product', PRODUCT);
  const product =
    code && products.status === 'ready' ? (products.data.find((p) => p.code === code)?.name ?? code) : code;
  const effectiveAt = get('effectiveAt', INSTANT);
  const status = q.get('status');
  const rows = [
    [t('change.valet.orderNo'), orderNo],
    [t('change.valet.staff'), get('staffId', STAFF_ID)],
    [t('change.valet.phone'), get('phone', MASKED_PHONE)],
    [t('change.valet.product'), product],
    [t('change.valet.effectiveAt'), effectiveAt && (dateTime(effectiveAt) || effectiveAt)],
  ].filter((r): r is [string, string] => !!r[1]);
  return (
    <ResultPage
      kind={orderNo ? (status === 'success' ? 'success' : 'pending') : 'notice'}
      title={
        orderNo ? t(status === 'success' ? 'change.valet.done' : 'change.valet.accepted') : t('change.valet.noOrder')
      }
      rows={rows.map(([label, value]) => ({ label, value }))}
      actions={[{ label: 'change.valet.again', to: '/valetHandle' }]}
    />
  );
}
