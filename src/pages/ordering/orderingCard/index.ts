// The SIM-card order (PAGES.md §2.6 "the flow", templates OnePageOrder and OrderWizard): one draft shared by
// `/marketCard/card*` (every section on one page) and the wizard `/orderPage` → selectNumber → purchaseInformation
// → confirm. Number: the city's pool (search ≥3 digits, 10 per batch, 换一批, 靓号 with prepay and minimum spend);
// a tap holds it 30 minutes on the server (keepNum), and the hold counts down on every step; when it runs out
// the number goes and the customer chooses again, everything else kept. Real name, contact + SMS (messageSend,
// captcha gate), delivery address, agreements; submit once (takeLeading, one idempotency key per draft, reused on
// every retry); a prepay goes through the payment flow. The draft (never the SMS code) lives in sessionStorage,
// so it survives an error, a reload and a re-login.
import { all, call, put, select } from 'typed-redux-saga';
import { defineModel, push, replace, submit } from '../../../core';
import * as configApi from '../../../services/api/config';
import * as handlebusi from '../../../services/api/handlebusi';
import { selectBoundPhone } from '../../../models/session';
import { randomId } from '../../../services/request';
import { readDraft, saveDraft } from '../../shared/draft';
import { loadInto } from '../../shared/load';
import { cleanPhone } from '../../shared/phone';
import {
  DRAFT,
  firstOpenStep,
  isDraft,
  newDraft,
  placeRefusal,
  problemsOf,
  requestOf,
  STEP_FIELDS,
  STEP_ORDER,
  STEP_PATH,
  SUCCESS_PATH,
  type CardDraft,
  type CardState,
  type Step,
} from './form';
import { DEFAULT_CITY, readHomeArea } from '../homeArea';
import { expireIfDue, keep, numberEffects } from './numbers';
import { orderingCardSlice } from './slice';
import { cleanCert } from '../realName';
import {
  fieldsPass,
  loadAreas,
  loadDelivery,
  namesOrder,
  openOrderOf,
  refusedAt,
  reload,
  sayBeforeCode,
  sendOnce,
  smsEffect,
} from '../sagas';
import { cannotConfirm, serverTime } from '../../shared/outcome';
import { placed } from '../orderPlaced';

const selectCard = (s: { orderingCard: CardState }) => s.orderingCard;
const cardErrors = (s: { orderingCard: CardState }) => s.orderingCard.errors;

/**
 * The customer's own order of this card still to pay, which a refusal E_CARD_PENDING names (a new tab ordering again
 * after a lost answer): offered back to pay instead of a second order. Undefined when the refusal names none.
 */
export function openCardOrderOf(e: unknown): { orderNo: string; msisdn: string; pay: boolean } | undefined {
  const open = openOrderOf(e, 'E_CARD_PENDING');
  return open ? { orderNo: open.orderNo, msisdn: open.msisdn, pay: open.payFen > 0 } : undefined;
}

/** How long after its order the server refuses a second order of the same card (one that had nothing to pay). */
export const JUST_PLACED_MS = 30 * 60_000;

/**
 * The customer's open order of this card, as the server's order records tell it: one still to pay (its window not
 * over), or one placed in the last 30 minutes, by the server's clock. Read before the SMS step, so that it is said
 * before any gate. The records are a bound number's: a customer without one has nothing to read here (the server's
 * refusal at submit still says it), nor has a failure to read, which lets the order go on.
 */
export function* openCardOrder(productCode: string) {
  // A bound number's records: none before a login, nor for a WeChat user without one.
  if (!(yield* select(selectBoundPhone))) return undefined;
  try {
    const page = yield* call(handlebusi.queryUserProductInfo, { source: 'order' as const, pageSize: 20 });
    const phoneNow = yield* call(Date.now);
    const server = serverTime(page.serverTime);
    const now = Number.isNaN(server) ? phoneNow : server;
    for (const r of page.list) {
      if (r.productCode !== productCode || !r.orderNo) continue;
      const payBy = serverTime(r.payBy);
      if (r.status === 'pending' && r.feeFen > 0 && !(payBy <= now))
        return { orderNo: r.orderNo, payFen: r.feeFen, msisdn: '' };
      const placedAt = serverTime(r.createdAt);
      if (r.stateCode === 6 && r.status !== 'cancelled' && r.status !== 'failed' && now - placedAt < JUST_PLACED_MS)
        return { orderNo: r.orderNo, payFen: 0, msisdn: '' };
    }
    return undefined;
  } catch {
    return undefined;
  }
}

