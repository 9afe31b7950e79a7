// Bills: mixed (fused/family) accounts and their bills, a number's bill of a month, and the usage detail behind a
// second verification.
import type {
  AccountBill,
  AccountBillReq,
  BillLine,
  MixAccount,
  MixMember,
  MoreAccountBillReq,
  UsageDetail,
  UsageKind,
  UsageRecord,
  UserBill,
  UserBillReq,
} from '../../../src/services/api/types';
import type { Ctx, RouteDef } from '../../core/context';
import { biz } from '../../core/errors';
import { cnParts, DAY, MINUTE, monthBefore, monthKey, monthStart } from '../../core/time';
import { maskPhone } from '../../db/idcard';
import { billLines } from '../../db/seed/records';
import type { MixAccountRow, Subscriber } from '../../db/types';
import { usageLedger } from '../../services/usage';
import { BUSI_CODES, checkSms, route } from '../common';

export interface UserBillSimReq extends UserBillReq {
  smsCode?: string;
  phone?: string;
}

export const VERIFY_MS = 30 * MINUTE;

function memberLabel(m: MixAccountRow['members'][number]): string {
  if (m.kind === 'mobile') return maskPhone(m.ref);
  if (m.kind === 'broadband') return `宽带 ${m.ref.slice(0, 4)}****${m.ref.slice(-2)}`;
  return `${m.kind === 'tv' ? '电视' : '固话'} ${m.ref.slice(-4)}`;
}

function memberView(m: MixAccountRow['members'][number]): MixMember {
  return { id: m.id, kind: m.kind, label: memberLabel(m) };
}

function memberLines(ctx: Ctx, m: MixAccountRow['members'][number], month: string): BillLine[] {
  if (m.kind === 'mobile') {
    const sub = ctx.state.subscribers[m.ref];
    return sub ? userBill(ctx, sub, month).lines : [];
  }
  if (m.kind === 'broadband') {
    const acc = ctx.state.broadbandAccounts.find((a) => a.account === m.ref);
    return [
      { category: 'plan', name: `${acc?.mbps ?? 300}M宽带月使用费`, fen: acc?.fused ? 0 : 8000 },
      ...(acc?.fused ? [{ category: 'discount' as const, name: '融合宽带免费', fen: 0 }] : []),
    ];
  }
  return [{ category: 'valueAdded', name: '4K电视月功能费', fen: 2000 }];
}

function accountFor(ctx: Ctx, accountId: string): MixAccountRow {
  const acc = ctx.state.mixAccounts.find((a) => a.accountId === accountId);
  if (!acc || !acc.members.some((m) => m.kind === 'mobile' && ctx.who.phones.includes(m.ref)))
    throw biz('E_NOT_FOUND', '账户不存在');
  return acc;
}

function accountBill(ctx: Ctx, acc: MixAccountRow, month: string): AccountBill {
  const members = acc.members.map((m) => {
    const lines = memberLines(ctx, m, month);
    return { ...memberView(m), totalFen: lines.reduce((s, l) => s + l.fen, 0), lines };
  });
  const current = month === monthKey(ctx.now);
  const paid =
    !current &&
    members.every((m) =>
      m.kind !== 'mobile'
        ? true
        : (ctx.state.bills.find((b) => b.phone === acc.members.find((x) => x.id === m.id)?.ref && b.month === month)
            ?.paid ?? true),
    );
  return { accountId: acc.accountId, month, totalFen: members.reduce((s, m) => s + m.totalFen, 0), paid, members };
}

export function userBill(ctx: Ctx, sub: Subscriber, month: string): UserBill {
  if (!/^\d{6}$/.test(month)) throw biz('E_PARAM', '月份格式应为yyyyMM');
  const current = monthKey(ctx.now);
  if (month > current) throw biz('E_BILL_NOT_READY', '账单尚未生成');
  if (month === current) {
    const ratio = Math.min(1, cnParts(ctx.now).d / 30);
    const lines = billLines(sub, month, ctx.now, ratio);
    return {
      phone: sub.phone,
      month,
      totalFen: lines.reduce((s, l) => s + l.fen, 0),
      paid: false,
      issued: false,
      lines,
    };
  }
  // Last month's bill is issued on the 3rd.
  if (month === monthBefore(ctx.now, 1) && cnParts(ctx.now).d < 3)
    throw biz('E_BILL_NOT_READY', '上月账单将于本月3日出账，请稍后查询');
  const row = ctx.state.bills.find((b) => b.phone === sub.phone && b.month === month);
  if (!row) {
    if (monthStart(month) < sub.activatedAt - 31 * DAY || month < monthBefore(ctx.now, 5))
      throw biz('E_BILL_RANGE', '仅支持查询近6个月的账单');
    return { phone: sub.phone, month, totalFen: 0, paid: true, issued: true, lines: [] };
  }
  return {
    phone: sub.phone,
    month,
    totalFen: row.lines.reduce((s, l) => s + l.fen, 0),
    paid: row.paid,
    issued: true,
    lines: row.lines.map((l) => ({ ...l })),
  };
}

