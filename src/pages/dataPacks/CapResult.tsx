import { useLocation, useSearchParams } from 'react-router';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { plainText } from '../../utils/query';
import { ResultPage } from '../shared/ResultPage';
import { CAP_RESULTS, routeOf } from './routeConfig';

export { messages } from './messages';

/** The outcomes of CapRelease (PAGES.md §2.5): what changed and until when, or why not and what next. */
export default function CapResult() {
  useLang();
  const kind = CAP_RESULTS[routeOf(useLocation().pathname)] ?? 'lifted';
  const [query] = useSearchParams();
  if (kind === 'restoreFailed') {
    const reason = plainText(query.get('reason'), 120);
    const balance = query.get('code') === 'E_BALANCE';
    return (
      <ResultPage
        kind="fail"
        title={t('dataPacks.capResult.failTitle')}
        description={reason ?? t('dataPacks.capResult.failGeneric')}
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
