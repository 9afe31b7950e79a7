// Broadband ordering: the standard-address tree, coverage, offers and slots, the contact SMS, the order itself
// (handlebusi/submitOrder/newBroadband) and the leads of ycg and of an estate without coverage (activity/kdyxd/add).
import type {
  AddressNode,
  AreasReq,
  BroadbandLeadReq,
  BroadBandListReq,
  BroadbandOffer,
  Coverage,
  Created,
  NewBroadbandReq,
  OrderSubmitted,
  SendSmsReq,
  SmsSent,
  SpeedLimitReq,
} from '../../../src/services/api/types';
import type { Ctx, RouteDef } from '../../core/context';
import { biz } from '../../core/errors';
import { dateCn, DAY, fromCn, isoCn } from '../../core/time';
import { PERSONA } from '../../db/seed/people';
import { newInstallSteps } from '../../services/installs';
import { checkCustomer, NAME_RE } from '../../services/realname';
import { assertPhone } from '../../services/verify';
import { checkSms, ORDER_CODES, passCaptcha, preCheck, rememberLookupPhone, route, send } from '../common';
import { addOrder, addressTextOf, payable, readCustomer } from './shared';

const TIMES = ['08:00', '12:00', '14:00', '18:00'] as const;

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

/**
 * One open order per door: an order of this door still to pay (not cancelled, its 30 minutes not over) refuses a
 * second one (a new tab, a changed slot), with that order's number, amount and deadline for its own customer, who
 * is offered to pay it; another customer hears only that the door has one.
 */
function refuseOpenOrder(ctx: Ctx, addressCode: string): void {
  for (const bb of Object.values(ctx.state.broadbandOrders)) {
    if (bb.addressCode !== addressCode || bb.status === 'cancelled') continue;
    const row = ctx.state.productOrders[bb.orderNo];
    if (!row || row.stateCode !== 1 || !row.payBy || row.payBy <= ctx.now) continue;
    const po = row.payOrderId ? ctx.state.payOrders[row.payOrderId] : undefined;
    if (po && po.status !== 'unpaid') continue;
    const own =
      (ctx.who.phone !== undefined && row.phone === ctx.who.phone) ||
      (ctx.who.openid !== undefined && po?.ownerOpenid === ctx.who.openid);
    if (!own) throw biz('E_BROADBAND_PENDING', '该地址已有一笔待支付的宽带订单，请稍后再试');
    throw biz('E_BROADBAND_PENDING', '您有一笔待支付的宽带订单，请先完成支付', {
      orderNo: row.orderNo,
      payFen: po?.payFen ?? row.totalFen,
      payBy: isoCn(row.payBy),
    });
  }
}

