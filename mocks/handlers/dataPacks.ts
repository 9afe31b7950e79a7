// Packs, cap lifts, speed packs, pair packs and plan changes ordered on the caller's number (handlebusi/busi/handle).
import type { BusiHandleReq, HandleResult } from '../../src/services/api/types';
import type { RouteDef } from '../core/context';
import { biz } from '../core/errors';
import { HOUR, isoCn } from '../core/time';
import { PERSONA } from '../db/seed/people';
import { applyProduct, findOffering, offeringReasons } from '../services/products';
import { assertPhone } from '../services/verify';
import { BUSI_CODES, checkSms, preCheck, route, smsPhone } from './common';

// TODO(types): move to src/services/api/types — the yjq pair pack names its partner on busi/handle.
export interface BusiHandleSimReq extends BusiHandleReq {
  partnerPhone?: string;
}

export const dataPacksRoutes: RouteDef[] = [
  route(
    'handlebusi/busi/handle',
    'G2',
    "Orders a pack, cap lift, speed pack, pair pack or plan change on the caller's number (SMS gate).",
    (ctx): HandleResult => {
      const p = ctx.params.as<BusiHandleSimReq>();
      const phone = smsPhone(ctx);
      const sub = ctx.me(phone);
      checkSms(ctx, phone, p.str('smsCode', '短信验证码'), BUSI_CODES);
      const code = p.str('productCode', '产品');
      if (code === 'YJQ_PAIR') {
        const partner = assertPhone(p.optStr('partnerPhone'));
        const info = preCheck(ctx.state, partner, ctx.now);
        const partnerSub = ctx.state.subscribers[partner];
        if (info.operator !== 'unicom' || !partnerSub) throw biz('E_PARTNER', '对方须为云南联通号码');
        if (partner === sub.phone) throw biz('E_PARTNER', '不能邀请自己');
        if (partnerSub.cityCode === sub.cityCode) throw biz('E_PARTNER', '异地恋情侣包仅限不同城市的号码办理');
        const pack = findOffering(ctx.state, code);
        if (!pack) throw biz('E_PRODUCT_NOT_FOUND', '产品不存在');
        const reasons = offeringReasons(ctx.state, sub, pack, ctx.now);
        if (reasons.length) throw biz('E_INELIGIBLE', reasons[0] ?? '不符合办理条件', { reasons });
        const pendingInvite = Object.values(ctx.state.invites).find(
          (i) => i.fromPhone === sub.phone && i.status === 'pending' && i.expiresAt > ctx.now,
        );
        if (pendingInvite)
          throw biz('E_INVITE_PENDING', '已邀请对方，等待对方确认', { inviteId: pendingInvite.inviteId });
        const inviteId = ctx.nextId('inv_');
        ctx.state.invites[inviteId] = {
          inviteId,
          fromPhone: sub.phone,
          toPhone: partner,
          productCode: code,
          createdAt: ctx.now,
          expiresAt: ctx.now + 48 * HOUR,
          status: 'pending',
        };
        return {
          orderNo: inviteId,
          status: 'accepted',
          expiresAt: isoCn(ctx.now + 48 * HOUR),
          reason: '已发送邀请，对方48小时内确认后生效',
        };
      }
      return applyProduct({ state: ctx.state, now: ctx.now, rng: ctx.rng, nextId: ctx.nextId }, sub, code);
    },
    { as: 'wang', method: 'POST', sms: PERSONA.wang, params: { productCode: 'BINGJILING', phone: PERSONA.wang } },
  ),
];
