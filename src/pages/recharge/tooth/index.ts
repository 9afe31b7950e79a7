// The promotional top-up /newRecharge/tooth and /newRecharge/tooth/:token (PAGES.md §2.7, TopupForm in promo
// mode): pay 88 or 218, get the same credit and a dental voucher. Eligibility (and the campaign link's token) is
// checked before anything is paid; a number other than the one logged in is verified by SMS, whose code goes to
// the payment. Partner clinics come from wxcmsMerchantInfo. The results are ToothSuccess (toothSuccess88/218).
// The bundles, links and rules are ../toothRules.ts; its order and payment order.ts.
import { createSelector } from 'reselect';

import { call, put } from 'typed-redux-saga';
import { defineModel, replace, submit } from '../../../core';
import payment, { type PayOutcome } from '../../../models/payment';
import { selectBoundPhone, type SessionState } from '../../../models/session';
import ui from '../../../models/ui';
import * as activityApi from '../../../services/api/activity';
import * as billApi from '../../../services/api/bill';
import * as handlebusiApi from '../../../services/api/handlebusi';
import { t } from '../../../locales';
import { maskPhone } from '../../../utils/format';
import { orderTooth } from './order';
import { own, toothSlice } from './slice';
import { checkPhone, phoneEffects, phoneStatusOf, serverClock, toldOffset } from '../phoneCheck';
import { inMaintenance, phoneProblem, placeOf, readDraft, saveDraft, storedPhone } from '../topup';
import {
  availabilityOf,
  bundleOfFace,
  draftKey,
  isBundleId,
  needsSmsFor,
  TOKEN_ERROR_PATH,
  TOOTH_ACT,
  toothPath,
  type BundleId,
  type ToothForm,
  type ToothState,
} from '../toothRules';
import { PHONE_LENGTH } from '../../shared/phone';
import { selectOutcomeLogged } from '../../shared/payOutcome';
import { loadInto, messageOf } from '../../shared/load';

const DRAFT = 'tooth';
const persist = (form: ToothForm) =>
  saveDraft(DRAFT, { phone: form.phone, ...(form.bundle ? { bundle: form.bundle } : {}) });

type Root = { tooth: ToothState; session: SessionState };
/** The slice, for the model's own sagas (pages read `tooth.select`). */
const slice = (s: { tooth: ToothState }) => s.tooth;

/** Whether the campaign takes orders, and if not, why (and whether binding a number would help). */
export const selectAvailability = createSelector(
  [(s: Root) => s.tooth.activity, (s: Root) => s.tooth.ended, selectBoundPhone],
  availabilityOf,
);

/** A complete number that is not the one logged in (or that the server asked about) is verified by SMS. */
export const selectNeedsSms = createSelector(
  [(s: Root) => s.tooth.form.phone, (s: Root) => s.tooth.smsFor, selectBoundPhone],
  needsSmsFor,
);

