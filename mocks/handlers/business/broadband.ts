// Broadband records: the caller's broadband orders and their tracking (or a visitor's, proven by SMS), and the
// broadband accounts of the number.
import type {
  BroadbandAccount,
  BroadbandOrder,
  BroadbandOrderListReq,
  HistoryAccountReq,
  OrderTrack,
  OrderTrackReq,
} from '../../../src/services/api/types';
import type { Ctx, RouteDef } from '../../core/context';
import { biz, HttpError, MSG } from '../../core/errors';
import { fromCn, HOUR, isoCn } from '../../core/time';
import type { BroadbandAccountRow, BroadbandOrderRow } from '../../db/types';
import { checkSms, ORDER_CODES, page, route } from '../common';

// TODO(types): move to src/services/api/types — visitors query broadband orders with contact phone + SMS
// (PAGES /broadOrder), and the call detail takes the second-verification SMS code.
export interface BroadbandOrderListSimReq extends BroadbandOrderListReq {
  smsCode?: string;
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
  // An order still to pay (its 30 minutes not over): what is to pay and until when, as the cashier has it.
  const row = ctx.state.productOrders[o.orderNo];
  const po = row?.payOrderId ? ctx.state.payOrders[row.payOrderId] : undefined;
  const toPay =
    o.status !== 'cancelled' &&
    row?.stateCode === 1 &&
    row.payBy !== undefined &&
    row.payBy > ctx.now &&
    (!po || po.status === 'unpaid');
  return {
    orderNo: o.orderNo,
    offerName: o.offerName,
    addressText: o.addressText,
    addressCode: o.addressCode,
    ...(toPay ? { payFen: po?.payFen ?? row.totalFen, payBy: isoCn(row.payBy ?? ctx.now) } : {}),
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

/** An order the caller's WeChat user placed before binding a number. */
const placedBy = (ctx: Ctx, o: BroadbandOrderRow): boolean =>
  o.ownerOpenid !== undefined && o.ownerOpenid === ctx.who.openid;

/**
 * Orders visible to the caller: own numbers, or a visitor's contact phone proven by SMS; a WeChat user without a
 * number, with neither, sees what it placed (placedBy) and nothing else.
 */
function orderPhones(ctx: Ctx): string[] {
  if (ctx.who.phones.length) return ctx.who.phones;
  const p = ctx.params.as<BroadbandOrderListSimReq>();
  const phone = p.optStr('phone');
  const code = p.optStr('smsCode');
  if (phone && code) {
    checkSms(ctx, phone, code, ORDER_CODES);
    return [phone];
  }
  if (ctx.who.openid !== undefined) return [];
  throw new HttpError(401, 'E_UNAUTHORIZED', MSG.unauthorized);
}

export const broadbandRecordsRoutes: RouteDef[] = [
  route(
    'broadband/queryNewOrderList',
    'G0',
    'Broadband orders of the caller (or of a contact phone proven by SMS), with urge/reschedule/rate flags.',
    (ctx) => {
      const phones = orderPhones(ctx);
      const rows = Object.values(ctx.state.broadbandOrders)
        .filter((o) => phones.includes(o.phone) || phones.includes(o.customer.contactPhone) || placedBy(ctx, o))
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
      if (!o || !(phones.includes(o.phone) || phones.includes(o.customer.contactPhone) || placedBy(ctx, o)))
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
];
