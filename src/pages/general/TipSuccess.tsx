import { useSearchParams } from 'react-router';
import { t, type MessageKey } from '../../locales';
import { plainText, safePath } from '../../utils/query';
import { ResultPage } from '../shared/ResultPage';

export { messages } from './messages';

/** What succeeded, by `?type=`: the flows that end on this page. */
export const TIP_SUCCESS_TYPES: Record<string, MessageKey> = {
  planChange: 'result.tipSuccess.planChange',
  lead: 'result.tipSuccess.lead',
  hire: 'result.tipSuccess.hire',
  appointment: 'result.tipSuccess.appointment',
};

/** `/tip/success`: a generic success by `type`, or a plain-text `msg`; `next` to go on. */
export default function TipSuccess() {
  const [query] = useSearchParams();
  const known = TIP_SUCCESS_TYPES[query.get('type') ?? ''];
  const description = known ? t(known) : plainText(query.get('msg')) ?? t('result.tipSuccess.desc');
  const next = safePath(query.get('next'));
  return (
    <ResultPage
      kind="success"
      title={t('result.tipSuccess.title')}
      description={description}
      actions={next ? [{ label: 'result.continue', to: next }, { label: 'common.home', to: '/' }] : [{ label: 'common.home', to: '/' }]}
    />
  );
}
