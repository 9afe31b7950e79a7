// What the ordering family's orders share: the product order with its pay order, and the customer and address
// an order carries.
import type { Customer, OrderSubmitted } from '../../../src/services/api/types';
import type { Ctx } from '../../core/context';
import { isoCn } from '../../core/time';
import { orderNoAt } from '../../db/seed/records';
import type { ProductOrderRow, SimState } from '../../db/types';
import { createPayOrder } from '../../services/payments';

export function addOrder(
  ctx: Ctx,
  o: Omit<ProductOrderRow, 'orderNo' | 'createdAt' | 'timeline'> & { text?: string },
): ProductOrderRow {
  // A WeChat user without a number orders for the contact phone they give; the order stays theirs when they bind one.
  const ownerOpenid = !ctx.who.phones.length && !ctx.who.staffId ? ctx.who.openid : undefined;
  const row: ProductOrderRow = {
    ...o,
    orderNo: orderNoAt(ctx.now, ctx.rng),
    createdAt: ctx.now,
    timeline: [{ at: ctx.now, text: o.text ?? '订单已提交' }],
    ...(ownerOpenid ? { ownerOpenid } : {}),
  };
  ctx.state.productOrders[row.orderNo] = row;
  ctx.state.productRecords.push({
    recordId: ctx.nextId('rec_'),
    phone: row.phone,
    orderNo: row.orderNo,
    productCode: row.productCode,
    name: row.name,
    source: row.kind === 'seckill' ? 'seckill' : 'order',
    status: row.stateCode === 1 ? 'pending' : 'active',
    stateCode: row.stateCode,
    feeFen: row.totalFen,
    createdAt: ctx.now,
    cancellable: row.stateCode === 1,
    payBy: row.payBy,
    ...(ownerOpenid ? { ownerOpenid } : {}),
  });
  return row;
}

/** Attaches a pay order when the order costs something; otherwise the order goes straight to 待发货/受理. */
export function payable(
  ctx: Ctx,
  row: ProductOrderRow,
  type: 'card' | 'broadband' | 'seckill' | 'device',
  title: string,
): OrderSubmitted {
  if (row.totalFen <= 0) return { orderNo: row.orderNo, payFen: 0 };
  const po = createPayOrder(
    ctx.state,
    {
      type,
      msisdn: row.msisdn ?? row.phone,
      faceFen: row.totalFen,
      payFen: row.totalFen,
      title,
      effect: { kind: 'productOrder', orderNo: row.orderNo },
      ownerPhone: ctx.who.phone,
      ownerOpenid: ctx.who.openid,
    },
    ctx.now,
    ctx.rng,
  );
  row.payOrderId = po.orderId;
  row.payBy = po.expiresAt;
  const rec = ctx.state.productRecords.find((r) => r.orderNo === row.orderNo);
  if (rec) rec.payBy = po.expiresAt;
  return { orderNo: row.orderNo, payFen: po.payFen, payBy: isoCn(po.expiresAt) };
}

export function readCustomer(ctx: Ctx): Customer | undefined {
  const c = ctx.params.as<{ customer: Customer }>().obj('customer');
  if (!c) return undefined;
  const s = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  return { name: s(c.name), certNo: s(c.certNo), contactPhone: s(c.contactPhone) };
}

export function readAddress(ctx: Ctx): { areaCode: string; detail: string } | undefined {
  const a = ctx.params.as<{ address: unknown }>().obj('address');
  if (!a) return undefined;
  return {
    areaCode: typeof a.areaCode === 'string' ? a.areaCode : '',
    detail: typeof a.detail === 'string' ? a.detail : '',
  };
}

/** A delivery address in full, as an order's details give it: the city and the district of its area, then the detail. */
export function addressTextOf(state: SimState, address: { areaCode: string; detail: string }): string {
  const area = (code?: string) => (code ? state.catalogue.areas.find((a) => a.code === code) : undefined);
  const district = area(address.areaCode);
  const city = district?.level === 'district' ? area(district.parentCode) : undefined;
  const prefix = `${city?.name ?? ''}${district?.name ?? ''}`;
  if (address.detail.startsWith(prefix)) return address.detail;
  // A detail that starts at the district (官渡区关上街道…) takes the city alone: the district is not said twice.
  if (district && address.detail.startsWith(district.name)) return `${city?.name ?? ''}${address.detail}`;
  return `${prefix}${address.detail}`;
}
