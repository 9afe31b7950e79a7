// The top-up family's rules: whether a number can be topped up (operator, region, portability) and the partner
// clinics of the tooth campaign (also the halls of an account closure and the stores of the 七彩 card).
import type { Merchant, MerchantReq, PreCheckInfo, PreCheckReq } from '../../src/services/api/types';
import type { RouteDef } from '../core/context';
import { isoCn } from '../core/time';
import { PERSONA } from '../db/seed/people';
import { assertPhone } from '../services/verify';
import { preCheck, route } from './common';

export const rechargeRoutes: RouteDef[] = [
  route(
    'handlebusi/preCheck/preCheckToPhone',
    'G0',
    "Operator, region and whether the number can be topped up (number portability aware), at the server's time.",
    (ctx): PreCheckInfo => {
      const phone = assertPhone(ctx.params.as<PreCheckReq>().optStr('phone'));
      // The server's time: the forms judge the nightly pause by it, whatever the phone's clock says.
      return { ...preCheck(ctx.state, phone, ctx.now), serverTime: isoCn(ctx.now) };
    },
    { as: 'anon', method: 'POST', params: { phone: PERSONA.otherOperator } },
  ),
  route(
    'activity/wxcmsMerchantInfo/get',
    'G0',
    'Partner clinics (tooth campaign) and stores (七彩 card).',
    (ctx): Merchant[] => {
      const p = ctx.params.as<MerchantReq>();
      const kind =
        p.optStr('kind') ??
        (p.optStr('actId') === 'tooth' ? 'clinic' : p.optStr('actId') === 'gcy' ? 'store' : undefined);
      return ctx.state.catalogue.merchants.filter((m) => !kind || m.kind === kind);
    },
    { as: 'anon', method: 'GET', params: { actId: 'tooth' } },
  ),
];
