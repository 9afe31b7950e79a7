// The broadband order (PAGES.md §2.8 `/orderPage/broadbandProcessing`, OrderWizard): district → estate search (or the
// streets) → the address tree down to the door → the coverage there (querySpeedLimit) with the offer tiers the
// address supports and the installation slots of the next seven days (queryBroadBandList: four a day, a full slot
// cannot be chosen and the server refuses it) → the person (real name, contact + SMS) and the agreements → submit
// once (newBroadband, one idempotency key per draft) → pay the yearly fee (the payment flow). No coverage: the same
// person fields leave an intent (kdyxd/add, source noCoverage) with the promise to notify. One draft (never the SMS
// code) in sessionStorage: it survives a reload and a re-login.
import { all, call, put, select } from 'typed-redux-saga';
import { defineModel, push, replace } from '../../core';
import payment from '../../models/payment';
import * as activity from '../../services/api/activity';
import * as broadband from '../../services/api/broadband';
import * as handlebusi from '../../services/api/handlebusi';
import type { AddressNode, BroadbandOffer, BroadbandSlot, Coverage } from '../../services/api/types';
import { randomId } from '../../services/request';
import { clearDraft, readDraft, saveDraft } from '../shared/draft';
import { codeOf, isLoggedOut } from '../shared/errors';
import { failed, IDLE, LOADING, messageOf, ready, type Load } from '../shared/load';
import { cleanPhone, type Problem } from '../shared/phone';
import { personFieldOf, personProblem, type PersonField } from './person';
import { sendOnce, sendSmsCode } from './sagas';
import { smsReducers, submitReducers } from './formReducers';
import { cleanCert } from './realName';

export const BB_DRAFT = 'orderingBroadband';
export const BB_PATH = '/orderPage/broadbandProcessing';
export const BB_INFO = `${BB_PATH}?step=info`;
export const SUCCESS_PATH = '/orderPage/success';

export interface BbDraft {
  id: string;
  /** The tier asked for (from the product page); the customer may take another the address supports. */
  offerCode: string;
  /** District first, then each level chosen, down to the door. */
  path: AddressNode[];
  slot?: BroadbandSlot;
  name: string;
  certNo: string;
  contactPhone: string;
  agreed: boolean;
}

export type BbField = 'door' | 'offer' | 'slot' | PersonField;
export type BbErrors = Partial<Record<BbField, Problem>>;
export type BbStep = 'address' | 'info';
export const BB_STEP_FIELDS: Record<BbStep, BbField[]> = {
  address: ['door', 'offer', 'slot'],
  info: ['name', 'certNo', 'contactPhone', 'smsCode', 'agreed'],
};

export interface BbState {
  draft: BbDraft;
  districts: Load<AddressNode[]>;
  /** The next level under the last node of the path, or an estate search's results. */
  options: Load<AddressNode[]>;
  /** The estate search that gave `options` (empty: the children of the path). */
  keyword: string;
  coverage: Load<Coverage>;
  offers: Load<BroadbandOffer[]>;
  errors: BbErrors;
  smsCode: string;
  sms: { sending: boolean; sentAt: number | null; sentTo?: string };
  submitting: boolean;
  refusal?: Problem;
  /** The intent left at an address without coverage. */
  lead?: { id: string };
}

export const newBbDraft = (offerCode = '', id = ''): BbDraft => ({
  id,
  offerCode,
  path: [],
  name: '',
  certNo: '',
  contactPhone: '',
  agreed: false,
});

const initial: BbState = {
  draft: newBbDraft(),
  districts: IDLE,
  options: IDLE,
  keyword: '',
  coverage: IDLE,
  offers: IDLE,
  errors: {},
  smsCode: '',
  sms: { sending: false, sentAt: null },
  submitting: false,
};

const isNode = (n: unknown): n is AddressNode =>
  !!n &&
  typeof n === 'object' &&
  typeof (n as AddressNode).code === 'string' &&
  typeof (n as AddressNode).name === 'string' &&
  typeof (n as AddressNode).level === 'string';

const isBbDraft = (v: Record<string, unknown>): v is Record<string, unknown> & BbDraft =>
  typeof v.id === 'string' &&
  typeof v.offerCode === 'string' &&
  Array.isArray(v.path) &&
  v.path.every(isNode) &&
  ['name', 'certNo', 'contactPhone'].every((k) => typeof v[k] === 'string') &&
  typeof v.agreed === 'boolean';

