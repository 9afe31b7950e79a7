import { useSearchParams } from 'react-router';
import { t, type MessageKey } from '../../locales';
import { plainText, safePath } from '../../utils/query';
import { ResultPage } from '../shared/ResultPage';

export { messages } from './messages';

/** Known reasons a flow sends the customer here with `?code=`. */
export const TIP_ERROR_CODES: Record<string, MessageKey> = {
  staffOnly: 'result.tipError.staffOnly',
  tokenInvalid: 'result.tipError.tokenInvalid',
  loginFailed: 'result.tipError.loginFailed',
  activityEnded: 'result.tipError.activityEnded',
  notEligible: 'result.tipError.notEligible',
};

/** `/tip/error`: a generic error by `code`, or a plain-text `msg` of at most 60 characters; `next` to go on. */
export default function TipError() {
  const [query] = useSearchParams();
  const known = TIP_ERROR_CODES[query.get('code') ?? ''];
  const description = known ? t(known) : plainText(query.get('msg')) ?? t('result.tipError.desc');
  const next = safePath(query.get('next'));
  return (
    <ResultPage
      kind="fail"
      title={t('result.tipError.title')}
      description={description}
      actions={next ? [{ label: 'result.continue', to: next }, { label: 'common.home', to: '/' }] : [{ label: 'common.home', to: '/' }]}
    />
  );
}
