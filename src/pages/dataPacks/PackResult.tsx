import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import { ResultPage } from '../shared/ResultPage';
import dataPacksPackDetail from './packDetailModel';
import { when } from './packText';
import { RESULT_BACK, routeOf } from './routeConfig';

export { messages } from './messages';

export const models = [dataPacksPackDetail];

/** What the address may carry: a product code, an order's number, a status, instants; never a text. */
const CODE = /^[A-Z0-9_]{1,32}$/;
const ORDER_NO = /^[A-Za-z0-9_-]{1,40}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})?$/;
const matching = (value: string | null, re: RegExp) => (value && re.test(value) ? value : undefined);

/**
 * `/flowDetail/result`, `/discounts/success` (PAGES.md §2.4, §2.5, ResultPage): what was ordered and when it takes
 * effect. The address carries the product code, the order's number, status and dates (a reload shows the same); the
 * pack's name is the catalogue's, read by the code, and the server's note comes from the order just placed (the
 * store). No text of the address is shown: a link cannot make this page say what someone else wrote.
 */
export default function PackResult() {
  useLang();
  const dispatch = useAppDispatch();
  const back = RESULT_BACK[routeOf(useLocation().pathname)] ?? '/flowDetail';
  const [query] = useSearchParams();
  const code = matching(query.get('code'), CODE);
  const orderNo = matching(query.get('orderNo'), ORDER_NO);
  const effectiveAt = matching(query.get('effectiveAt'), INSTANT);
  const expiresAt = matching(query.get('expiresAt'), INSTANT);
  const accepted = query.get('status') === 'accepted';
  const claimed = query.get('kind') === 'claim';
  const { packs, outcome } = usePageSelector(dataPacksPackDetail.select);
  const mine = outcome && outcome.orderNo === orderNo ? outcome : undefined;
  const read = packs.status === 'ready' ? packs.data.find((p) => p.item.code === code)?.item.name : undefined;
  const name = read ?? (mine?.name !== code ? mine?.name : undefined);
  const known = !!read || !!mine?.name;

  // A reload (or a link): the pack's name from the catalogue. A failed read leaves the name out, nothing else.
  useEffect(() => {
    if (code && !known) void dispatch(dataPacksPackDetail.actions.load({ codes: [code] }));
  }, [dispatch, code, known]);

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
      description={mine?.reason ?? (orderNo ? undefined : t('dataPacks.result.generic'))}
      rows={rows}
      actions={[
        { label: 'dataPacks.result.margin', to: '/mobileBusiness/PackageMargin' },
        { label: 'dataPacks.result.more', to: back },
      ]}
    />
  );
}
