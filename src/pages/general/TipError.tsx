import type { MessageKey } from '../../locales';
import { tipPage } from './tipPage';

export { messages } from './messages';

/** Known reasons a flow sends the customer here with `?code=`. */
export const TIP_ERROR_CODES: Record<string, MessageKey> = {
  staffOnly: 'result.tipError.staffOnly',
  tokenInvalid: 'result.tipError.tokenInvalid',
  loginFailed: 'result.tipError.loginFailed',
  activityEnded: 'result.tipError.activityEnded',
  notEligible: 'result.tipError.notEligible',
};

/** `/tip/error`: an error by `code` (the generic copy for an unknown one); `next` to go on. */
export default tipPage({
  kind: 'fail',
  title: 'result.tipError.title',
  fallback: 'result.tipError.desc',
  param: 'code',
  reasons: TIP_ERROR_CODES,
});
