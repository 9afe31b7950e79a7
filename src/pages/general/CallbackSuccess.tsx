import { useSearchParams } from 'react-router';
import { t } from '../../locales';
import payOrder from '../../models/payOrder';
import { PageWait } from '../../components/PageWait';
import { ResultPage } from '../shared/ResultPage';
import { usePayOrder } from '../shared/usePayOrder';
import { orderRows } from '../shared/orderRows';
import { NoOrder } from '../shared/NoOrder';
import { useOutcomeTitle, verdictOf } from '../shared/verdict';
import { payOrderCopy } from '../shared/payOrderCopy';

export { messages } from './messages';

export const models = [payOrder];

/**
 * `/callbackSuccessPageCommon`: after an external payment or callback. With `?orderId=` it shows the order and
 * polls while it is still being credited; without one, the generic success copy.
 */
export default function CallbackSuccess() {
  const [query] = useSearchParams();
  const orderId = query.get('orderId') ?? undefined;
  const { status, order, timedOut, message, retry } = usePayOrder(orderId);
  const home = { label: 'common.home' as const, to: '/' };
  useOutcomeTitle(!orderId ? 'none' : order ? verdictOf(order.status) : undefined, 'title.callbackSuccess');

  if (!orderId) return <NoOrder />;
  if (status === 'error' || !order) return <PageWait load={{ status, message }} onRetry={retry} rows={4} />;

  const { verdict: _, ...copy } = payOrderCopy(order, timedOut, {
    status: (st) => t(`result.payStatus.${st}`),
    wait: t('result.callback.wait'),
    later: t('result.callback.later'),
    done: () => ({ title: t('result.payStatus.credited'), description: t('result.callback.successDesc') }),
  });
  return <ResultPage {...copy} rows={orderRows(order)} actions={[home]} />;
}
