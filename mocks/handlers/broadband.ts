// broadband/*: the standard-address tree, coverage, offers and slots, orders and tracking, accounts,
// mixed (fused/family) accounts and bills, usage detail behind a second verification.
import type {
  AccountBill,
  AccountBillReq,
  AddressNode,
  AreasReq,
  BillLine,
  BroadbandAccount,
  BroadbandOffer,
  BroadbandOrder,
  BroadbandOrderListReq,
  BroadBandListReq,
  Coverage,
  HistoryAccountReq,
  MixAccount,
  MixMember,
  MoreAccountBillReq,
  OrderTrack,
  OrderTrackReq,
  SendSmsReq,
  SmsSent,
  SpeedLimitReq,
  UsageDetail,
  UsageKind,
  UsageRecord,
  UserBill,
  UserBillReq,
} from '../../src/services/api/types';
import type { Ctx, RouteDef } from '../core/context';
import { biz, HttpError, MSG } from '../core/errors';
import { DAY, HOUR, MINUTE, cnParts, dateCn, fromCn, isoCn, monthBefore, monthKey, monthStart } from '../core/time';
import { maskPhone } from '../db/idcard';
import { PERSONA } from '../db/seed/people';
import { billLines } from '../db/seed/records';
import { usageLedger } from '../services/usage';
import type { BroadbandAccountRow, BroadbandOrderRow, MixAccountRow, Subscriber } from '../db/types';
import { BUSI_CODES, checkSms, ORDER_CODES, page, passCaptcha, route, send } from './common';

// TODO(types): move to src/services/api/types — visitors query broadband orders with contact phone + SMS
// (PAGES /broadOrder), and the call detail takes the second-verification SMS code.
export interface BroadbandOrderListSimReq extends BroadbandOrderListReq {
  smsCode?: string;
}
export interface UserBillSimReq extends UserBillReq {
  smsCode?: string;
  phone?: string;
}

const TIMES = ['08:00', '12:00', '14:00', '18:00'] as const;
export const VERIFY_MS = 30 * MINUTE;

function nodeView(ctx: Ctx, code: string): AddressNode | undefined {
  const n = ctx.state.addresses.find((a) => a.code === code);
  return n
    ? {
        code: n.code,
        ...(n.parentCode ? { parentCode: n.parentCode } : {}),
        level: n.level,
        name: n.name,
        leaf: n.level === 'door',
      }
    : undefined;
}

function coverageAt(ctx: Ctx, code: string): Coverage {
  const n = ctx.state.addresses.find((a) => a.code === code);
  if (!n) throw biz('E_ADDRESS', '地址不存在，请重新选择');
  if (!n.coverage) throw biz('E_ADDRESS', '请选择到小区或门牌的地址');
  return {
    covered: n.coverage.type !== 'none' && n.coverage.freePorts > 0,
    coverType: n.coverage.type,
    maxMbps: n.coverage.maxMbps,
    freePorts: n.coverage.freePorts,
  };
}

function slotsFrom(ctx: Ctx): BroadbandOffer['slots'] {
  const out: BroadbandOffer['slots'] = [];
  for (let d = 1; d <= 7; d++) {
    const date = dateCn(ctx.now + d * DAY);
    for (const time of TIMES)
      out.push({ date, time, left: Math.max(0, 2 - (ctx.state.slotsTaken[`${date} ${time}`] ?? 0)) });
  }
  return out;
}

function orderView(ctx: Ctx, o: BroadbandOrderRow): BroadbandOrder {
  const last = o.urges[o.urges.length - 1];
  const open = o.status !== 'completed' && o.status !== 'cancelled';
  const nextUrgeAt = last !== undefined ? last + 12 * HOUR : o.createdAt + 24 * HOUR;
  const slotAt = o.slot
    ? fromCn(
        Number(o.slot.date.slice(0, 4)),
        Number(o.slot.date.slice(5, 7)),
        Number(o.slot.date.slice(8, 10)),
        Number(o.slot.time.slice(0, 2)),
      )
    : undefined;
  return {
    orderNo: o.orderNo,
    offerName: o.offerName,
    addressText: o.addressText,
    status: o.status,
    createdAt: isoCn(o.createdAt),
    ...(o.slot ? { slot: { ...o.slot } } : {}),
    ...(o.installer ? { installer: o.installer } : {}),
    ...(o.installerPhone ? { installerPhone: o.installerPhone } : {}),
    canUrge: open && ctx.now >= nextUrgeAt,
    ...(open ? { nextUrgeAt: isoCn(nextUrgeAt) } : {}),
    canReschedule: open && slotAt !== undefined && slotAt - ctx.now >= 48 * HOUR,
    canRate: o.status === 'completed' && o.rating === undefined,
  };
}

function accountView(a: BroadbandAccountRow): BroadbandAccount {
  return {
    account: a.account,
    addressText: a.addressText,
    mbps: a.mbps,
    status: a.status,
    fused: a.fused,
    ...(a.fused ? { mainPhone: a.phone } : {}),
    ...(a.expiresOn ? { expiresOn: a.expiresOn } : {}),
    areaCode: a.areaCode,
  };
}

/** Orders visible to the caller: own numbers, or a visitor's contact phone proven by SMS. */
function orderPhones(ctx: Ctx): string[] {
  if (ctx.who.phones.length) return ctx.who.phones;
  const p = ctx.params.as<BroadbandOrderListSimReq>();
  const phone = p.optStr('phone');
  const code = p.optStr('smsCode');
  if (phone && code) {
    checkSms(ctx, phone, code, ORDER_CODES);
    return [phone];
  }
  throw new HttpError(401, 'E_UNAUTHORIZED', MSG.unauthorized);
}

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