export const selectBb = (s: { orderingBroadband: BbState }) => s.orderingBroadband;

/** The door chosen, when the path reaches one. */
export const doorOf = (d: BbDraft): AddressNode | undefined => {
  const last = d.path[d.path.length - 1];
  return last?.leaf ? last : undefined;
};
/** "官渡区 世纪城 1栋 1单元 301室": the address as the customer chose it. */
export const addressTextOf = (d: BbDraft): string => d.path.map((n) => n.name).join('');
export const offerOf = (s: BbState): BroadbandOffer | undefined =>
  s.offers.status === 'ready' ? s.offers.data.find((o) => o.offerCode === s.draft.offerCode) : undefined;
export const coveredOf = (s: BbState): boolean | undefined =>
  s.coverage.status === 'ready' ? s.coverage.data.covered : undefined;

/** What is wrong with these fields on `now`; empty when they can be sent. */
export function bbProblems(s: Pick<BbState, 'draft' | 'smsCode' | 'offers'>, fields: BbField[], now: number): BbErrors {
  const errors: BbErrors = {};
  const { draft } = s;
  for (const f of fields) {
    if (f === 'door') {
      if (!doorOf(draft)) errors.door = { key: 'ordering.bb.pickDoor' };
    } else if (f === 'offer') {
      const offers = s.offers.status === 'ready' ? s.offers.data : [];
      if (!offers.some((o) => o.offerCode === draft.offerCode)) errors.offer = { key: 'ordering.bb.pickOffer' };
    } else if (f === 'slot') {
      if (!draft.slot) errors.slot = { key: 'ordering.bb.pickSlot' };
    } else {
      const p = personProblem(f, { ...draft, smsCode: s.smsCode }, now);
      if (p) errors[f] = p;
    }
  }
  return errors;
}