const tooth = defineModel({
  ...toothSlice,
  selectors: {
    /** The shared maintenance rule (topup.ts): the window by the server's clock, or the server's refusal. */
    maintenance: (s: ToothState) => s.maintenance || inMaintenance(serverClock(s)),
    phoneStatus: createSelector([(s: ToothState) => s.form, (s: ToothState) => s.check], phoneStatusOf),
  },
  effects: {
    /**
     * takeLatest: opening the page, or coming back from the cashier. success → the bundle's result page; fail →
     * logged, the fail page; cancel → logged, the form kept with a note and the order kept to pay again.
     * Otherwise: the form from the draft or the saved number, then eligibility (with the link's token: a bad or
     * expired one goes to /tip/error) and clinics.
     */
    open: [
      function* ({ payload }: { payload: { token?: string; orderId?: string; payResult?: string } }, fx) {
        const { call, put, select, all } = fx;
        const { token, orderId, payResult } = payload;
        const outcome: PayOutcome | undefined =
          payResult === 'success' || payResult === 'cancel' || payResult === 'fail' ? payResult : undefined;
        if (orderId && outcome) {
          const draft = yield* call(readDraft, DRAFT);
          if (outcome !== 'success' && !(yield* select(selectOutcomeLogged(orderId)))) {
            void (yield* put(payment.actions.logOutcome({ orderId, outcome }))); // best effort, never throws
          }
          if (outcome === 'cancel') {
            const unpaid =
              draft?.phone && isBundleId(draft.bundle)
                ? { orderId, phone: draft.phone, bundle: draft.bundle }
                : undefined;
            yield* put(own.setFlags({ cancelled: true, unpaid }));
            yield* put(replace(toothPath(token)));
            return; // the address without payResult opens the page again
          }
          if (outcome === 'fail') {
            yield* put(replace(`/newRecharge/fail?orderId=${encodeURIComponent(orderId)}`));
            return;
          }
          let bundle = isBundleId(draft?.bundle) ? draft.bundle : undefined;
          try {
            const order = yield* call(billApi.orderWechatGetById, { orderId });
            bundle = bundleOfFace(order.faceFen) ?? bundle;
          } catch {
            /* the draft knows which bundle it was */
          }
          yield* put(replace(`/newRecharge/toothSuccess${bundle ?? '88'}?orderId=${encodeURIComponent(orderId)}`));
          return;
        }

        yield* put(own.setToken(token));
        yield* put(own.tick(yield* call(Date.now)));
        const { form, check } = yield* select(slice);
        if (!form.phone) {
          const draft = yield* call(readDraft, DRAFT);
          const phone = draft?.phone || (yield* call(storedPhone));
          yield* put(own.setForm({ phone, ...(isBundleId(draft?.bundle) ? { bundle: draft.bundle } : {}) }));
        }
        const { form: filled } = yield* select(slice);
        const fresh = check.status === 'done' && check.phone === filled.phone;
        const checking = filled.phone.length === PHONE_LENGTH && !phoneProblem(filled.phone) && !fresh;
        yield* all([
          call(loadActivity, token),
          call(
            loadInto,
            own.setMerchants,
            call(activityApi.merchantInfo, { actId: TOOTH_ACT, kind: 'clinic' as const }),
          ),
          ...(checking ? [call(checkPhone, own.setCheck, filled.phone)] : []),
        ]);
      },
      { type: 'takeLatest' },
    ],

    /** takeLatest: the eligibility block's retry. */
    retryActivity: [
      function* (_: unknown, { call, select }) {
        yield* call(loadActivity, (yield* select(slice)).token);
      },
      { type: 'takeLatest' },
    ],

    /** takeLatest: the clinics (here and on the result pages). */
    loadMerchants: [
      function* () {
        yield* loadInto(
          own.setMerchants,
          call(activityApi.merchantInfo, { actId: TOOTH_ACT, kind: 'clinic' as const }),
        );
      },
      { type: 'takeLatest' },
    ],

    ...phoneEffects(own, slice, persist),

    /** takeEvery (after the reducer of the same name): kept in the draft. */
    chooseBundle: function* (_: { payload: BundleId }, { call, select }) {
      yield* call(persist, (yield* select(slice)).form);
    },

    /**
     * takeLeading: a double tap sends once. getOrderWechatPageCode is captcha-gated by the request layer, which
     * opens the picture captcha itself; its cancel ("请输入图片验证码") is a toast. The countdown starts on success.
     */
    sendCode: [
      function* (_: unknown, { call, put, select }) {
        const { form } = yield* select(slice);
        const problem = phoneProblem(form.phone, true);
        if (problem) {
          yield* put(own.setForm({ phoneError: problem }));
          return false;
        }
        try {
          yield* call(billApi.getOrderWechatPageCode, { phone: form.phone });
        } catch (e) {
          if (placeOf(e) === 'code') yield* put(own.setForm({ codeError: { text: messageOf(e) } }));
          else void (yield* put(ui.actions.toast({ text: messageOf(e), kind: 'fail' })));
          return false;
        }
        yield* put(own.setForm({ sentAt: yield* call(Date.now), sentTo: form.phone, codeError: undefined }));
        const sent = t('recharge.tooth.sent', { phone: maskPhone(form.phone) });
        void (yield* put(ui.actions.toast({ text: sent, kind: 'success' })));
        return true;
      },
      { type: 'takeLeading' },
    ],

    /**
     * submit: pays once (`tooth.loading('submit')`). Checked first, in order: the number, a bundle, the campaign
     * open, the pre-check, and the SMS code when the number needs one. Then the order (orderSubmitBlack, type promo,
     * with the token and the intent's key; the order whose payment was cancelled is paid again instead) and the
     * payment with the code. Refusals show at their field (a bad token goes to /tip/error) or above the button; a
     * failure reaches onError. Nothing typed is lost.
     */
    submit: submit(
      function* (_: { payload: { phone: string; bundle?: BundleId } }, fx, submission) {
        return yield* fx.call(orderTooth, yield* fx.select((root: Root) => root), submission);
      },
      { intent: ({ phone, bundle }) => draftKey(phone, bundle ?? '88'), refused: own.setRefusal },
    ),
  },
});

export default tooth;
export type { ToothState };

/**
 * The eligibility, with the link's token: a bad or expired one goes to /tip/error. A failure is the block's. Its
 * `serverTime` sets the clock's offset (the nightly pause is the server's).
 */
function* loadActivity(token: string | undefined) {
  const info = yield* loadInto(
    own.setActivity,
    call(handlebusiApi.queryActiveInfo, { actId: TOOTH_ACT, ...(token !== undefined ? { token } : {}) }),
  );
  const offsetMs = info ? toldOffset(info.serverTime, yield* call(Date.now)) : undefined;
  if (offsetMs !== undefined) yield* put(own.setOffset(offsetMs));
  if (info && token !== undefined && info.tokenValid === false) yield* put(replace(TOKEN_ERROR_PATH));
}
