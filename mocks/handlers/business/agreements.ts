// The business hall's records (issue 12): the proposed read of the caller's deposit-gift agreements for the
// allowance page (`/mobileBusiness/phoneAllowance`). Orders, subscriptions, failed records, papers and broadband
// tracking are served by their spec paths in records.ts, broadband.ts and bill.ts.
import type { AgreementListReq, AgreementSummary } from '../../../src/services/api/types';
import type { RouteDef } from '../../core/context';
import { isoCn } from '../../core/time';
import { findActivity, route } from '../common';
import { tierOf } from '../depositGift';

export const businessRoutes: RouteDef[] = [
  route(
    'activity/payGiveFeeAct/queryAgreementList',
    'G2',
    "The number's paid deposit-gift agreements with tier and credit schedule, newest first (proposed path).",
    (ctx): AgreementSummary[] => {
      const sub = ctx.me(ctx.params.as<AgreementListReq>().optStr('phone'));
      return Object.values(ctx.state.agreements)
        .filter((a) => a.phone === sub.phone && a.paid)
        .sort((a, b) => b.createdAt - a.createdAt)
        .map((a) => {
          const act = findActivity(ctx.state, a.actId);
          const t = tierOf(act, a.tier);
          return {
            actId: a.actId,
            actOrderId: a.actOrderId,
            title: act.title,
            payFen: t?.payFen ?? 0,
            giftFen: a.schedule.reduce((sum, s) => sum + s.fen, 0),
            ...(t?.monthlyKb ? { monthlyKb: t.monthlyKb } : {}),
            signed: a.signed,
            createdAt: isoCn(a.createdAt),
            schedule: a.schedule.map((s) => ({
              month: s.month,
              fen: s.fen,
              status: s.status,
              ...(s.creditedAt !== undefined ? { creditedAt: isoCn(s.creditedAt) } : {}),
            })),
          };
        });
    },
    { as: 'wang', method: 'GET' },
    { source: 'proposed' },
  ),
];
