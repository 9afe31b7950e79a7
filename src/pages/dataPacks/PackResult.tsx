import { useLocation, useSearchParams } from 'react-router';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { plainText } from '../../utils/query';
import { ResultPage } from '../shared/ResultPage';
import { when } from './packText';
import { RESULT_BACK, routeOf } from './routeConfig';

export { messages } from './messages';

/**
 * `/flowDetail/result`, `/discounts/success` (PAGES.md §2.4, §2.5, ResultPage): what was ordered and when it takes
 * effect, from the order's answer in the address (a reload shows the same); without it, the generic copy.
 */
export default function PackResult() {
  useLang();
  const back = RESULT_BACK[routeOf(useLocation().pathname)] ?? '/flowDetail';
  const [query] = useSearchParams();
  const get = (k: string) => plainText(query.get(k), 64);
  const orderNo = get('orderNo');
  const name = get('name');
  const effectiveAt = get('effectiveAt');
  const expiresAt = get('expiresAt');
  const accepted = get('status') === 'accepted';
  const claimed = get('kind') === 'claim';
  const rows = [
    name && { label: t('dataPacks.result.pack'), value: name },
    orderNo && { label: t(claimed ? 'dataPacks.result.recordNo' : 'dataPacks.result.orderNo'), value: orderNo },
    effectiveAt && { label: t('dataPacks.result.effectiveAt'), value: when(effectiveAt) },
    expiresAt && { label: t('dataPacks.result.expiresAt'), value: when(expiresAt) },
  ].filter((r): r is { label: string; value: string } => !!r);
  return (
    <ResultPage
      kind={accepted ? 'pending' : 'success'}
      title={t(
        accepted ? 'dataPacks.result.accepted' : claimed ? 'dataPacks.result.claimed' : 'dataPacks.result.title',
      )}
      description={get('reason') ?? (orderNo ? undefined : t('dataPacks.result.generic'))}
      rows={rows}
      actions={[
        { label: 'dataPacks.result.margin', to: '/mobileBusiness/PackageMargin' },
        { label: 'dataPacks.result.more', to: back },
      ]}
    />
  );
}
