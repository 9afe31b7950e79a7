// Deposit-gift monthly credits (PAGES.md §2.2, DOMAIN.md §9): the gift of a paid agreement is returned on the
// 1st of each month of its schedule (e.g. cfsf ¥130 → ¥20 × 10). creditDueGifts() is the timed rule: every
// pending month whose 1st has passed is credited once, dated that 1st, to the balance (or as a data pack for
// a data gift), and shows in the payment records of that month.
import { monthStart, startOfNextMonth } from '../core/time';
import type { AgreementRow, SimState } from '../db/types';

export const GIFT_CREDIT_TITLE = '存费送费赠费返还';

/** The id of a month's gift credit in the payment records. */
export const giftCreditId = (a: AgreementRow, month: string): string => `${a.actOrderId}-${month}`;

export function creditDueGifts(state: SimState, now: number, log: (line: string) => void): void {
  for (const a of Object.values(state.agreements)) {
    if (!a.paid) continue;
    for (const s of a.schedule) {
      if (s.status !== 'pending') continue;
      const at = monthStart(s.month);
      if (at > now) break;
      creditMonth(state, a, s, at, now, log);
    }
  }
}

function creditMonth(
  state: SimState,
  a: AgreementRow,
  s: AgreementRow['schedule'][number],
  at: number,
  now: number,
  log: (line: string) => void,
): void {
  const sub = state.subscribers[a.phone];
  if (!sub) {
    s.status = 'failed';
    return;
  }
  const tier = state.activities[a.actId]?.tiers?.find((t) => t.tier === a.tier);
  if (s.fen > 0) {
    sub.balanceFen += s.fen;
    if (sub.status === 'arrears' && sub.balanceFen >= 0) sub.status = 'active';
    state.payments.push({
      orderId: giftCreditId(a, s.month),
      msisdn: a.phone,
      fen: s.fen,
      channel: 'other',
      status: 'credited',
      at,
      title: GIFT_CREDIT_TITLE,
    });
  }
  if (tier?.monthlyKb) {
    const endAt = startOfNextMonth(at);
    sub.subscriptions.push({
      id: `gift_${a.actOrderId}_${s.month}`,
      code: `GIFT_${a.actId}`,
      name: `${state.activities[a.actId]?.title ?? ''}赠送流量`,
      kind: 'pack',
      feeFen: 0,
      volumeKb: tier.monthlyKb,
      usedKb: 0,
      startAt: at,
      endAt,
      monthly: false,
      status: endAt <= now ? 'expired' : 'active',
      cancellable: false,
    });
  }
  s.status = 'credited';
  s.creditedAt = at;
  log(
    `[sim] gift ${a.actOrderId} ${s.month}: +${(s.fen / 100).toFixed(2)} to ${a.phone.slice(0, 3)}****${a.phone.slice(7)}`,
  );
}