const orderingCard = defineModel({
  ...orderingCardSlice,
  effects: (own) => {
    function* loadProducts() {
      yield* loadInto(own.setProducts, call(configApi.getProductList, { type: 'card' as const }));
    }
    const loadDistricts = (cityCode: string) => loadAreas(own.setDistricts, cityCode);
    return {
      ...numberEffects,
      /**
       * takeLatest: opens the order of `productCode` (the draft's own when omitted, the wizard): the draft of
       * this tab comes back (another product starts over, keeping the person and the address); the catalogue,
       * the cities and the districts load; a hold that ran out meanwhile is dropped.
       */
      open: [
        function* ({ payload }: { payload: { productCode?: string } }, { call, put }) {
          const saved = yield* call(readDraft<CardDraft>, DRAFT, isDraft);
          const home = yield* call(readHomeArea);
          const productCode = payload.productCode ?? saved?.productCode ?? '';
          let draft: CardDraft;
          if (saved && saved.productCode === productCode) draft = saved;
          else {
            const id = yield* call(randomId);
            draft = { ...newDraft(productCode, home?.cityCode ?? DEFAULT_CITY, id) };
            if (home) draft = { ...draft, deliveryCity: home.cityCode, areaCode: home.districtCode };
            if (saved) {
              const { name, certNo, contactPhone, deliveryCity, areaCode, detail } = saved;
              draft = { ...draft, name, certNo, contactPhone, deliveryCity, areaCode, detail };
            }
          }
          yield* put(own.setDraft(draft));
          yield* put(own.setOpen());
          // A draft typed before a reload comes back without the ID number (never stored) and a contact phone
          // that is not the customer's own (stored masked): the form says they are asked again, and why.
          const typed = !!saved?.name;
          const retype = (['certNo', 'contactPhone'] as const).filter((k) => typed && !draft[k]);
          yield* put(own.setRetype(retype.length ? [...retype] : undefined));
          yield* call(saveDraft, DRAFT, draft);
          const now = yield* call(Date.now);
          yield* call(expireIfDue, now);
          yield* all([call(loadProducts), call(loadDelivery, own, draft.deliveryCity)]);
          return draft.productCode;
        },
        { type: 'takeLatest' },
      ],
      /** takeLatest: the catalogue again (its section's retry). */
      retryProducts: reload(loadProducts),
      /** takeLatest: the districts of the delivery city (also its retry). */
      loadDistricts: [
        function* ({ payload }: { payload: string }, { call }) {
          yield* call(loadDistricts, payload);
        },
        { type: 'takeLatest' },
      ],
      /** takeEvery: each edit is kept at once (the SMS code never is). */
      *edit({ payload }: { payload: Partial<CardDraft> }, { call, put }) {
        const clean = { ...payload };
        if (clean.contactPhone !== undefined) clean.contactPhone = cleanPhone(clean.contactPhone);
        if (clean.certNo !== undefined) clean.certNo = cleanCert(clean.certNo);
        if (clean.recommender !== undefined) clean.recommender = clean.recommender.replace(/\D/g, '').slice(0, 8);
        if (clean.deliveryCity !== undefined) clean.areaCode = '';
        yield* put(own.patch(clean));
        yield* call(keep);
        if (payload.deliveryCity) yield* call(loadDistricts, payload.deliveryCity);
      },
      /** takeLeading: the wizard's next step, once this step's fields pass. */
      next: [
        function* ({ payload }: { payload: Step }, { call, put, select }) {
          const s = yield* select(selectCard);
          const now = yield* call(Date.now);
          const errors = problemsOf(s, STEP_FIELDS[payload], now);
          if (!(yield* fieldsPass(own.setErrors, Object.keys(errors).length ? { ...s.errors, ...errors } : {})))
            return false;
          const to: Step = payload === 'number' ? 'info' : 'confirm';
          yield* put(push(STEP_PATH[firstOpenStep(s, now) === 'number' ? 'number' : to]));
          return true;
        },
        { type: 'takeLeading' },
      ],
      /**
       * takeLatest: a step opened before the earlier ones were done goes back to the first open one (a hold that
       * ran out: to the numbers); `resume` (the summary's 继续办理) goes forward to it.
       */
      guard: [
        function* ({ payload }: { payload: { step: Step; resume?: boolean } }, { call, put, select }) {
          const now = yield* call(Date.now);
          yield* call(expireIfDue, now);
          const open = firstOpenStep(yield* select(selectCard), now);
          if (payload.resume) yield* put(push(STEP_PATH[open]));
          else if (STEP_ORDER.indexOf(open) < STEP_ORDER.indexOf(payload.step)) yield* put(replace(STEP_PATH[open]));
          return open;
        },
        { type: 'takeLatest' },
      ],
      /**
       * takeLeading: the contact number's SMS code (the captcha gate asks first). The customer's open order of this
       * card is said first, at the code, and offered back: no gate, no code for an order the server would refuse.
       */
      sendSms: smsEffect(own, selectCard, 'contactPhone', handlebusi.messageSend, {
        *before() {
          const open = yield* call(openCardOrder, (yield* select(selectCard)).draft.productCode);
          yield* put(own.setOpen(open));
          const said = open && (open.payFen > 0 ? 'ordering.card.openToPay' : 'ordering.card.openPlaced');
          return yield* sayBeforeCode(own.setErrors, cardErrors, said, [
            'ordering.card.openToPay',
            'ordering.card.openPlaced',
          ]);
        },
      }),
      /**
       * submit: the order once, under the intent of the contact, the product and the number (the same key on every
       * retry, a reload, a re-login, a new tab the same day). Checked at the fields first. A refusal shows where it
       * belongs: the hold gone → back to the numbers (the wizard goes to selectNumber); a field's at the field; real
       * name, one ID five numbers, blacklist → above the button; anything else reaches onError. Success forgets the
       * draft and the key; a prepay is paid (the payment flow), else the result.
       */
      submit: submit(
        function* ({ payload }: { payload: { intent: string; wizard?: boolean } }, { call, put, select }, submission) {
          const s = yield* select(selectCard);
          const now = yield* call(Date.now);
          if (yield* call(expireIfDue, now)) {
            if (payload.wizard) yield* put(replace(STEP_PATH.number));
            return false;
          }
          const errors = problemsOf(s, [...STEP_FIELDS.number, ...STEP_FIELDS.info, ...STEP_FIELDS.confirm], now);
          if (!(yield* fieldsPass(own.setErrors, errors))) {
            if (payload.wizard && errors.number) yield* put(replace(STEP_PATH.number));
            else if (payload.wizard && firstOpenStep(s, now) === 'info') yield* put(replace(STEP_PATH.info));
            return false;
          }
          try {
            const order = yield* sendOnce(
              submission,
              handlebusi.wxOrderSubmit,
              requestOf(s.draft, s.smsCode),
              cannotConfirm,
              namesOrder,
            );
            // The number is sold: the batch on the page no longer offers it, and the result page names it.
            const msisdn = s.draft.held?.msisdn ?? '';
            yield* put(own.sold(msisdn));
            const pay = order.payFen > 0;
            const path = `${SUCCESS_PATH}?orderNo=${encodeURIComponent(order.orderNo)}${pay ? '&pay=1' : ''}&msisdn=${msisdn}`;
            return yield* placed(DRAFT, { orderNo: order.orderNo, pay }, path, own.setSmsCode);
          } catch (e) {
            const open = openCardOrderOf(e);
            if (open) {
              const path = `${SUCCESS_PATH}?orderNo=${encodeURIComponent(open.orderNo)}${open.pay ? '&pay=1' : ''}&msisdn=${open.msisdn}`;
              return yield* placed(DRAFT, { orderNo: open.orderNo, pay: open.pay }, path, own.setSmsCode);
            }
            const { field, text } = refusedAt(e, (code) => {
              const place = placeRefusal(code);
              return place === 'refusal' ? undefined : place;
            });
            if (field === 'hold') {
              yield* put(own.dropHold({ problem: text }));
              yield* call(keep);
              if (payload.wizard) yield* put(replace(STEP_PATH.number));
            } else yield* put(own.setErrors({ [field]: text }));
            return false;
          }
        },
        { intent: ({ intent }) => intent, refused: own.setRefusal },
      ),
    };
  },
});

export default orderingCard;
