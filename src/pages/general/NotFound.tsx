import { t } from '../../locales';
import { ResultPage } from '../shared/ResultPage';

export { messages } from './messages';

/** `/404` and every unknown address. */
export default function NotFound() {
  return (
    <ResultPage
      kind="notice"
      title={t('result.notFound.title')}
      description={t('result.notFound.desc')}
      actions={[{ label: 'common.home', to: '/' }]}
    />
  );
}
