import { useLocation, useSearchParams } from 'react-router';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { usePageSelector } from '../../models/hooks';
import { ResultPage } from '../shared/ResultPage';
import dataPacksCap from './capModel';
import { CAP_RESULTS, routeOf } from './routeConfig';

export { messages } from './messages';

export const models = [dataPacksCap];

/**
 * The outcomes of CapRelease (PAGES.md §2.5): what changed and until when, or why not and what next. A refusal says
 * the server's reason of the order just refused (the store), else the catalogue's copy of its `?code=`; no text of
 * the address is shown.
 */
export default function CapResult() {
  useLang();
  const kind = CAP_RESULTS[routeOf(useLocation().pathname)] ?? 'lifted';
  const [query] = useSearchParams();
  const { orderError } = usePageSelector(dataPacksCap.select);
  if (kind === 'restoreFailed') {
    const balance = query.get('code') === 'E_BALANCE';
    return (
      <ResultPage
        kind="fail"
        title={t('dataPacks.capResult.failTitle')}
        description={orderError ?? t(balance ? 'dataPacks.capResult.failBalance' : 'dataPacks.capResult.failGeneric')}
        actions={[
          balance
            ? { label: 'dataPacks.capResult.topup', to: '/newRecharge/index2' }
            : { label: 'dataPacks.capResult.retry', to: '/flowCaps2' },
          { label: 'common.home', to: '/' },
        ]}
      />
    );
  }
  const lifted = kind === 'lifted';
  return (
    <ResultPage
      kind="success"
      title={t(lifted ? 'dataPacks.capResult.liftedTitle' : 'dataPacks.capResult.restoredTitle')}
      description={t(lifted ? 'dataPacks.capResult.liftedDesc' : 'dataPacks.capResult.restoredDesc')}
      actions={
        lifted
          ? [
              { label: 'dataPacks.result.margin', to: '/mobileBusiness/PackageMargin' },
              { label: 'common.home', to: '/' },
            ]
          : [
              { label: 'common.home', to: '/' },
              { label: 'dataPacks.result.margin', to: '/mobileBusiness/PackageMargin' },
            ]
      }
    />
  );
}