export const broadbandOrderRoutes: RouteDef[] = [
  route(
    'handlebusi/submitOrder/newBroadband',
    'G1',
    'Broadband order: coverage at the door, slot capacity (2 per slot, next 7 days), real name, contact SMS; yearly fee to pay.',
    (ctx): OrderSubmitted => {
      const p = ctx.params.as<NewBroadbandReq>();
      const offer = ctx.state.catalogue.broadbandOffers.find((b) => b.offerCode === p.str('offerCode', '宽带套餐'));
      if (!offer) throw biz('E_PRODUCT_NOT_FOUND', '宽带套餐不存在');
      const addressCode = p.str('addressCode', '安装地址');
      const node = ctx.state.addresses.find((a) => a.code === addressCode);
      if (!node || node.level !== 'door') throw biz('E_ADDRESS', '请选择到门牌的标准地址');
      if (!node.coverage || node.coverage.type === 'none' || node.coverage.freePorts <= 0)
        throw biz('E_NO_COVERAGE', '您所在区域宽带资源还在建设中，有资源后短信通知');
      if (node.coverage.maxMbps < offer.mbps)
        throw biz('E_BANDWIDTH', `该地址最高支持${node.coverage.maxMbps}M，请选择其他套餐`);
      // Before the SMS code is spent: the open order is said first.
      refuseOpenOrder(ctx, addressCode);
      const raw = readCustomer(ctx);
      if (!raw) throw biz('E_PARAM', '请完善入网信息');
      checkSms(ctx, raw.contactPhone, p.str('smsCode', '短信验证码'), ORDER_CODES);
      // This session proved the contact phone: its orders can be tracked at once, without a second code.
      rememberLookupPhone(ctx, raw.contactPhone);
      const customer = checkCustomer(ctx.state, raw, ctx.now, { newNumber: false });
      const slot = ctx.params.as<{ slot: unknown }>().obj('slot');
      const date = typeof slot?.date === 'string' ? slot.date : '';
      const time = typeof slot?.time === 'string' ? slot.time : '';
      if (!['08:00', '12:00', '14:00', '18:00'].includes(time)) throw biz('E_SLOT', '请选择安装时段');
      const slotAt = fromCn(
        Number(date.slice(0, 4)),
        Number(date.slice(5, 7)),
        Number(date.slice(8, 10)),
        Number(time.slice(0, 2)),
      );
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || slotAt <= ctx.now || slotAt > ctx.now + 8 * DAY)
        throw biz('E_SLOT', '请选择未来7天内的安装时段');
      const slotKey = `${date} ${time}`;
      if ((ctx.state.slotsTaken[slotKey] ?? 0) >= 2) throw biz('E_SLOT_FULL', '该时段已约满，请选择其他时间');
      ctx.state.slotsTaken[slotKey] = (ctx.state.slotsTaken[slotKey] ?? 0) + 1;
      node.coverage.freePorts -= 1;
      const phone = ctx.who.phone ?? customer.contactPhone;
      // The standard address to the door, from its tree (district, street, estate … door), with the city before it.
      const names: string[] = [];
      for (let n: typeof node | undefined = node; n; n = ctx.state.addresses.find((a) => a.code === n?.parentCode))
        names.unshift(n.name);
      const address = { areaCode: addressCode.slice(0, 6), detail: names.join('') };
      const addressText = addressTextOf(ctx.state, address);
      const row = addOrder(ctx, {
        kind: 'broadband',
        productCode: offer.offerCode,
        name: offer.name,
        phone,
        items: [
          { name: offer.name, quantity: 1, fen: offer.yearlyFen },
          { name: '安装调试费', quantity: 1, fen: offer.installFen },
        ],
        totalFen: offer.yearlyFen + offer.installFen,
        stateCode: 1,
        customer,
        address,
        channel: 'wechat',
      });
      ctx.state.broadbandOrders[row.orderNo] = {
        orderNo: row.orderNo,
        phone,
        offerCode: offer.offerCode,
        offerName: offer.name,
        addressCode,
        addressText,
        status: 'accepted',
        createdAt: ctx.now,
        slot: { date, time: time as '08:00' | '12:00' | '14:00' | '18:00' },
        customer,
        urges: [],
        steps: newInstallSteps(ctx.now),
        ...(row.ownerOpenid ? { ownerOpenid: row.ownerOpenid } : {}),
      };
      return payable(ctx, row, 'broadband', offer.name);
    },
    {
      as: 'newUser',
      method: 'POST',
      sms: PERSONA.li,
      smsPurpose: 'order',
      params: (_state, now) => ({
        offerCode: 'BB300',
        addressCode: '53011101010210301',
        addressText: '官渡区关上街道世纪城2栋1单元301室',
        customer: { name: '李明', certNo: '530502199708152013', contactPhone: PERSONA.li },
        slot: { date: dateCn(now + 2 * DAY), time: '14:00' },
      }),
    },
  ),
  route(
    'activity/kdyxd/add',
    'G0',
    'Broadband lead (ycg, ycg2, noCoverage): SMS-verified phone, once per phone and source in 30 days.',
    (ctx): Created => {
      const p = ctx.params.as<BroadbandLeadReq>();
      const source = p.str('source');
      const name = p.str('name', '姓名');
      if (!NAME_RE.test(name)) throw biz('E_NAME', '请输入正确的中文姓名');
      const phone = assertPhone(p.optStr('phone'));
      checkSms(ctx, phone, p.str('smsCode', '短信验证码'), ['busi', 'broadband']);
      if (ctx.state.leads.some((l) => l.phone === phone && l.source === source && ctx.now - l.at < 30 * DAY))
        throw biz('E_DUPLICATE', '您已提交过意向，我们将尽快与您联系');
      const mobile = p.optStr('mobile');
      if (mobile !== undefined) {
        const info = preCheck(ctx.state, assertPhone(mobile), ctx.now);
        if (info.operator !== 'unicom' || !info.isLocal) throw biz('E_NOT_OUR_NUMBER', '请填写云南联通手机号码');
      }
      const addressCode = p.optStr('addressCode');
      const node = addressCode ? ctx.state.addresses.find((a) => a.code === addressCode) : undefined;
      const covered = !!node?.coverage && node.coverage.type !== 'none';
      const id = ctx.nextId('lead_');
      ctx.state.leads.push({
        id,
        source,
        name,
        phone,
        areaCode: p.str('areaCode', '区县'),
        addressText: p.str('addressText', '地址'),
        addressCode,
        mobile,
        commitFen: p.optInt('commitFen'),
        covered,
        at: ctx.now,
      });
      return { id };
    },
    {
      as: 'anon',
      method: 'POST',
      sms: PERSONA.li,
      params: {
        source: 'ycg',
        name: '李明',
        phone: PERSONA.li,
        areaCode: '530111',
        addressText: '关上街道世纪城1栋1单元101室',
        addressCode: '53011101010110101',
      },
    },
  ),
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