export const broadbandRoutes: RouteDef[] = [
  route(
    'broadband/getAreas',
    'G0',
    'One level of the standard-address tree (district → street → estate → building → unit → door), or an estate search by keyword.',
    (ctx): AddressNode[] => {
      const p = ctx.params.as<AreasReq>();
      const parent = p.optStr('parentCode');
      const keyword = p.optStr('keyword');
      if (keyword) {
        const under = (code: string): boolean => !parent || code.startsWith(parent);
        return ctx.state.addresses
          .filter((a) => a.level === 'estate' && a.name.includes(keyword) && under(a.code))
          .map((a) => nodeView(ctx, a.code))
          .filter((x): x is AddressNode => !!x);
      }
      const rows = parent
        ? ctx.state.addresses.filter((a) => a.parentCode === parent)
        : ctx.state.addresses.filter((a) => a.level === 'district');
      return rows.map((a) => nodeView(ctx, a.code)).filter((x): x is AddressNode => !!x);
    },
    { as: 'anon', method: 'GET', params: { parentCode: '530111' } },
  ),

  route(
    'broadband/querySpeedLimit',
    'G0',
    'Coverage at an address: type, max bandwidth, free ports (金马花园 has none).',
    (ctx): Coverage => coverageAt(ctx, ctx.params.as<SpeedLimitReq>().str('addressCode', '地址')),
    {
      as: 'anon',
      method: 'GET',
      params: { addressCode: '5301110101' },
    },
  ),

  route(
    'broadband/queryBroadBandList',
    'G0',
    'Offers available at an address (up to its bandwidth) and the slots of the next 7 days.',
    (ctx): BroadbandOffer[] => {
      const cov = coverageAt(ctx, ctx.params.as<BroadBandListReq>().str('addressCode', '地址'));
      if (!cov.covered) return [];
      const slots = slotsFrom(ctx);
      return ctx.state.catalogue.broadbandOffers.filter((o) => o.mbps <= cov.maxMbps).map((o) => ({ ...o, slots }));
    },
    { as: 'anon', method: 'GET', params: { addressCode: '5301110101' } },
  ),

  route(
    'broadband/queryNewOrderList',
    'G0',
    'Broadband orders of the caller (or of a contact phone proven by SMS), with urge/reschedule/rate flags.',
    (ctx) => {
      const phones = orderPhones(ctx);
      const rows = Object.values(ctx.state.broadbandOrders)
        .filter((o) => phones.includes(o.phone) || phones.includes(o.customer.contactPhone))
        .sort((a, b) => b.createdAt - a.createdAt);
      return page(
        ctx,
        rows.map((o) => orderView(ctx, o)),
      );
    },
    { as: 'wang', method: 'GET' },
  ),

  route(
    'broadband/queryBroadUserInfo',
    'G2',
    'Active broadband accounts of the number.',
    (ctx): BroadbandAccount[] => {
      const sub = ctx.me(ctx.params.as<{ phone: string }>().optStr('phone'));
      return ctx.state.broadbandAccounts.filter((a) => a.phone === sub.phone && a.status !== 'closed').map(accountView);
    },
    { as: 'wang', method: 'GET' },
  ),

  route(
    'broadband/queryMoreHistoryAccount',
    'G2',
    "Every broadband account under the holder's ID, past ones included.",
    (ctx): BroadbandAccount[] => {
      const p = ctx.params.as<HistoryAccountReq>();
      const sub = ctx.me(p.optStr('phone'));
      return ctx.state.broadbandAccounts
        .filter((a) => a.certNo === sub.certNo || a.phone === sub.phone)
        .map(accountView);
    },
    { as: 'wang', method: 'GET' },
  ),

  route(
    'broadband/queryHistoryAccount',
    'G2',
    'Closed broadband accounts of the number.',
    (ctx): BroadbandAccount[] => {
      const sub = ctx.me(ctx.params.as<HistoryAccountReq>().optStr('phone'));
      return ctx.state.broadbandAccounts.filter((a) => a.phone === sub.phone && a.status === 'closed').map(accountView);
    },
    { as: 'wang', method: 'GET' },
  ),

  route(
    'broadband/queryOrderTrackInfo',
    'G0',
    "Install steps of a broadband order (caller's, or a contact phone proven by SMS).",
    (ctx): OrderTrack => {
      const orderNo = ctx.params.as<OrderTrackReq>().str('orderNo', '订单号');
      const phones = orderPhones(ctx);
      const o = ctx.state.broadbandOrders[orderNo];
      if (!o || !(phones.includes(o.phone) || phones.includes(o.customer.contactPhone)))
        throw biz('E_ORDER_NOT_FOUND', '订单不存在');
      return {
        orderNo,
        steps: o.steps.map((s) => ({
          name: s.name,
          done: s.done,
          ...(s.at !== undefined ? { at: isoCn(s.at) } : {}),
          ...(s.operator ? { operator: s.operator } : {}),
        })),
      };
    },
    {
      as: 'wang',
      method: 'GET',
      params: (state) => ({
        orderNo: Object.values(state.broadbandOrders).find((o) => o.status === 'dispatched')?.orderNo ?? '',
      }),
    },
  ),

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

  route(
    'broadband/getSmsCode',
    'G0',
    'SMS code to the broadband contact number (captcha gate).',
    (ctx): SmsSent => {
      passCaptcha(ctx);
      return send(ctx, ctx.params.as<SendSmsReq>().optStr('phone'), 'broadband');
    },
    { as: 'anon', method: 'POST', captcha: true, params: { phone: PERSONA.sun } },
    { captcha: true },
  ),
];
