import { useSearchParams } from 'react-router';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { ResultPage } from '../shared/ResultPage';

export { messages } from './messages';

/** What each value of the address may look like: ids, codes, a masked number, an instant; never a text. */
const ORDER_NO = /^[A-Za-z0-9_-]{1,40}$/;
const STAFF_ID = /^[A-Za-z0-9]{1,20}$/;
const MASKED_PHONE = /^1\d{2}\*{4}\d{4}$/;
const PRODUCT = /^[A-Za-z0-9_]{1,32}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * `/valetHandle/result` (PAGES.md §2.8): what the server answered: order number, staff number, masked customer. A
 * value of the address that is not of its shape is left out, so a link cannot make the page say someone's words.
 */
export default function ValetResult() {
  useLang();
  const [q] = useSearchParams();
  const get = (key: string, shape: RegExp) => {
    const value = q.get(key);
    return value && shape.test(value) ? value : undefined;
  };
  const orderNo = get('orderNo', ORDER_NO);
  const status = q.get('status');
  const rows = [
    [t('change.valet.orderNo'), orderNo],
    [t('change.valet.staff'), get('staffId', STAFF_ID)],
    [t('change.valet.phone'), get('phone', MASKED_PHONE)],
    [t('change.valet.product'), get('product', PRODUCT)],
    [t('change.valet.effectiveAt'), get('effectiveAt', INSTANT)],
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