const orderingBroadband = defineModel({
  namespace: 'orderingBroadband',
  state: initial,
  reducers: {
    ...submitReducers<BbState>(),
    ...smsReducers<BbState>(),
    setDraft(state, { payload }: { payload: BbDraft }) {
      return { ...state, draft: payload };
    },
    patch(state, { payload }: { payload: Partial<BbDraft> }) {
      const errors = { ...state.errors };
      for (const k of Object.keys(payload)) delete errors[k as BbField];
      if ('path' in payload) delete errors.door;
      if ('offerCode' in payload) delete errors.offer;
      return { ...state, draft: { ...state.draft, ...payload }, errors, refusal: undefined };
    },
    setDistricts(state, { payload }: { payload: Load<AddressNode[]> }) {
      return { ...state, districts: payload };
    },
    setOptions(state, { payload }: { payload: { options: Load<AddressNode[]>; keyword?: string } }) {
      return { ...state, options: payload.options, keyword: payload.keyword ?? state.keyword };
    },
    setCoverage(state, { payload }: { payload: { coverage: Load<Coverage>; offers: Load<BroadbandOffer[]> } }) {
      return { ...state, coverage: payload.coverage, offers: payload.offers };
    },
    setOffers(state, { payload }: { payload: Load<BroadbandOffer[]> }) {
      return { ...state, offers: payload };
    },
    setLead(state, { payload }: { payload: { id: string } | undefined }) {
      return { ...state, lead: payload };
    },
  },
  effects: (own) => {
    function* keep() {
      const { draft } = yield* select(selectBb);
      yield* call(saveDraft, BB_DRAFT, draft);
    }
    function* loadDistricts() {
      yield* put(own.setDistricts(LOADING));
      try {
        yield* put(own.setDistricts(ready(yield* call(broadband.getAreas))));
      } catch (e) {
        yield* put(own.setDistricts(failed(e)));
        if (isLoggedOut(e)) throw e;
      }
    }
    /** The next level under `parent` (the door's level has none). */
    function* loadChildren(parent: AddressNode | undefined) {
      if (!parent || parent.leaf) {
        yield* put(own.setOptions({ options: IDLE, keyword: '' }));
        return;
      }
      yield* put(own.setOptions({ options: LOADING, keyword: '' }));
      try {
        const rows = yield* call(broadband.getAreas, { parentCode: parent.code });
        yield* put(own.setOptions({ options: ready(rows) }));
      } catch (e) {
        yield* put(own.setOptions({ options: failed(e) }));
        if (isLoggedOut(e)) throw e;
      }
    }
    function* coverageLoad(addressCode: string) {
      try {
        return ready(yield* call(broadband.querySpeedLimit, { addressCode }));
      } catch (e) {
        if (isLoggedOut(e)) throw e;
        return failed<Coverage>(e);
      }
    }
    function* offersLoad(addressCode: string) {
      try {
        return ready(yield* call(broadband.queryBroadBandList, { addressCode }));
      } catch (e) {
        if (isLoggedOut(e)) throw e;
        return failed<BroadbandOffer[]>(e);
      }
    }
    /** Coverage and the offers with their slots at the door; the chosen tier stays when the address supports it. */
    function* loadCoverage(door: AddressNode | undefined) {
      if (!door) {
        yield* put(own.setCoverage({ coverage: IDLE, offers: IDLE }));
        return;
      }
      yield* put(own.setCoverage({ coverage: LOADING, offers: LOADING }));
      const { coverage, offers } = yield* all({
        coverage: call(coverageLoad, door.code),
        offers: call(offersLoad, door.code),
      });
      yield* put(own.setCoverage({ coverage, offers }));
      const s = yield* select(selectBb);
      if (offers.status === 'ready') {
        const patch: Partial<BbDraft> = {};
        const offer = offers.data.find((o) => o.offerCode === s.draft.offerCode);
        if (!offer && s.draft.offerCode && offers.data.length) patch.offerCode = '';
        const slot = s.draft.slot;
        const free = offer?.slots.some((x) => slot && x.date === slot.date && x.time === slot.time && x.left > 0);
        if (slot && !free) patch.slot = undefined;
        if (Object.keys(patch).length) {
          yield* put(own.patch(patch));
          yield* call(keep);
        }
      }
    }
    return {
      /**
       * takeLatest: opens the order (`offerCode` from the product page): this tab's draft comes back (another tier
       * asked for is taken, the address and the person kept), the districts load, and the level under the path or
       * the coverage at its door.
       */
      open: [
        function* ({ payload }: { payload: { offerCode?: string } }, { call, put }) {
          const saved = yield* call(readDraft<BbDraft>, BB_DRAFT, isBbDraft);
          let draft: BbDraft;
          if (saved) draft = payload.offerCode ? { ...saved, offerCode: payload.offerCode } : saved;
          else draft = newBbDraft(payload.offerCode ?? '', yield* call(randomId));
          yield* put(own.setDraft(draft));
          yield* put(own.setLead(undefined));
          yield* call(saveDraft, BB_DRAFT, draft);
          const door = doorOf(draft);
          yield* all([
            call(loadDistricts),
            call(loadChildren, door ? undefined : draft.path[draft.path.length - 1]),
            call(loadCoverage, door),
          ]);
          return draft.id;
        },
        { type: 'takeLatest' },
      ],
      retryDistricts: [
        function* (_, { call }) {
          yield* call(loadDistricts);
        },
        { type: 'takeLatest' },
      ],
      /** takeLatest: the level under the path again (its section's retry). */
      retryOptions: [
        function* (_, { call, select }) {
          const { draft } = yield* select(selectBb);
          yield* call(loadChildren, draft.path[draft.path.length - 1]);
        },
        { type: 'takeLatest' },
      ],
      retryCoverage: [
        function* (_, { call, select }) {
          const { draft } = yield* select(selectBb);
          yield* call(loadCoverage, doorOf(draft));
        },
        { type: 'takeLatest' },
      ],
      /** takeLatest: a district starts the address over (its streets are offered, the estate search looks in it). */
      chooseDistrict: [
        function* ({ payload }: { payload: string }, { call, put, select }) {
          const s = yield* select(selectBb);
          const district =
            s.districts.status === 'ready' ? s.districts.data.find((d) => d.code === payload) : undefined;
          yield* put(own.patch({ path: district ? [district] : [], slot: undefined }));
          yield* put(own.setLead(undefined));
          yield* call(keep);
          yield* call(loadCoverage, undefined);
          yield* call(loadChildren, district);
        },
        { type: 'takeLatest' },
      ],
      /** takeLatest: estates of the district by name (小区或周边标志性建筑); empty: back to the tree. */
      searchEstates: [
        function* ({ payload }: { payload: string }, { call, put, select }) {
          const { draft } = yield* select(selectBb);
          const keyword = payload.trim();
          const district = draft.path[0];
          if (!district) {
            yield* put(own.setErrors({ door: { key: 'ordering.field.district' } }));
            return false;
          }
          if (!keyword) {
            yield* call(loadChildren, draft.path[draft.path.length - 1]);
            return true;
          }
          yield* put(own.setOptions({ options: LOADING, keyword }));
          try {
            const rows = yield* call(broadband.getAreas, { parentCode: district.code, keyword });
            yield* put(own.setOptions({ options: ready(rows) }));
          } catch (e) {
            yield* put(own.setOptions({ options: failed(e) }));
            if (isLoggedOut(e)) throw e;
          }
          return true;
        },
        { type: 'takeLatest' },
      ],
      /** takeLatest: a node of the offered level (or an estate found) joins the path; a door asks for coverage. */
      pick: [
        function* ({ payload }: { payload: AddressNode }, { call, put, select }) {
          const { draft } = yield* select(selectBb);
          const district = draft.path[0];
          const path = payload.level === 'estate' && district ? [district, payload] : [...draft.path, payload];
          yield* put(own.patch({ path, slot: undefined }));
          yield* put(own.setLead(undefined));
          yield* call(keep);
          if (payload.leaf) {
            yield* put(own.setOptions({ options: IDLE, keyword: '' }));
            yield* call(loadCoverage, payload);
          } else {
            yield* call(loadCoverage, undefined);
            yield* call(loadChildren, payload);
          }
        },
        { type: 'takeLatest' },
      ],
      /** takeLatest: back to a level of the path (its crumb): what was below goes. */
      back: [
        function* ({ payload }: { payload: number }, { call, put, select }) {
          const { draft } = yield* select(selectBb);
          const path = draft.path.slice(0, Math.max(1, payload + 1));
          yield* put(own.patch({ path, slot: undefined }));
          yield* put(own.setLead(undefined));
          yield* call(keep);
          yield* call(loadCoverage, undefined);
          yield* call(loadChildren, path[path.length - 1]);
        },
        { type: 'takeLatest' },
      ],
      /** takeEvery: each edit is kept at once (the SMS code never is). */
      *edit({ payload }: { payload: Partial<BbDraft> }, { call, put }) {
        const clean = { ...payload };
        if (clean.contactPhone !== undefined) clean.contactPhone = cleanPhone(clean.contactPhone);
        if (clean.certNo !== undefined) clean.certNo = cleanCert(clean.certNo);
        if (clean.offerCode !== undefined) clean.slot = undefined;
        yield* put(own.patch(clean));
        yield* call(keep);
      },
      editCode: function* ({ payload }: { payload: string }, { put }) {
        yield* put(own.setSmsCode(payload.replace(/\D/g, '').slice(0, 6)));
      },
      /** takeEvery: a field left is checked at once (an empty one only when sending). */
      *blur({ payload }: { payload: PersonField }, { call, put, select }) {
        const s = yield* select(selectBb);
        const now = yield* call(Date.now);
        const errors = { ...s.errors };
        delete errors[payload];
        const found = bbProblems(s, [payload], now)[payload];
        const value = payload === 'smsCode' ? s.smsCode : s.draft[payload as keyof BbDraft];
        if (found && !(typeof value === 'string' && !value)) errors[payload] = found;
        yield* put(own.setErrors(errors));
      },
      /** takeLeading: to the person step once the door, a tier and a free slot are chosen. */
      next: [
        function* (_, { call, put, select }) {
          const s = yield* select(selectBb);
          const now = yield* call(Date.now);
          const errors = bbProblems(s, BB_STEP_FIELDS.address, now);
          if (Object.keys(errors).length) {
            yield* put(own.setErrors({ ...s.errors, ...errors }));
            return false;
          }
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
      /** takeLeading: the contact number's SMS code (the captcha gate asks first). */
      sendSms: [
        function* () {
          return yield* sendSmsCode(own, selectBb, 'contactPhone', broadband.getSmsCode);
        },
        { type: 'takeLeading' },
      ],
      /**
       * takeLeading: submits the order once (the draft's idempotency key on every retry). A slot taken meanwhile:
       * the slots come again and the customer goes back to choose; no coverage or a tier above the address: said
       * at the address step; the person's refusals at their fields; anything else above the button. Success
       * forgets the draft; the yearly fee is paid through the payment flow, then the result.
       */
      submit: [
        function* (_, { call, put, select }) {
          const s = yield* select(selectBb);
          const now = yield* call(Date.now);
          const errors = bbProblems(s, [...BB_STEP_FIELDS.address, ...BB_STEP_FIELDS.info], now);
          if (Object.keys(errors).length) {
            yield* put(own.setErrors(errors));
            if (errors.door || errors.offer || errors.slot) yield* put(replace(BB_PATH));
            return false;
          }
          const door = doorOf(s.draft)!;
          const key = `bb:${s.draft.id}`;
          yield* put(own.setSubmitting(true));
          yield* put(own.setRefusal(undefined));
          try {
            const order = yield* sendOnce(key, handlebusi.newBroadband, {
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
            });
            yield* call(clearDraft, BB_DRAFT);
            yield* put(own.setSmsCode(''));
            const path = `${SUCCESS_PATH}?orderNo=${encodeURIComponent(order.orderNo)}&kind=broadband${order.payFen > 0 ? '&pay=1' : ''}`;
            if (order.payFen > 0) {
              yield* put(replace(path));
              void (yield* put(payment.actions.pay({ orderId: order.orderNo, returnPath: path })));
            } else yield* put(push(path));
            return order.orderNo;
          } catch (e) {
            if (isLoggedOut(e)) throw e;
            const code = codeOf(e);
            const text = { text: messageOf(e) };
            const field = personFieldOf(code);
            if (code === 'E_SLOT_FULL' || code === 'E_SLOT') {
              yield* put(own.patch({ slot: undefined }));
              yield* call(keep);
              yield* call(loadCoverage, door);
              yield* put(own.setErrors({ slot: text }));
              yield* put(replace(BB_PATH));
            } else if (code === 'E_NO_COVERAGE' || code === 'E_BANDWIDTH' || code === 'E_ADDRESS') {
              yield* call(loadCoverage, door);
              yield* put(own.setErrors({ [code === 'E_BANDWIDTH' ? 'offer' : 'door']: text }));
              yield* put(replace(BB_PATH));
            } else if (field) yield* put(own.setErrors({ [field]: text }));
            else yield* put(own.setRefusal(text));
            return false;
          } finally {
            yield* put(own.setSubmitting(false));
          }
        },
        { type: 'takeLeading' },
      ],
      /**
       * takeLeading: no coverage at the door: the intent is left (kdyxd/add, source noCoverage) with the name and
       * the contact number proven by SMS; the server refuses a second one within 30 days (said above the button).
       */
      leaveLead: [
        function* (_, { call, put, select }) {
          const s = yield* select(selectBb);
          const now = yield* call(Date.now);
          const fields: PersonField[] = ['name', 'contactPhone', 'smsCode'];
          const errors = bbProblems(s, fields, now);
          if (Object.keys(errors).length) {
            yield* put(own.setErrors(errors));
            return false;
          }
          const door = doorOf(s.draft);
          const district = s.draft.path[0];
          if (!door || !district) {
            yield* put(own.setErrors({ door: { key: 'ordering.bb.pickDoor' } }));
            return false;
          }
          const key = `bblead:${s.draft.id}`;
          yield* put(own.setSubmitting(true));
          yield* put(own.setRefusal(undefined));
          try {
            const created = yield* sendOnce(key, activity.kdyxdAdd, {
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
            if (isLoggedOut(e)) throw e;
            const field = personFieldOf(codeOf(e));
            const text = { text: messageOf(e) };
            if (field) yield* put(own.setErrors({ [field]: text }));
            else yield* put(own.setRefusal(text));
            return false;
          } finally {
            yield* put(own.setSubmitting(false));
          }
        },
        { type: 'takeLeading' },
      ],
    };
  },
});

export default orderingBroadband;
