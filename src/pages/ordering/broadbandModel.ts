// The broadband order (PAGES.md §2.8 `/orderPage/broadbandProcessing`, OrderWizard): district → estate search (or the
// streets) → the address tree down to the door → the coverage there (querySpeedLimit) with the offer tiers the
// address supports and the installation slots of the next seven days (queryBroadBandList: four a day, a full slot
// cannot be chosen and the server refuses it) → the person (real name, contact + SMS) and the agreements → submit
// once (newBroadband, one idempotency key per contact, tier and door) → pay the yearly fee (the payment flow). No
// coverage: the same person fields leave an intent (kdyxd/add, source noCoverage) with the promise to notify. One
// draft (never the SMS code) in sessionStorage: it survives a reload and a re-login. The form's checks and texts:
// broadband/form.ts.
import { call, put, select } from 'typed-redux-saga';
import { defineModel, push, replace, submit } from '../../core';
import * as activity from '../../services/api/activity';
import * as broadband from '../../services/api/broadband';
import * as handlebusi from '../../services/api/handlebusi';
import type { AddressNode, BroadbandOffer, Coverage } from '../../services/api/types';
import type { SessionState } from '../../models/session';
import { dataOf, type Load } from '../shared/load';
import { cleanPhone } from '../shared/phone';
import {
  addressTextOf,
  BB_DRAFT,
  BB_INFO,
  BB_PATH,
  BB_STEP_FIELDS,
  bbProblems,
  doorOf,
  initialBb,
  SUCCESS_PATH,
  type BbDraft,
  type BbField,
  type BbState,
} from './broadband/form';
import { addressEffects, addressSagas } from './broadband/address';
import { keepPlaced } from './broadband/placed';
import { personFieldOf, type PersonField } from './person';
import { fieldsPass, namesOrder, openOrderOf, refusedAt, sayBeforeCode, sendOnce, smsEffect } from './sagas';
import { cannotConfirm } from '../shared/outcome';
import { placed } from './orderPlaced';
import { smsFormReducers } from './formReducers';
import { cleanCert } from './realName';
import { setterOf } from '../shared/setter';

const selectBb = (s: { orderingBroadband: BbState }) => s.orderingBroadband;
const bbErrors = (s: { orderingBroadband: BbState }) => s.orderingBroadband.errors;

/** Where a refusal of the order shows: the address step's fields, the person's, or (undefined) above the button. */
function placeBbRefusal(code: string): BbField | undefined {
  if (code === 'E_SLOT_FULL' || code === 'E_SLOT') return 'slot';
  if (code === 'E_BANDWIDTH') return 'offer';
  if (code === 'E_NO_COVERAGE' || code === 'E_ADDRESS') return 'door';
  return personFieldOf(code);
}

const set = setterOf<BbState>();

const sessionStatus = (s: { session?: SessionState }) => s.session?.status;

/** The open order a refusal E_BROADBAND_PENDING names (the customer's own, still to pay), if it names one. */
export function pendingOf(e: unknown): BbState['pending'] {
  const open = openOrderOf(e, 'E_BROADBAND_PENDING');
  return open && open.payFen > 0 ? { orderNo: open.orderNo, payFen: open.payFen } : undefined;
}

/**
 * The customer's open order of this door, still to pay, as the server's broadband orders tell it (the orders of the
 * customer's number, or of the WeChat user who placed them): read before the SMS step, so that it is said before
 * any gate. Nobody logged in: nothing to read. A failure to read is no answer: the order goes on, and the server's
 * refusal at submit still says it.
 */
export function* openOrderAt(doorCode: string) {
  if ((yield* select(sessionStatus)) === 'anonymous') return undefined;
  try {
    const page = yield* call(broadband.queryNewOrderList);
    const open = page.list.find(
      (o) => o.addressCode === doorCode && o.status !== 'cancelled' && o.payFen !== undefined && o.payFen > 0,
    );
    return open?.payFen ? { orderNo: open.orderNo, payFen: open.payFen } : undefined;
  } catch {
    return undefined;
  }
}

