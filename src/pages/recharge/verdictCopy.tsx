import type { ReactNode } from 'react';
import { t } from '../../locales';
import type { PayOrder } from '../../services/api/types';
import { yuan } from '../../utils/format';
import { RefundText } from '../shared/refund';
import { kindOf, verdictOf, type Verdict } from '../shared/verdict';
import type { ResultProps } from '../../components/Result';

/** What a top-up result says of an order, from its status alone (whichever result route shows it). */
export function verdictCopy(
  order: PayOrder,
  timedOut: boolean,
): { verdict: Verdict; kind: ResultProps['kind']; title: string; description: ReactNode } {
  const verdict = verdictOf(order.status);
  const kind = kindOf(verdict);
  switch (verdict) {
    case 'done':
      return {
        verdict,
        kind,
        title: t('recharge.success.title', { amount: yuan(order.faceFen) }),
        description: t('recharge.success.desc'),
      };
    case 'pending':
      return {
        verdict,
        kind,
        title: t('recharge.paySuccess.title'),
        description: t(timedOut ? 'recharge.paySuccess.later' : 'recharge.paySuccess.wait'),
      };
    case 'unpaid':
      return { verdict, kind, title: t('shared.result.unpaid'), description: t('shared.result.unpaidDesc') };
    case 'failed':
      return { verdict, kind, title: t('recharge.fail.title'), description: <RefundText /> };
    case 'closed':
      return {
        verdict,
        kind,
        title: t(order.status === 'expired' ? 'recharge.checkout.expired' : 'recharge.status.cancelled'),
        description: t('shared.result.closedDesc'),
      };
    default:
      return { verdict, kind, title: t('shared.result.unknown'), description: t('shared.result.unknownDesc') };
  }
}
