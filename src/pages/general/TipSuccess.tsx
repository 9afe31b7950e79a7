import type { MessageKey } from '../../locales';
import { tipPage } from './tipPage';

export { messages } from './messages';

/** What succeeded, by `?type=`: the flows that end on this page. */
export const TIP_SUCCESS_TYPES: Record<string, MessageKey> = {
  planChange: 'result.tipSuccess.planChange',
  lead: 'result.tipSuccess.lead',
  leadBuilding: 'result.tipSuccess.leadBuilding',
  hire: 'result.tipSuccess.hire',
  appointment: 'result.tipSuccess.appointment',
};

/** The flows whose success names the day it takes effect (`?effectiveAt=`, from the server's answer). */
export const TIP_SUCCESS_DATED: Record<string, MessageKey> = {
  planChange: 'result.tipSuccess.planChangeOn',
};

/** `/tip/success`: a success by `type` (the generic copy for an unknown one); `next` to go on. */
export default tipPage({
  kind: 'success',
  title: 'result.tipSuccess.title',
  fallback: 'result.tipSuccess.desc',
  param: 'type',
  reasons: TIP_SUCCESS_TYPES,
  dated: TIP_SUCCESS_DATED,
});