const orderingBroadband = defineModel({
  namespace: 'orderingBroadband',
  state: initialBb,
  reducers: {
    ...smsFormReducers<BbState>({ path: 'door', offerCode: 'offer' }),
    setDraft: set('draft'),
    setDistricts: set('districts'),
    setOffers: set('offers'),
    setLead: set('lead'),
    setPending: set('pending'),
    setOptions(state, { payload }: { payload: { options: Load<AddressNode[]>; keyword?: string } }) {
      return { ...state, options: payload.options, keyword: payload.keyword ?? state.keyword };
    },
    setCoverage(state, { payload }: { payload: { coverage: Load<Coverage>; offers: Load<BroadbandOffer[]> } }) {
      return { ...state, coverage: payload.coverage, offers: payload.offers };
    },
    setCoverageOnly: set('coverage'),
  },
  effects: (own) => {
    const { keep, loadCoverage } = addressSagas(own);
    return {
      ...addressEffects(own),
      /** takeEvery: each edit is kept at once (the SMS code never is). */
      *edit({ payload }: { payload: Partial<BbDraft> }, { call, put }) {
        const clean = { ...payload };
        if (clean.contactPhone !== undefined) clean.contactPhone = cleanPhone(clean.contactPhone);
        if (clean.certNo !== undefined) clean.certNo = cleanCert(clean.certNo);
        if (clean.offerCode !== undefined) clean.slot = undefined;
        yield* put(own.patch(clean));
        yield* call(keep);
      },
      /** takeLeading: to the person step once the door, a tier and a free slot are chosen. */
      next: [
        function* (_, { call, put, select }) {
          const s = yield* select(selectBb);
          const now = yield* call(Date.now);
          const errors = bbProblems(s, BB_STEP_FIELDS.address, now);
          if (!(yield* fieldsPass(own.setErrors, Object.keys(errors).length ? { ...s.errors, ...errors } : {})))
            return false;
          yield* put(push(BB_INFO));
          return true;
        },
        { type: 'takeLeading' },
      ],
      /** takeLatest: the person step opened before the address step was done goes back to it. */
      guard: [
        function* (_, { call, put, select }) {
          const s = yield* select(selectBb);
          const now = yield* call(Date.now);
          if (s.offers.status === 'loading') return true;
          const open = Object.keys(bbProblems(s, BB_STEP_FIELDS.address, now)).length === 0;
          if (!open) yield* put(replace(BB_PATH));
          return open;
        },
        { type: 'takeLatest' },
      ],
      /**
       * takeLeading: the contact number's SMS code (the captcha gate asks first). The door's open order still to pay
       * is said first, at the code, and offered back: no gate, no code for an order the server would refuse.
       */
      sendSms: smsEffect(own, selectBb, 'contactPhone', broadband.getSmsCode, {
        *before() {
          const s = yield* select(selectBb);
          const door = doorOf(s.draft);
          // A door without coverage has no order: its intent's code goes at once.
          const uncovered = dataOf(s.coverage)?.covered === false;
          const open = door && !uncovered ? yield* call(openOrderAt, door.code) : undefined;
          yield* put(own.setPending(open));
          const said = open ? 'ordering.bb.openOrder' : undefined;
          return yield* sayBeforeCode(own.setErrors, bbErrors, said, ['ordering.bb.openOrder']);
        },
      }),
      /**
       * submit: the order once, under the intent of the contact, the tier and the door (the same key on every
       * retry, a new tab the same day included). A slot taken meanwhile: the slots come again and the customer goes
       * back to choose; no coverage or a tier above the address: said at the address step; the person's refusals
       * at their fields; any other refusal above the button (the door's open order still to pay: offered back, to
       * pay it instead); the rest reaches onError. Success forgets the draft and
       * keeps the slot and the address for the result; the yearly fee is paid through the payment flow, then the result.
       */
      submit: submit(
        function* (_: { payload: { intent: string } }, { call, put, select }, submission) {
          const s = yield* select(selectBb);
          const now = yield* call(Date.now);
          const errors = bbProblems(s, [...BB_STEP_FIELDS.address, ...BB_STEP_FIELDS.info], now);
          if (!(yield* fieldsPass(own.setErrors, errors))) {
            if (errors.door || errors.offer || errors.slot) yield* put(replace(BB_PATH));
            return false;
          }
          const door = doorOf(s.draft)!;
          yield* put(own.setPending(undefined));
          try {
            const order = yield* sendOnce(
              submission,
              handlebusi.newBroadband,
              {
                offerCode: s.draft.offerCode,
                addressCode: door.code,
                addressText: addressTextOf(s.draft),
                customer: {
                  name: s.draft.name.trim(),
                  certNo: cleanCert(s.draft.certNo),
                  contactPhone: s.draft.contactPhone,
                },
                slot: s.draft.slot!,
                smsCode: s.smsCode,
              },
              cannotConfirm,
              namesOrder,
            );
            yield* call(keepPlaced, {
              orderNo: order.orderNo,
              slot: s.draft.slot!,
              addressText: addressTextOf(s.draft),
            });
            const pay = order.payFen > 0;
            const path = `${SUCCESS_PATH}?orderNo=${encodeURIComponent(order.orderNo)}&kind=broadband${pay ? '&pay=1' : ''}`;
            return yield* placed(BB_DRAFT, { orderNo: order.orderNo, pay }, path, own.setSmsCode);
          } catch (e) {
            // The door's open order, still to pay (a second order from another tab, another slot): offered back.
            const open = pendingOf(e);
            if (open) yield* put(own.setPending(open));
            const { field, text } = refusedAt(e, placeBbRefusal);
            if (field === 'slot') {
              yield* put(own.patch({ slot: undefined }));
              yield* call(keep);
            }
            if (field === 'slot' || field === 'door' || field === 'offer') yield* call(loadCoverage, door);
            yield* put(own.setErrors({ [field]: text }));
            if (field === 'slot' || field === 'door' || field === 'offer') yield* put(replace(BB_PATH));
            return false;
          }
        },
        { intent: ({ intent }) => intent, refused: own.setRefusal },
      ),
      /**
       * submit: no coverage at the door: the intent is left (kdyxd/add, source noCoverage) with the name and the
       * contact number proven by SMS; the server refuses a second one within 30 days (said above the button).
       */
      leaveLead: submit(
        function* (_: { payload: { intent: string } }, { call, put, select }, submission) {
          const s = yield* select(selectBb);
          const now = yield* call(Date.now);
          const fields: PersonField[] = ['name', 'contactPhone', 'smsCode'];
          if (!(yield* fieldsPass(own.setErrors, bbProblems(s, fields, now)))) return false;
          const door = doorOf(s.draft);
          const district = s.draft.path[0];
          if (!door || !district) {
            yield* put(own.setErrors({ door: { key: 'ordering.bb.pickDoor' } }));
            return false;
          }
          try {
            const created = yield* sendOnce(submission, activity.kdyxdAdd, {
              source: 'noCoverage' as const,
              name: s.draft.name.trim(),
              phone: s.draft.contactPhone,
              smsCode: s.smsCode,
              areaCode: district.code,
              addressText: addressTextOf(s.draft),
              addressCode: door.code,
            });
            yield* put(own.setSmsCode(''));
            yield* put(own.setLead({ id: created.id }));
            return created.id;
          } catch (e) {
            const { field, text } = refusedAt(e, personFieldOf);
            yield* put(own.setErrors({ [field]: text }));
            return false;
          }
        },
        { intent: ({ intent }) => intent, refused: own.setRefusal },
      ),
    };
  },
});

export default orderingBroadband;
