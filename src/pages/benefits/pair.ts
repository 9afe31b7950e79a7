// The pair pack (/yjq): the invite of a partner and the partner's answer. Effects of the `benefits` model (its
// namespace), kept apart so the model fits on a screen.
import { call, put } from 'typed-redux-saga';
import { submit, type PayloadCreator, type Submission } from '../../core';
import { t } from '../../locales';
import global from '../../models/global';
import * as activityApi from '../../services/api/activity';
import * as handlebusiApi from '../../services/api/handlebusi';
import * as omowebApi from '../../services/api/omoweb';
import { clearDraft, saveDraft } from '../shared/draft';
import { codeOf } from '../shared/errors';
import { PAIR_ACT, PAIR_CODE } from './config';
import type { ReadStanding } from './links';
import { partnerProblem } from './rules';
import { toast } from './steps';

export const PAIR_DRAFT = 'benefits:pair';
export const inviteKey = (partner: string) => `pair:${partner}`;

export const pairEffects = (
  own: {
    setPartnerError: PayloadCreator<string | undefined>;
    setPartner: PayloadCreator<{ phone?: string; error?: string; confirming?: boolean }>;
    setAnswerError: PayloadCreator<string | undefined>;
  },
  readStanding: ReadStanding,
) => {
  /**
   * The partner's number checked and the fee confirmed: busi/handle with the partner (its SMS gate asks the code).
   * An invite already awaiting is shown instead.
   */
  function* order(phone: string, keyFor: Submission['keyFor']) {
    const req = { productCode: PAIR_CODE, actId: PAIR_ACT, partnerPhone: phone };
    try {
      yield* call(handlebusiApi.handle, req, { idempotencyKey: yield* keyFor(req) });
    } catch (e) {
      if (codeOf(e) !== 'E_INVITE_PENDING') throw e;
      yield* call(readStanding, PAIR_ACT); // the invite already awaiting is shown
      return false;
    }
    yield* call(clearDraft, PAIR_DRAFT);
    yield* put(own.setPartner({ phone: '' }));
    yield* call(readStanding, PAIR_ACT);
    return true;
  }
  return {
    /**
     * submit: the pair pack. The partner's number is checked (mobile number, not one's own), then its operator and
     * province (preCheckToPhone), then the pair's eligibility (checkPartner: same city, the pack's rules) before
     * any gate; then the page's confirmation names the fee (`confirming`), and its confirm (`confirmed`) orders
     * (busi/handle with the partner: the SMS gate asks the code), one at a time with the partner's key. The invite is then awaiting the partner; one already awaiting is shown. A
     * refusal is said at the number; a failure that is no refusal reaches onError.
     */
    invite: submit(
      function* (
        { payload }: { payload: { phone: string; own?: string; confirmed?: boolean } },
        { putResolve },
        { keyFor },
      ) {
        const { phone } = payload;
        if (payload.confirmed) {
          yield* put(own.setPartner({ confirming: false }));
          return yield* order(phone, keyFor);
        }
        const problem = partnerProblem(phone, payload.own);
        if (problem) {
          yield* put(own.setPartnerError(problem));
          return false;
        }
        yield* call(saveDraft, PAIR_DRAFT, { phone });
        // Through the global model, which keeps it as preCheckInfo (spec §3); its refusal is said at the field.
        const info = yield* putResolve(global.actions.preCheckToPhone({ phone }));
        if (info.operator !== 'unicom' || !info.isLocal) {
          yield* put(own.setPartnerError(t('benefits.pair.notOurs')));
          return false;
        }
        // The pair's eligibility (same city, the pack's rules) is read before the order, whose SMS gate would
        // otherwise ask the captcha and the code of a pair the order then refuses.
        const pair = yield* call(activityApi.checkPairPartner, { partnerPhone: phone });
        if (!pair.eligible) {
          yield* put(own.setPartnerError(pair.reasons[0] ?? t('benefits.pair.ineligible')));
          return false;
        }
        // The pair can be ordered: the fee is named in the page's confirmation (as a pack's 确认订购) before the SMS
        // gate; its confirm orders (`confirmed`).
        yield* put(own.setPartner({ confirming: true }));
        return false;
      },
      { intent: ({ phone }) => inviteKey(phone), refused: own.setPartnerError },
    ),

    /**
     * submit: the partner accepts or declines the invite (bindInfo); the invite is read again either way. A refusal
     * is said under the invite; a failure that is no refusal reaches onError.
     */
    answer: submit(
      function* ({ payload }: { payload: { inviteId: string; accept: boolean } }, _fx, { keyFor }) {
        const req = { actId: PAIR_ACT, inviteId: payload.inviteId, accept: payload.accept };
        try {
          yield* call(omowebApi.bindInfo, req, { idempotencyKey: yield* keyFor(req) });
        } catch (e) {
          yield* call(readStanding, PAIR_ACT, payload.inviteId);
          throw e;
        }
        yield* toast(t(payload.accept ? 'benefits.collect.accepted' : 'benefits.collect.declined'), 'success');
        yield* call(readStanding, PAIR_ACT, payload.inviteId);
        return true;
      },
      {
        intent: ({ inviteId, accept }) => `invite:${inviteId}:${accept ? 'yes' : 'no'}`,
        refused: own.setAnswerError,
      },
    ),
  };
};
