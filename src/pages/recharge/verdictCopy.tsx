import type { ReactNode } from 'react';
import { t } from '../../locales';
import type { PayOrder, PayOrderStatus } from '../../services/api/types';
import { yuan } from '../../utils/format';
import { payOrderCopy } from '../shared/payOrderCopy';
import { RefundText } from '../shared/refund';
import type { Verdict } from '../shared/verdict';
import type { ResultProps } from '../../components/Result';

/** A top-up's title of a status that is not done: still moving, failed, cancelled or expired. */
function statusTitle(status: PayOrderStatus): string {
  if (status === 'paid' || status === 'crediting') return t('recharge.paySuccess.title');
  if (status === 'expired') return t('recharge.checkout.expired');
  if (status === 'cancelled') return t('recharge.status.cancelled');
  return t('recharge.fail.title');
}

/** What a top-up result says of an order, from its status alone (whichever result route shows it). */
export function verdictCopy(
  order: PayOrder,
  timedOut: boolean,
): { verdict: Verdict; kind: ResultProps['kind']; title: string; description: ReactNode } {
  return payOrderCopy(order, timedOut, {
    status: statusTitle,
    wait: t('recharge.paySuccess.wait'),
    later: t('recharge.paySuccess.later'),
    reason: (verdict) => (verdict === 'failed' ? <RefundText /> : t('shared.result.closedDesc')),
    done: () => ({
      title: t('recharge.success.title', { amount: yuan(order.faceFen) }),
      description: t('recharge.success.desc'),
    }),
  });
}
