// What a result page may say of an order: only what the server says of it (PAGES.md template 2). The address
// (a result route, `payResult`) never decides: /newRecharge/success?orderId=<unpaid> says the order is unpaid.
import { useEffect } from 'react';
import { t, type MessageKey } from '../../locales';
import { useLang } from '../../locales/useLang';
import type { PayOrder } from '../../services/api/types';

/** done: credited; pending: paid, being credited; unpaid; failed: paid but not credited (refunded); closed: never paid. */
export type Verdict = 'done' | 'pending' | 'unpaid' | 'failed' | 'closed' | 'unknown';

export function verdictOf(status: PayOrder['status'] | undefined): Verdict {
  switch (status) {
    case 'credited':
      return 'done';
    case 'paid':
    case 'crediting':
      return 'pending';
    case 'unpaid':
      return 'unpaid';
    case 'failed':
    case 'refunded':
      return 'failed';
    case 'cancelled':
    case 'expired':
      return 'closed';
    default:
      return 'unknown';
  }
}

/** The Result kind of a verdict. */
export const kindOf = (v: Verdict) =>
  v === 'done' ? 'success' : v === 'failed' || v === 'closed' ? 'fail' : v === 'pending' ? 'pending' : 'notice';

const TITLES: Record<Verdict | 'none', MessageKey> = {
  done: 'shared.title.done',
  pending: 'shared.title.pending',
  unpaid: 'shared.title.unpaid',
  failed: 'shared.title.failed',
  closed: 'shared.title.closed',
  unknown: 'shared.result.unknown',
  none: 'shared.title.none',
};

/**
 * The document title follows the outcome, not the route ("存费成功" over a failed payment): set after the route's
 * own title (the shell sets it in a parent's effect, which runs after the page's). `undefined` keeps the route's.
 */
export function useOutcomeTitle(verdict: Verdict | 'none' | undefined, done?: MessageKey): void {
  const lang = useLang();
  const key = verdict === undefined ? undefined : verdict === 'done' && done ? done : TITLES[verdict];
  const title = key ? t(key) : undefined;
  useEffect(() => {
    if (!title) return undefined;
    const timer = setTimeout(() => {
      document.title = title;
    });
    return () => clearTimeout(timer);
  }, [title, lang]);
}
