import { useSearchParams } from 'react-router';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { plainText } from '../../utils/query';
import { ResultPage } from '../shared/ResultPage';

export { messages } from './messages';

/** `/valetHandle/result` (PAGES.md §2.8): what the server answered: order number, staff number, masked customer. */
export default function ValetResult() {
  useLang();
  const [q] = useSearchParams();
  const orderNo = plainText(q.get('orderNo'), 40);
  const status = plainText(q.get('status'), 16);
  const rows = [
    [t('change.valet.orderNo'), orderNo],
    [t('change.valet.staff'), plainText(q.get('staffId'), 20)],
    [t('change.valet.phone'), plainText(q.get('phone'), 11)],
    [t('change.valet.product'), plainText(q.get('product'), 32)],
    [t('change.valet.effectiveAt'), plainText(q.get('effectiveAt'), 40)],
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
