import { t } from '../../locales';
import { ResultPage } from '../shared/ResultPage';

export { messages } from './messages';

/** `/down`: the page or activity has been taken offline. */
export default function Down() {
  return (
    <ResultPage
      kind="notice"
      title={t('result.down.title')}
      description={t('result.down.desc')}
      actions={[
        { label: 'result.down.more', to: '/onlineActivities' },
        { label: 'common.home', to: '/' },
      ]}
    />
  );
}
