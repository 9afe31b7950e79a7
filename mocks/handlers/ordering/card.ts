// Card orders (handlebusi/wxOrderRecord/*): number selection and hold, the contact SMS and the order with its
// real-name checks.
import type {
  CardOrderReq,
  KeepNumReq,
  NumberHold,
  NumberItem,
  OrderSubmitted,
  SelectNumReq,
  SendSmsReq,
  SmsSent,
} from '../../../src/services/api/types';
import type { Ctx, RouteDef } from '../../core/context';
import { biz } from '../../core/errors';
import { isoCn } from '../../core/time';
import { PERSONA } from '../../db/seed/people';
import type { NumberRow } from '../../db/types';
import { HOLD_MS } from '../../services/numbers';
import { PAY_WINDOW_MS } from '../../services/payments';
import { checkAddress, checkCustomer } from '../../services/realname';
import { checkSms, ORDER_CODES, passCaptcha, rememberLookupPhone, route, send } from '../common';
import { addOrder, payable, readAddress, readCustomer } from './shared';

/** Who holds a number: the WeChat user, else the number, else the session (so a hold survives a re-login). */
function holder(ctx: Ctx): string {
  return ctx.who.openid ?? ctx.who.phone ?? ctx.who.session?.id ?? 'anon';
}

/**
 * One open order per card and customer: an order of this card still to pay (its 30 minutes not over), or placed in
 * the last 30 minutes, refuses a second one (a new tab after a lost answer, another number picked there), before any
 * code is spent, with that order's number, amount (0 when nothing is to pay), deadline and number, so the page shows
 * that order (and its payment) instead of ordering twice.
 */
function refuseOpenCardOrder(ctx: Ctx, productCode: string): void {
  for (const row of Object.values(ctx.state.productOrders)) {
    if (row.kind !== 'card' || row.productCode !== productCode) continue;
    const po = row.payOrderId ? ctx.state.payOrders[row.payOrderId] : undefined;
    const toPay = row.stateCode === 1 && !!row.payBy && row.payBy > ctx.now && (!po || po.status === 'unpaid');
    const justPlaced = row.stateCode === 6 && ctx.now - row.createdAt < PAY_WINDOW_MS;
    if (!toPay && !justPlaced) continue;
    const own =
      (ctx.who.openid !== undefined && row.ownerOpenid === ctx.who.openid) ||
      (ctx.who.phone !== undefined && row.phone === ctx.who.phone);
    if (!own) continue;
    if (!toPay)
      throw biz('E_CARD_PENDING', '您刚提交过该号卡的订单，请勿重复提交', {
        orderNo: row.orderNo,
        payFen: 0,
        msisdn: row.msisdn,
      });
    throw biz('E_CARD_PENDING', '您有一笔待支付的号卡订单，请先完成支付', {
      orderNo: row.orderNo,
      payFen: po?.payFen ?? row.totalFen,
      payBy: isoCn(row.payBy ?? ctx.now),
      msisdn: row.msisdn,
    });
  }
}

function numberItem(n: NumberRow): NumberItem {
  return {
    msisdn: n.msisdn,
    cityCode: n.cityCode,
    pretty: n.pretty,
    prepayFen: n.prepayFen,
    minSpendFen: n.minSpendFen,
    status: n.status,
  };
}