/** A month's calls, data sessions and SMS, from the usage ledger (the bill's usage lines are its sums). */
export function usageRecords(ctx: Ctx, sub: Subscriber, month: string, kind?: UsageKind): UsageRecord[] {
  return usageLedger(sub, month, ctx.now).records.filter((r) => !kind || r.kind === kind);
}

export const billsRoutes: RouteDef[] = [
  route(
    'broadband/mixMember/queryAccountUser',
    'G2',
    "Billing accounts (fused or family) the caller's numbers belong to, with members.",
    (ctx): MixAccount[] => {
      return ctx.state.mixAccounts
        .filter((a) => a.members.some((m) => m.kind === 'mobile' && ctx.who.phones.includes(m.ref)))
        .map((a) => ({ accountId: a.accountId, name: a.name, members: a.members.map(memberView) }));
    },
    { as: 'liu', method: 'GET' },
  ),
  route(
    'broadband/mixMember/queryUserBill',
    'G2',
    "A month's bill of the number; detail=usage gives the call detail after an SMS second verification (30 min).",
    (ctx): UserBill | UsageDetail => {
      const p = ctx.params.as<UserBillSimReq>();
      const sub = ctx.me(p.optStr('phone'));
      const month = p.optStr('month') ?? monthKey(ctx.now);
      if (p.optStr('detail') === 'usage') {
        if (month < monthBefore(ctx.now, 5) || month > monthKey(ctx.now))
          throw biz('E_BILL_RANGE', '仅支持查询近6个月（含当月）的详单');
        const s = ctx.who.session;
        const verified = s?.verifiedUntil !== undefined && s.verifiedUntil > ctx.now && s.verifiedPhone === sub.phone;
        if (!verified) {
          const code = p.optStr('smsCode');
          if (!code) throw biz('E_VERIFY_REQUIRED', '查询详单需要短信验证，请获取验证码');
          checkSms(ctx, sub.phone, code, BUSI_CODES);
          if (s) {
            s.verifiedUntil = ctx.now + VERIFY_MS;
            s.verifiedPhone = sub.phone;
          }
        }
        const kind = p.optStr('usageKind');
        return {
          phone: sub.phone,
          month,
          records: usageRecords(
            ctx,
            sub,
            month,
            kind === 'voice' || kind === 'data' || kind === 'sms' ? kind : undefined,
          ),
        };
      }
      return userBill(ctx, sub, month);
    },
    { as: 'wang', method: 'GET', params: (_s, now) => ({ month: monthBefore(now, 1) }) },
  ),
  route(
    'broadband/mixMember/queryCurrentUserBill',
    'G2',
    "This month's live (not issued) bill.",
    (ctx): UserBill => userBill(ctx, ctx.me(ctx.params.as<{ phone: string }>().optStr('phone')), monthKey(ctx.now)),
    { as: 'wang', method: 'GET' },
  ),
  route(
    'broadband/mixMember/queryAccountBillAndMixMembers',
    'G2',
    "An account's bill of a month, per member.",
    (ctx): AccountBill => {
      const p = ctx.params.as<AccountBillReq>();
      const acc = accountFor(ctx, p.str('accountId', '账户'));
      return accountBill(ctx, acc, p.optStr('month') ?? monthBefore(ctx.now, 1));
    },
    { as: 'liu', method: 'GET', params: (_s, now) => ({ accountId: 'YN8710000088', month: monthBefore(now, 1) }) },
  ),
  route(
    'broadband/mixMember/queryMoreAccountBill',
    'G2',
    "An account's earlier bills (the 5 issued months before this one).",
    (ctx): AccountBill[] => {
      const p = ctx.params.as<MoreAccountBillReq>();
      const acc = accountFor(ctx, p.str('accountId', '账户'));
      // Bills are kept for 6 months including the current one: at most the 5 issued months before it.
      const months = Math.min(5, Math.max(1, p.optInt('months') ?? 5));
      return Array.from({ length: months }, (_x, i) => accountBill(ctx, acc, monthBefore(ctx.now, i + 1)));
    },
    { as: 'liu', method: 'GET', params: { accountId: 'YN8710000088' } },
  ),
];
