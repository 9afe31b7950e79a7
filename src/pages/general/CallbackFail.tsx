import { useSearchParams } from 'react-router';
import { t, type MessageKey } from '../../locales';
import payOrder from '../../models/payOrder';
import { safePath } from '../../utils/query';
import { ResultPage } from '../shared/ResultPage';
import { usePayOrder } from '../shared/usePayOrder';
import { orderRows } from '../shared/orderRows';

export { messages } from './messages';

export const models = [payOrder];

/** Reasons by `?code=`, from the payment or the partner callback. */
export const FAIL_REASONS: Record<string, MessageKey> = {
  cancelled: 'result.callbackFail.cancelled',
  expired: 'result.callbackFail.expired',
  insufficient: 'result.callbackFail.insufficient',
  system: 'result.callbackFail.system',
};

/** `/callbackFailPageCommon`: the reason, the order when known, and a retry back to `from` (a path of this app). */
export default function CallbackFail() {
  const [query] = useSearchParams();
  const orderId = query.get('orderId') ?? undefined;
  const { order } = usePayOrder(orderId);
  const reason = FAIL_REASONS[query.get('code') ?? ''];
  const from = safePath(query.get('from'));
  return (
    <ResultPage
      kind="fail"
      title={t('result.callbackFail.title')}
      description={reason ? t(reason) : (order?.failReason ?? t('result.callbackFail.system'))}
      rows={order ? orderRows(order) : undefined}
      actions={[
        { label: 'common.retry', to: from ?? '/' },
        { label: 'common.home', to: '/' },
      ]}
    />
  );
}
