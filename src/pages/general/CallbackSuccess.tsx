import { useSearchParams } from 'react-router';
import { t } from '../../locales';
import payOrder from '../../models/payOrder';
import { Skeleton } from '../../components/Skeleton';
import { ErrorBlock } from '../../components/ErrorBlock';
import { ResultPage } from '../shared/ResultPage';
import { usePayOrder } from '../shared/usePayOrder';
import { orderRows } from '../shared/orderRows';
import { NoOrder } from '../shared/NoOrder';
import { useOutcomeTitle, verdictOf } from '../shared/verdict';

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
  if (status === 'error')
    return (
      <main>
        <ErrorBlock message={message} onRetry={retry} />
      </main>
    );
  if (!order)
    return (
      <main aria-busy="true">
        <Skeleton rows={4} />
      </main>
    );

  const rows = orderRows(order);
  if (
    order.status === 'failed' ||
    order.status === 'refunded' ||
    order.status === 'cancelled' ||
    order.status === 'expired'
  ) {
    return (
      <ResultPage
        kind="fail"
        title={t(`result.payStatus.${order.status}`)}
        description={order.failReason}
        rows={rows}
        actions={[home]}
      />
    );
  }
  if (order.status === 'unpaid')
    return (
      <ResultPage
        kind="notice"
        title={t('shared.result.unpaid')}
        description={t('shared.result.unpaidDesc')}
        rows={rows}
        actions={[home]}
      />
    );
  if (order.status === 'paid' || order.status === 'crediting') {
    return (
      <ResultPage
        kind="pending"
        title={t(`result.payStatus.${order.status}`)}
        description={timedOut ? t('result.callback.later') : t('result.callback.wait')}
        rows={rows}
        actions={[home]}
      />
    );
  }
  if (order.status !== 'credited')
    return (
      <ResultPage
        kind="notice"
        title={t('shared.result.unknown')}
        description={t('shared.result.unknownDesc')}
        rows={rows}
        actions={[home]}
      />
    );
  return (
    <ResultPage
      kind="success"
      title={t('result.payStatus.credited')}
      description={t('result.callback.successDesc')}
      rows={rows}
      actions={[home]}
    />
  );
}
