import { t } from '../../locales';
import { ResultPage } from './ResultPage';
import { useOutcomeTitle } from './verdict';

/** A result route opened without an order: nothing to show, and the way home (never a made-up "支付成功"). */
export function NoOrder() {
  useOutcomeTitle('none');
  return (
    <ResultPage
      kind="notice"
      title={t('shared.result.noOrder')}
      description={t('shared.result.noOrderDesc')}
      actions={[{ label: 'common.home', to: '/' }]}
    />
  );
}