export const cardRoutes: RouteDef[] = [
  route(
    'handlebusi/wxOrderRecord/selectNum',
    'G0',
    'Ten available numbers of a city (search ≥ 3 digits; pretty numbers need prepay and a minimum spend).',
    (ctx): NumberItem[] => {
      const p = ctx.params.as<SelectNumReq>();
      const cityCode = p.str('cityCode', '号码归属地');
      const keyword = p.optStr('keyword');
      const pretty = p.optBool('pretty');
      if (keyword !== undefined && (!/^\d+$/.test(keyword) || keyword.length < (pretty ? 2 : 3)))
        throw biz('E_PARAM', `请输入不少于${pretty ? 2 : 3}位数字`);
      const all = Object.values(ctx.state.numbers)
        .filter(
          (n) =>
            n.cityCode === cityCode &&
            n.status === 'available' &&
            (pretty === undefined || n.pretty === pretty) &&
            (!keyword || n.msisdn.slice(3).includes(keyword)),
        )
        .sort((a, b) => (a.msisdn < b.msisdn ? -1 : 1));
      if (!all.length) return [];
      const batch = p.optInt('batch') ?? 0;
      const start = (batch * 10) % all.length;
      return [...all.slice(start), ...all.slice(0, start)].slice(0, 10).map(numberItem);
    },
    { as: 'anon', method: 'GET', params: { cityCode: '530100' } },
  ),
  route(
    'handlebusi/wxOrderRecord/keepNum',
    'G1',
    'Holds a number for 30 minutes (one hold per session; taken numbers refused).',
    (ctx): NumberHold => {
      const msisdn = ctx.params.as<KeepNumReq>().str('msisdn', '号码');
      const n = ctx.state.numbers[msisdn];
      if (!n) throw biz('E_NUMBER_NOT_FOUND', '号码不存在');
      const me = holder(ctx);
      if (n.status === 'sold' || (n.status === 'reserved' && n.reservedBy !== me))
        throw biz('E_NUMBER_TAKEN', '该号码已被选走，请换一个');
      for (const other of Object.values(ctx.state.numbers)) {
        if (other !== n && other.status === 'reserved' && other.reservedBy === me) {
          const pendingOrder = Object.values(ctx.state.productOrders).some(
            (o) => o.msisdn === other.msisdn && o.stateCode === 1,
          );
          if (!pendingOrder) {
            other.status = 'available';
            delete other.reservedUntil;
            delete other.reservedBy;
          }
        }
      }
      n.status = 'reserved';
      n.reservedBy = me;
      n.reservedUntil = ctx.now + HOLD_MS;
      return { msisdn, reservedUntil: isoCn(n.reservedUntil) };
    },
    {
      as: 'newUser',
      method: 'POST',
      params: (state) => ({
        msisdn:
          Object.values(state.numbers).find((n) => n.status === 'available' && n.cityCode === '530100')?.msisdn ?? '',
      }),
    },
  ),
  route(
    'handlebusi/wxOrderRecord/messageSend',
    'G1',
    'SMS code to the order contact number (captcha gate).',
    (ctx): SmsSent => {
      passCaptcha(ctx);
      return send(ctx, ctx.params.as<SendSmsReq>().optStr('phone'), 'order');
    },
    { as: 'newUser', method: 'POST', captcha: true, params: { phone: PERSONA.li } },
    { captcha: true },
  ),
  route(
    'handlebusi/wxOrderRecord/submit',
    'G1',
    'Card order: real name, age 16-60, blacklist, one ID five numbers, hold, address; pay prepay within 30 minutes.',
    (ctx): OrderSubmitted => {
      const p = ctx.params.as<CardOrderReq>();
      const card = ctx.state.catalogue.cards.find((c) => c.code === p.str('productCode', '商品'));
      if (!card) throw biz('E_PRODUCT_NOT_FOUND', '商品不存在或已下架');
      refuseOpenCardOrder(ctx, card.code);
      const msisdn = p.str('msisdn', '号码');
      const raw = readCustomer(ctx);
      const address = readAddress(ctx);
      if (!raw || !address) throw biz('E_PARAM', '请完善入网信息和收货地址');
      // The address says nothing of anyone: checked before the SMS code is spent, so a refused address costs no code.
      checkAddress(address.areaCode, address.detail, card.code === 'CARD5GNEW' ? 'nationwide' : 'province');
      checkSms(ctx, raw.contactPhone, p.str('smsCode', '短信验证码'), ORDER_CODES);
      // This session proved the contact phone: its orders can be tracked at once, without a second code.
      rememberLookupPhone(ctx, raw.contactPhone);
      const customer = checkCustomer(ctx.state, raw, ctx.now, { newNumber: true });
      const recommender = p.optStr('recommender');
      if (recommender !== undefined && !/^\d{8}$/.test(recommender)) throw biz('E_PARAM', '推荐人工号为8位数字');
      const n = ctx.state.numbers[msisdn];
      if (!n || n.status !== 'reserved' || n.reservedBy !== holder(ctx) || (n.reservedUntil ?? 0) <= ctx.now)
        throw biz('E_HOLD_EXPIRED', '号码占用已失效，请重新选号');
      const totalFen = card.prepayFen + n.prepayFen;
      const row = addOrder(ctx, {
        kind: 'card',
        productCode: card.code,
        name: card.name,
        phone: ctx.who.phone ?? customer.contactPhone,
        msisdn,
        items: [
          { name: `${card.name}${totalFen ? `（预存话费${totalFen / 100}元）` : ''}`, quantity: 1, fen: totalFen },
        ],
        totalFen,
        stateCode: totalFen > 0 ? 1 : 6,
        customer,
        address,
        channel: p.optStr('channel') ?? 'wechat',
        text: totalFen > 0 ? '订单已提交，请在30分钟内支付' : '实名核验通过，等待发货',
      });
      if (totalFen > 0) {
        n.reservedUntil = ctx.now + PAY_WINDOW_MS;
        return payable(ctx, row, 'card', `${card.name}预存话费`);
      }
      n.status = 'sold';
      delete n.reservedUntil;
      return { orderNo: row.orderNo, payFen: 0 };
    },
    {
      as: 'newUser',
      method: 'POST',
      sms: PERSONA.li,
      smsPurpose: 'order',
      params: (state, now) => {
        const n = Object.values(state.numbers).find(
          (x) => x.status === 'available' && x.cityCode === '530100' && !x.pretty,
        );
        if (n) {
          n.status = 'reserved';
          n.reservedUntil = now + HOLD_MS;
          n.reservedBy = 'o_sim_new';
        }
        return {
          productCode: 'CARD20',
          msisdn: n?.msisdn ?? '',
          customer: { name: '李明', certNo: '530502199708152013', contactPhone: PERSONA.li },
          address: { areaCode: '530502', detail: '永昌街道保山新城2栋1单元301室' },
        };
      },
    },
  ),
];
