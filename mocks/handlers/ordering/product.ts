// Product orders: seckill grabs, wireless broadband, handsets on contract and catalogue products
// (handlebusi/submitOrder/submit), and a business accepted on the caller's number (a handset's contract tier).
import type { AcceptanceReq, HandleResult, OrderSubmitted, ProductOrderReq } from '../../../src/services/api/types';
import type { RouteDef } from '../../core/context';
import type { DeviceRow } from '../../db/types';
import { biz, HttpError, MSG } from '../../core/errors';
import { dateCn, monthsBetween } from '../../core/time';
import { PERSONA } from '../../db/seed/people';
import { applyProduct, findOffering } from '../../services/products';
import { checkAddress, checkCustomer } from '../../services/realname';
import { BUSI_CODES, checkSms, ORDER_CODES, rememberLookupPhone, route, smsPhone, starNumber } from '../common';
import { seckillSubmit } from '../sale';
import { addOrder, payable, readAddress, readCustomer } from './shared';

export const productRoutes: RouteDef[] = [
  route(
    'handlebusi/submitOrder/submit',
    'G1',
    'Product order: seckill grab (actId=seckill, itemId), wireless broadband (WBB_*), handset on contract (HS_*), or a catalogue product.',
    (ctx): OrderSubmitted => {
      const p = ctx.params.as<ProductOrderReq>();
      const code = p.str('productCode', '商品');
      const actId = p.optStr('actId');
      if (actId === 'seckill') {
        const sub = ctx.me();
        return seckillSubmit(ctx, sub, p.str('itemId', '秒杀商品'));
      }
      const customer = readCustomer(ctx);
      const address = readAddress(ctx);
      if (code.startsWith('WBB_')) {
        const plans: Record<string, { name: string; device: string }> = {
          WBB_4G_49: { name: '4G无线宽带49元/月（100GB）', device: 'CPE_4G' },
          WBB_5G_99: { name: '5G无线宽带99元/月（300GB）', device: 'CPE_5G' },
          WBB_2I_39: { name: '王卡无线宽带39元/月（60GB）', device: 'CPE_4G' },
        };
        const plan = plans[code];
        if (!plan) throw biz('E_PRODUCT_NOT_FOUND', '商品不存在或已下架');
        if (!customer || !address) throw biz('E_PARAM', '请完善入网信息和安装地址');
        // Before the SMS code is spent (a refused address costs no code).
        checkAddress(address.areaCode, address.detail, 'province');
        checkSms(ctx, customer.contactPhone, p.str('smsCode', '短信验证码'), ORDER_CODES);
        // This session proved the contact phone: its orders can be tracked at once, without a second code.
        rememberLookupPhone(ctx, customer.contactPhone);
        const c = checkCustomer(ctx.state, customer, ctx.now, { newNumber: false });
        const device = ctx.state.catalogue.devices.find((d) => d.code === (p.optStr('deviceCode') ?? plan.device));
        if (!device || device.kind !== 'cpe') throw biz('E_PARAM', '请选择设备');
        if (device.stock <= 0) throw biz('E_OUT_OF_STOCK', `${device.name}已售罄`);
        device.stock -= 1;
        const row = addOrder(ctx, {
          kind: 'wireless',
          productCode: code,
          name: plan.name,
          phone: ctx.who.phone ?? c.contactPhone,
          items: [
            { name: plan.name, quantity: 1, fen: 0 },
            { name: device.name, quantity: 1, fen: device.priceFen },
          ],
          totalFen: device.priceFen,
          stateCode: 1,
          customer: c,
          address,
          channel: p.optStr('channel') ?? (code === 'WBB_2I_39' ? '2I' : 'wechat'),
          deviceCode: device.code,
        });
        return payable(ctx, row, 'device', `${plan.name}+${device.name}`);
      }
      const device = ctx.state.catalogue.devices.find((d) => d.code === code);
      if (device) {
        const sub = ctx.me();
        const reasons: string[] = [];
        if (monthsBetween(sub.activatedAt, ctx.now) < 12) reasons.push('在网不满12个月');
        if (sub.status === 'arrears') reasons.push('号码欠费');
        if (sub.contractEndsOn && sub.contractEndsOn >= dateCn(ctx.now)) reasons.push('已有合约在身');
        if (starNumber(sub) < 2) reasons.push('客户星级低于二星');
        if (reasons.length) throw biz('E_INELIGIBLE', `暂不符合购机条件：${reasons.join('、')}`, { reasons });
        if (device.stock <= 0) throw biz('E_OUT_OF_STOCK', `${device.name}已售罄`);
        device.stock -= 1;
        const row = addOrder(ctx, {
          kind: 'device',
          productCode: code,
          name: device.name,
          phone: sub.phone,
          items: [{ name: device.name, quantity: 1, fen: 0 }],
          totalFen: 0,
          stateCode: 6,
          channel: 'wechat',
          customer: { name: sub.name, certNo: sub.certNo, contactPhone: sub.phone },
          address,
          text: '合约购机已受理，等待发货',
        });
        return { orderNo: row.orderNo, payFen: 0 };
      }
      const o = findOffering(ctx.state, code);
      const card = ctx.state.catalogue.cards.find((c) => c.code === code);
      const bb = ctx.state.catalogue.broadbandOffers.find((b) => b.offerCode === code);
      const name = o?.name ?? card?.name ?? bb?.name;
      if (!name) throw biz('E_PRODUCT_NOT_FOUND', '商品不存在或已下架');
      const quantity = Math.max(1, Math.min(5, p.optInt('quantity') ?? 1));
      const unit = o?.priceFen ?? card?.prepayFen ?? bb?.yearlyFen ?? 0;
      const phone = ctx.who.phone ?? customer?.contactPhone;
      if (!phone) throw new HttpError(401, 'E_UNAUTHORIZED', MSG.unauthorized);
      const row = addOrder(ctx, {
        kind: 'product',
        productCode: code,
        name,
        phone,
        items: [{ name, quantity, fen: unit * quantity }],
        totalFen: unit * quantity,
        stateCode: unit > 0 ? 1 : 6,
        channel: p.optStr('channel') ?? 'wechat',
        address,
      });
      return payable(ctx, row, 'device', name);
    },
    { as: 'wang', method: 'POST', params: { productCode: 'BINGJILING', quantity: 1 } },
  ),
  route(
    'handlebusi/businessAcceptance/reception',
    'G2',
    "Accepts a business on the caller's number (SMS gate): plan, pack, or handset contract tier.",
    (ctx): HandleResult => {
      const p = ctx.params.as<AcceptanceReq>();
      const phone = smsPhone(ctx);
      const sub = ctx.me(phone);
      checkSms(ctx, phone, p.str('smsCode', '短信验证码'), BUSI_CODES);
      const code = p.str('productCode', '商品');
      const signId = p.optStr('signId');
      if (signId && ctx.state.signs[signId]?.phone !== sub.phone) throw biz('E_SIGN', '请先完成电子签名');
      const device = ctx.state.catalogue.devices.find((d) => d.code === code);
      if (device) {
        if (!signId) throw biz('E_SIGN', '请先完成电子签名');
        const tier = p.optStr('tier') ?? '99x24';
        const reasons: string[] = [];
        if (monthsBetween(sub.activatedAt, ctx.now) < 12) reasons.push('在网不满12个月');
        if (sub.status === 'arrears') reasons.push('号码欠费');
        if (sub.contractEndsOn && sub.contractEndsOn >= dateCn(ctx.now)) reasons.push('已有合约在身');
        if (starNumber(sub) < 2) reasons.push('客户星级低于二星');
        if (reasons.length) throw biz('E_INELIGIBLE', `暂不符合购机条件：${reasons.join('、')}`, { reasons });
        if (device.stock <= 0) throw biz('E_OUT_OF_STOCK', `${device.name}已售罄`);
        device.stock -= 1;
        const address = readAddress(ctx);
        const downFen = tier === '69x24' ? 80000 : 0;
        const contract = tier === '69x24' ? '69元×24月' : '99元×24月';
        const model = [device.name, p.optStr('colour'), p.optStr('storage')].filter(Boolean).join(' ');
        const row = addOrder(ctx, {
          kind: 'device',
          productCode: code,
          name: `${model}（合约${contract}）`,
          phone: sub.phone,
          // The phone at its price; what is paid now is the down payment (the rest is in the 24 monthly fees).
          items: [{ name: model, quantity: 1, fen: devicePriceFen(device, p.optStr('storage')) }],
          totalFen: downFen,
          downPaymentFen: downFen,
          stateCode: downFen ? 1 : 6,
          channel: 'wechat',
          address,
          ...(downFen ? { deviceCode: device.code } : {}),
          customer: { name: sub.name, certNo: sub.certNo, contactPhone: sub.phone },
        });
        // The contract and the acceptance form signed with it; the invoice comes with the down payment (payments.ts).
        for (const [type, name] of [
          ['agreement', `合约购机协议-${device.name}（${contract}）.pdf`],
          ['acceptance', `业务受理单-合约购机-${device.name}.pdf`],
        ] as const)
          ctx.state.papers.push({
            paperId: ctx.nextId('pp_'),
            phone: sub.phone,
            orderId: row.orderNo,
            name,
            type,
            mime: 'application/pdf',
            size: type === 'agreement' ? 148_210 : 88_406,
            createdAt: ctx.now,
          });
        const submitted = payable(ctx, row, 'device', `${device.name}首付款`);
        return {
          orderNo: submitted.orderNo,
          status: 'accepted',
          ...(submitted.payBy ? { expiresAt: submitted.payBy } : {}),
        };
      }
      return applyProduct({ state: ctx.state, now: ctx.now, rng: ctx.rng, nextId: ctx.nextId }, sub, code);
    },
    { as: 'wang', method: 'POST', sms: PERSONA.wang, params: { productCode: 'REFUEL_10', phone: PERSONA.wang } },
  ),
];

/** A handset's price in the storage chosen (the first storage's when none or an unknown one). */
export const devicePriceFen = (device: DeviceRow, storage: string | undefined): number =>
  (storage !== undefined ? device.storagePriceFen?.[storage] : undefined) ?? device.priceFen;
