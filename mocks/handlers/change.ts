// Agent ordering for a present customer (the valet pages): the staff's look-ups, the customer's e-signature and
// the order taken by the staff member.
import type {
  BlPhone,
  BlPhoneReq,
  BlSign,
  BlSignReq,
  DkHandleReq,
  HandleResult,
  MultUser,
  MultUserReq,
} from '../../src/services/api/types';
import type { Ctx, RouteDef } from '../core/context';
import { biz, MSG } from '../core/errors';
import { monthsBetween } from '../core/time';
import { maskName } from '../db/idcard';
import { PERSONA } from '../db/seed/people';
import { orderNoAt } from '../db/seed/records';
import type { ProductOrderRow } from '../db/types';
import { applyProduct, planOf } from '../services/products';
import { assertPhone } from '../services/verify';
import { BUSI_CODES, checkSms, route } from './common';
import { planName } from './user';

/** Refused for an agent product the customer has already (multuserqry lists them, so the page does not offer it). */
const HELD_REASON = '客户已办理融合宽带，无需重复办理';

/** The agent products the customer holds already: the fused broadband with an active fused account. */
function heldValetProducts(ctx: Ctx, phone: string): string[] {
  const fused = ctx.state.broadbandAccounts.some((a) => a.phone === phone && a.fused && a.status === 'active');
  return fused ? ['VALET_BB300'] : [];
}

export const changeRoutes: RouteDef[] = [
  route(
    'handlebusi/businessAcceptance/getBlPhone',
    'G3',
    'Staff: look up the present customer.',
    (ctx): BlPhone => {
      const phone = assertPhone(ctx.params.as<BlPhoneReq>().optStr('phone'));
      const sub = ctx.state.subscribers[phone];
      if (!sub) throw biz('E_NOT_CUSTOMER', MSG.notCustomer);
      return {
        phone,
        maskedName: maskName(sub.name),
        planName: planName(ctx, sub.planCode),
        staffId: ctx.who.staffId ?? '',
      };
    },
    { as: 'staff', method: 'GET', params: { phone: PERSONA.wang } },
  ),
  route(
    'handlebusi/businessAcceptance/getBlSign',
    'G1',
    "Stores the customer's e-signature (PNG data URL) for an order.",
    (ctx): BlSign => {
      const p = ctx.params.as<BlSignReq>();
      const phone = assertPhone(p.optStr('phone'));
      if (!ctx.who.staffId && !ctx.who.phones.includes(phone)) throw biz('E_FORBIDDEN_NUMBER', MSG.forbiddenNumber);
      const img = p.str('signImage', '签名');
      if (!/^data:image\/png;base64,[A-Za-z0-9+/=]{16,}$/.test(img)) throw biz('E_PARAM', '签名图片格式错误');
      const signId = ctx.nextId('sign_');
      ctx.state.signs[signId] = {
        signId,
        phone,
        productCode: p.str('productCode', '商品'),
        staffId: ctx.who.staffId,
        bytes: img.length,
        at: ctx.now,
      };
      return { signId };
    },
    {
      as: 'staff',
      method: 'POST',
      params: {
        phone: PERSONA.wang,
        productCode: 'REFUEL_20',
        signImage:
          'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      },
    },
  ),
  route(
    'handlebusi/businessAcceptance/multuserqry',
    'G3',
    'Staff: customer facts (the network generation among them) and eligibility for agent ordering.',
    (ctx): MultUser => {
      const phone = assertPhone(ctx.params.as<MultUserReq>().optStr('phone'));
      const sub = ctx.state.subscribers[phone];
      if (!sub) throw biz('E_NOT_CUSTOMER', MSG.notCustomer);
      const reasons: string[] = [];
      if (sub.status === 'arrears') reasons.push('号码欠费停机，请先缴费');
      if (ctx.state.blacklistCerts.includes(sub.certNo)) reasons.push('客户证件在黑名单中');
      const held = heldValetProducts(ctx, phone);
      return {
        phone,
        maskedName: maskName(sub.name),
        planName: planName(ctx, sub.planCode),
        tenureMonths: monthsBetween(sub.activatedAt, ctx.now),
        star: sub.star,
        arrearsFen: sub.balanceFen < 0 ? -sub.balanceFen : 0,
        network: planOf(ctx.state, sub.planCode)?.is5G ? '5G' : '4G',
        eligible: reasons.length === 0,
        reasons,
        held,
      };
    },
    { as: 'staff', method: 'GET', params: { phone: PERSONA.wang } },
  ),
  route(
    'handlebusi/busi/dkhandle',
    'G3',
    "Staff orders for a present customer: the customer's SMS code and e-signature; the staff id is recorded.",
    (ctx): HandleResult => {
      const p = ctx.params.as<DkHandleReq>();
      const phone = assertPhone(p.optStr('phone'));
      const sub = ctx.state.subscribers[phone];
      if (!sub) throw biz('E_NOT_CUSTOMER', MSG.notCustomer);
      const code = p.str('productCode', '商品');
      if (!ctx.state.catalogue.valetProducts.some((v) => v.code === code))
        throw biz('E_PRODUCT_NOT_FOUND', '该商品不支持代客办理');
      // Before the customer's SMS code is spent.
      if (heldValetProducts(ctx, phone).includes(code)) throw biz('E_HELD', HELD_REASON);
      checkSms(ctx, phone, p.str('smsCode', '短信验证码'), BUSI_CODES);
      const sign = ctx.state.signs[p.str('signId', '电子签名')];
      if (!sign || sign.phone !== phone) throw biz('E_SIGN', '请先完成客户电子签名');
      let result: HandleResult;
      if (code === 'VALET_BB300') {
        result = { orderNo: orderNoAt(ctx.now, ctx.rng), status: 'accepted' };
      } else {
        result = applyProduct(
          { state: ctx.state, now: ctx.now, rng: ctx.rng, nextId: ctx.nextId, staffId: ctx.who.staffId },
          sub,
          code,
        );
      }
      const name = ctx.state.catalogue.valetProducts.find((v) => v.code === code)?.name ?? code;
      const row: ProductOrderRow = {
        orderNo: result.orderNo,
        kind: 'valet',
        productCode: code,
        name,
        phone,
        items: [{ name, quantity: 1, fen: 0 }],
        totalFen: 0,
        stateCode: 6,
        channel: 'O2O门店',
        staffId: ctx.who.staffId,
        createdAt: ctx.now,
        timeline: [{ at: ctx.now, text: `店员${ctx.who.staffId ?? ''}代客办理` }],
      };
      ctx.state.productOrders[row.orderNo] = row;
      return result;
    },
    {
      as: 'staff',
      method: 'POST',
      sms: PERSONA.wang,
      params: (state) => {
        state.signs.sign_cov = { signId: 'sign_cov', phone: PERSONA.wang, productCode: 'REFUEL_20', bytes: 100, at: 0 };
        return { phone: PERSONA.wang, productCode: 'REFUEL_20', signId: 'sign_cov' };
      },
    },
  ),
];
