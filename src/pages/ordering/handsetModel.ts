// A handset on contract for an existing customer (PAGES.md §2.1 `/stockGetPhone`, OnePageOrder): whether the
// number may take it (queryActiveInfo: 12 months on the network, no arrears, no contract, two stars; the window;
// sold out), the model with its stock, colour, storage and the contract tier (¥99 × 24 → the phone ¥0; ¥69 × 24 →
// ¥800 down), the delivery address, the e-signature (getBlSign) and the acceptance behind the SMS gate
// (businessAcceptance/reception: the request layer asks phone, captcha and code), once with an idempotency key;
// a down payment goes through the payment flow. The draft (never the signature or a code) in sessionStorage.
import { all, call, select } from 'typed-redux-saga';
import { defineModel, submit } from '../../core';
import { selectSession } from '../../models/session';
import * as configApi from '../../services/api/config';
import * as handlebusi from '../../services/api/handlebusi';
import type { ActiveInfo, AreaDict, EcsProduct } from '../../services/api/types';
import { randomId } from '../../services/request';
import { readDraft, saveDraft } from '../shared/draft';

import { IDLE, type Load, loadInto } from '../shared/load';
import type { Problem } from '../shared/phone';
import { DEFAULT_CITY, readHomeArea } from './homeArea';
import { personProblem } from './person';
import { fieldsPass, loadAreas, loadDelivery, refusedAt, reload, sendOnce } from './sagas';
import { placed } from './orderPlaced';
import { areaReducers, draftReducers, submitReducers } from './formReducers';

export const HANDSET_ACT = 'stockGetPhone';
export const DRAFT = 'orderingHandset';
export const TIERS = [
  { code: '99x24', monthlyFen: 9900, downFen: 0 },
  { code: '69x24', monthlyFen: 6900, downFen: 80000 },
] as const;
export type TierCode = (typeof TIERS)[number]['code'];

export interface HandsetDraft {
  id: string;
  deviceCode: string;
  colour: string;
  storage: string;
  tier: TierCode;
  deliveryCity: string;
  areaCode: string;
  detail: string;
}

export type HandsetField = 'device' | 'colour' | 'storage' | 'areaCode' | 'detail' | 'sign';
export type HandsetErrors = Partial<Record<HandsetField, Problem>>;

export interface HandsetState {
  draft: HandsetDraft;
  info: Load<ActiveInfo>;
  devices: Load<EcsProduct[]>;
  cities: Load<AreaDict[]>;
  districts: Load<AreaDict[]>;
  /** The signature drawn (a PNG data URL), kept in memory only. */
  signature: string;
  errors: HandsetErrors;
  refusal?: Problem;
}

export const newHandset = (id = '', city = DEFAULT_CITY): HandsetDraft => ({
  id,
  deviceCode: '',
  colour: '',
  storage: '',
  tier: '99x24',
  deliveryCity: city,
  areaCode: '',
  detail: '',
});

const initial: HandsetState = {
  draft: newHandset(),
  info: IDLE,
  devices: IDLE,
  cities: IDLE,
  districts: IDLE,
  signature: '',
  errors: {},
};

const isHandset = (v: Record<string, unknown>): v is Record<string, unknown> & HandsetDraft =>
  ['id', 'deviceCode', 'colour', 'storage', 'deliveryCity', 'areaCode', 'detail'].every(
    (k) => typeof v[k] === 'string',
  ) && TIERS.some((x) => x.code === v.tier);

const selectHandset = (s: { orderingHandset: HandsetState }) => s.orderingHandset;

/** Who orders what: the device, its colour and storage and the tier (the session's customer owns the key). */
export const handsetIntent = (d: HandsetDraft): string => `hs:${d.deviceCode}:${d.colour}:${d.storage}:${d.tier}`;
export const handsetsOf = (items: EcsProduct[]): EcsProduct[] => items.filter((d) => d.code.startsWith('HS_'));
export const deviceOf = (s: HandsetState): EcsProduct | undefined =>
  s.devices.status === 'ready' ? s.devices.data.find((d) => d.code === s.draft.deviceCode) : undefined;
export const leftOf = (d: EcsProduct): number => d.stockLeft ?? (d.tags.includes('已售罄') ? 0 : 1);

export function handsetProblems(s: HandsetState, now: number): HandsetErrors {
  const errors: HandsetErrors = {};
  const d = deviceOf(s);
  if (!d) errors.device = { key: 'ordering.hs.pickDevice' };
  else if (leftOf(d) <= 0) errors.device = { key: 'ordering.wbb.soldOut' };
  else {
    if (d.colours?.length && !d.colours.includes(s.draft.colour)) errors.colour = { key: 'ordering.hs.pickColour' };
    if (d.storage?.length && !d.storage.includes(s.draft.storage)) errors.storage = { key: 'ordering.hs.pickStorage' };
  }
  const area = personProblem('areaCode', s.draft, now);
  if (area) errors.areaCode = area;
  const detail = personProblem('detail', s.draft, now);
  if (detail) errors.detail = detail;
  if (!s.signature) errors.sign = { key: 'ordering.hs.signFirst' };
  return errors;
}

