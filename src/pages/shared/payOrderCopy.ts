import type { ReactNode } from 'react';
import { t } from '../../locales';
import type { PayOrder, PayOrderStatus } from '../../services/api/types';
import type { ResultProps } from '../../components/Result';
import { kindOf, verdictOf, type Verdict } from './verdict';

/** A family's words for a payment order's result. */
export interface PayOrderWords {
  /** The title of a status of its own (支付成功，处理中; 已退款; 订单已取消…), in the family's catalogue. */
  status: (status: PayOrderStatus) => string;
  /** While the order is polled, and once polling gave up with it still moving. */
  wait: string;
  later: string;
  /** A failed or closed order's copy; the server's reason when the family has none of its own. */
  reason?: (verdict: 'failed' | 'closed') => ReactNode;
  /** A credited order's title and copy. */
  done: () => { title: string; description: ReactNode };
}

/**
 * What a result page says of a payment order, by what the server says of it alone: a failed or closed order its
 * status and the reason, unpaid, still moving, credited (the family's words), and anything else no success.
 */
export function payOrderCopy(
  order: PayOrder,
  timedOut: boolean,
  words: PayOrderWords,
): { verdict: Verdict; kind: ResultProps['kind']; title: string; description: ReactNode } {
  const verdict = verdictOf(order.status);
  const kind = kindOf(verdict);
  switch (verdict) {
    case 'failed':
    case 'closed':
      return {
        verdict,
        kind,
        title: words.status(order.status),
        description: words.reason ? words.reason(verdict) : order.failReason,
      };
    case 'unpaid':
      return { verdict, kind, title: t('shared.result.unpaid'), description: t('shared.result.unpaidDesc') };
    case 'pending':
      return { verdict, kind, title: words.status(order.status), description: timedOut ? words.later : words.wait };
    case 'done':
      return { verdict, kind, ...words.done() };
    default:
      return { verdict, kind, title: t('shared.result.unknown'), description: t('shared.result.unknownDesc') };
  }
}