const orderingHandset = defineModel({
  namespace: 'orderingHandset',
  state: initial,
  reducers: {
    ...submitReducers<HandsetState>(),
    ...draftReducers<HandsetState>({ deviceCode: 'device' }),
    ...areaReducers<HandsetState>(),
    start(state, { payload }: { payload: HandsetDraft }) {
      return { ...initial, draft: payload, cities: state.cities };
    },
    setInfo(state, { payload }: { payload: Load<ActiveInfo> }) {
      return { ...state, info: payload };
    },
    setDevices(state, { payload }: { payload: Load<EcsProduct[]> }) {
      return { ...state, devices: payload };
    },
    setSignature(state, { payload }: { payload: string }) {
      const errors = { ...state.errors };
      delete errors.sign;
      return { ...state, signature: payload, errors };
    },
  },
  effects: (own) => {
    function* keep() {
      const { draft } = yield* select(selectHandset);
      yield* call(saveDraft, DRAFT, draft);
    }
    function* loadInfo() {
      yield* loadInto(own.setInfo, call(handlebusi.queryActiveInfo, { actId: HANDSET_ACT }));
    }
    function* loadDevices() {
      yield* loadInto(own.setDevices, call(configApi.getProductList, { type: 'device' as const }), handsetsOf);
    }
    const loadDistricts = (cityCode: string) => loadAreas(own.setDistricts, cityCode);
    function* loadAddress() {
      yield* call(loadDelivery, own, (yield* select(selectHandset)).draft.deliveryCity);
    }
    return {
      open: [
        function* (_, { call, put }) {
          const saved = yield* call(readDraft<HandsetDraft>, DRAFT, isHandset);
          let draft = saved;
          if (!draft) {
            const home = yield* call(readHomeArea);
            draft = newHandset(yield* call(randomId), home?.cityCode ?? DEFAULT_CITY);
            if (home) draft = { ...draft, areaCode: home.districtCode };
          }
          yield* put(own.start(draft));
          yield* call(saveDraft, DRAFT, draft);
          yield* all([call(loadInfo), call(loadDevices), call(loadDelivery, own, draft.deliveryCity)]);
        },
        { type: 'takeLatest' },
      ],
      retryInfo: [
        function* (_, { call }) {
          yield* all([call(loadInfo), call(loadDevices)]);
        },
        { type: 'takeLatest' },
      ],
      retryAreas: reload(loadAddress),
      /** takeEvery: each edit kept; another model resets colour and storage to its first ones. */
      *edit({ payload }: { payload: Partial<HandsetDraft> }, { call, put, select }) {
        const s = yield* select(selectHandset);
        const clean = { ...payload };
        if (clean.deviceCode !== undefined) {
          const d = s.devices.status === 'ready' ? s.devices.data.find((x) => x.code === clean.deviceCode) : undefined;
          clean.colour = d?.colours?.[0] ?? '';
          clean.storage = d?.storage?.[0] ?? '';
        }
        if (clean.deliveryCity !== undefined) clean.areaCode = '';
        yield* put(own.patch(clean));
        yield* call(keep);
        if (payload.deliveryCity) yield* call(loadDistricts, payload.deliveryCity);
      },
      sign: function* ({ payload }: { payload: string }, { put }) {
        yield* put(own.setSignature(/^data:image\/png;base64,/.test(payload) ? payload : ''));
      },
      /**
       * takeLeading: checks everything at the fields, stores the signature, then accepts once behind the SMS gate
       * (the request layer asks for phone, captcha and code). Ineligible, sold out, a wrong code: above the
       * button, everything kept. Success: the draft goes; a down payment is paid, else the result.
       */
      submit: submit(
        function* (_: { payload: { intent: string } }, { call, put, select }, submission) {
          const s = yield* select(selectHandset);
          const now = yield* call(Date.now);
          if (!(yield* fieldsPass(own.setErrors, handsetProblems(s, now)))) return false;
          const phone = (yield* select(selectSession)).user?.userPhone ?? '';
          const { signId } = yield* call(handlebusi.getBlSign, {
            phone,
            productCode: s.draft.deviceCode,
            signImage: s.signature,
          });
          try {
            const done = yield* sendOnce(submission, handlebusi.reception, {
              productCode: s.draft.deviceCode,
              signId,
              tier: s.draft.tier,
              colour: s.draft.colour,
              storage: s.draft.storage,
              address: { areaCode: s.draft.areaCode, detail: s.draft.detail.trim() },
            });
            const pay = TIERS.find((x) => x.code === s.draft.tier)!.downFen > 0;
            const path = `/orderPage/success?orderNo=${encodeURIComponent(done.orderNo)}&kind=handset${pay ? '&pay=1' : ''}`;
            return yield* placed(DRAFT, { orderNo: done.orderNo, pay }, path);
          } catch (e) {
            const { field, text } = refusedAt(e, (code): HandsetField | undefined =>
              code === 'E_OUT_OF_STOCK' ? 'device' : undefined,
            );
            yield* call(loadDevices);
            yield* put(own.setErrors({ [field]: text }));
            return false;
          }
        },
        { intent: ({ intent }) => intent, refused: own.setRefusal },
      ),
    };
  },
});

export default orderingHandset;
