// The wireless broadband order (PAGES.md §2.8 `/open`, `/open2i`, OnePageOrder): the plan, the device with its
// stock (a sold-out device cannot be chosen; the server refuses one sold meanwhile), the person (real name, contact
// + SMS by broadband/getSmsCode), the delivery address (in the province), the agreements; submitted once
// (submitOrder, an idempotency key per draft) with the channel of the route (`/open2i`: the 2I partner's code), then
// the device is paid (the payment flow) and the result shows what the server says. The draft, one per route (never
// the SMS code), lives in sessionStorage.
import { all, call, select } from 'typed-redux-saga';
import { defineModel, push, replace, submit } from '../../core';
import payment from '../../models/payment';
import * as handlebusi from '../../services/api/handlebusi';
import * as broadband from '../../services/api/broadband';
import * as omoweb from '../../services/api/omoweb';
import type { AreaDict, ProductItem, ProductOrderReq } from '../../services/api/types';
import { randomId } from '../../services/request';
import { clearDraft, readDraft, saveDraft } from '../shared/draft';

import { IDLE, type Load, loadInto } from '../shared/load';
import { cleanPhone, type Problem } from '../shared/phone';
import { DEFAULT_CITY, readHomeArea } from './homeArea';
import { personFieldOf, personProblem, type PersonField } from './person';
import { loadAreas, PROVINCE_CODE, refusedAt, sendOnce, sendSmsCode } from './sagas';
import { smsReducers, submitReducers } from './formReducers';
import { cleanCert } from './realName';

export type WbbRoute = 'open' | 'open2i';

export interface WbbPlan {
  code: string;
  monthlyFen: number;
  dataGb: number;
  /** The device that goes with the plan by default. */
  device: string;
}

export interface WbbConfig {
  channel: string;
  plans: WbbPlan[];
}

export const WBB: Record<WbbRoute, WbbConfig> = {
  open: {
    channel: 'wechat',
    plans: [
      { code: 'WBB_4G_49', monthlyFen: 4900, dataGb: 100, device: 'CPE_4G' },
      { code: 'WBB_5G_99', monthlyFen: 9900, dataGb: 300, device: 'CPE_5G' },
    ],
  },
  open2i: { channel: '2I', plans: [{ code: 'WBB_2I_39', monthlyFen: 3900, dataGb: 60, device: 'CPE_4G' }] },
};

export interface WbbDraft {
  id: string;
  route: WbbRoute;
  planCode: string;
  deviceCode: string;
  name: string;
  certNo: string;
  contactPhone: string;
  deliveryCity: string;
  areaCode: string;
  detail: string;
  agreed: boolean;
}

export type WbbField = 'plan' | 'device' | PersonField;
export type WbbErrors = Partial<Record<WbbField, Problem>>;
export const WBB_FIELDS: WbbField[] = [
  'plan',
  'device',
  'name',
  'certNo',
  'contactPhone',
  'areaCode',
  'detail',
  'smsCode',
  'agreed',
];

export interface WbbState {
  draft: WbbDraft;
  devices: Load<ProductItem[]>;
  cities: Load<AreaDict[]>;
  districts: Load<AreaDict[]>;
  errors: WbbErrors;
  smsCode: string;
  sms: { sending: boolean; sentAt: number | null; sentTo?: string };
  refusal?: Problem;
}

export const draftName = (route: WbbRoute) => `orderingWbb_${route}`;
export const newWbb = (route: WbbRoute, id = '', city = DEFAULT_CITY): WbbDraft => {
  const plan = WBB[route].plans[0];
  return {
    id,
    route,
    planCode: plan.code,
    deviceCode: plan.device,
    name: '',
    certNo: '',
    contactPhone: '',
    deliveryCity: city,
    areaCode: '',
    detail: '',
    agreed: false,
  };
};

const initial: WbbState = {
  draft: newWbb('open'),
  devices: IDLE,
  cities: IDLE,
  districts: IDLE,
  errors: {},
  smsCode: '',
  sms: { sending: false, sentAt: null },
};

const isWbb = (v: Record<string, unknown>): v is Record<string, unknown> & WbbDraft =>
  [
    'id',
    'route',
    'planCode',
    'deviceCode',
    'name',
    'certNo',
    'contactPhone',
    'deliveryCity',
    'areaCode',
    'detail',
  ].every((k) => typeof v[k] === 'string') && typeof v.agreed === 'boolean';

const selectWbb = (s: { orderingWireless: WbbState }) => s.orderingWireless;

/** Who orders what: the contact, the route, the plan and the device (the same key the same day, any tab). */
export const wbbIntent = (d: WbbDraft): string => `wbb:${d.contactPhone}:${d.route}:${d.planCode}:${d.deviceCode}`;

/** The CPEs with their stock (the catalogue's wireless floor). */
export const cpesOf = (items: ProductItem[]): ProductItem[] =>
  items.filter((i) => i.kind === 'device' && i.code.startsWith('CPE_'));
export const inStock = (d: ProductItem): boolean => d.status !== 'soldOut' && (d.stockLeft ?? 1) > 0;

export function wbbProblems(s: Pick<WbbState, 'draft' | 'smsCode' | 'devices'>, fields: WbbField[], now: number) {
  const errors: WbbErrors = {};
  const { draft } = s;
  for (const f of fields) {
    if (f === 'plan') {
      if (!WBB[draft.route].plans.some((p) => p.code === draft.planCode))
        errors.plan = { key: 'ordering.wbb.pickPlan' };
    } else if (f === 'device') {
      const devices = s.devices.status === 'ready' ? cpesOf(s.devices.data) : [];
      const d = devices.find((x) => x.code === draft.deviceCode);
      if (!d) errors.device = { key: 'ordering.wbb.pickDevice' };
      else if (!inStock(d)) errors.device = { key: 'ordering.wbb.soldOut' };
    } else {
      const p = personProblem(f, { ...draft, smsCode: s.smsCode }, now);
      if (p) errors[f] = p;
    }
  }
  return errors;
}

export const wbbRequest = (draft: WbbDraft, smsCode: string): ProductOrderReq => ({
  productCode: draft.planCode,
  deviceCode: draft.deviceCode,
  customer: { name: draft.name.trim(), certNo: cleanCert(draft.certNo), contactPhone: draft.contactPhone },
  address: { areaCode: draft.areaCode, detail: draft.detail.trim() },
  smsCode,
  channel: WBB[draft.route].channel,
});

/** Where the customer lands after the order: the result of the route. */
export const resultPath = (route: WbbRoute, orderNo: string, pay: boolean): string =>
  route === 'open2i'
    ? `/open2i/result?orderNo=${encodeURIComponent(orderNo)}`
    : `/orderPage/success?orderNo=${encodeURIComponent(orderNo)}&kind=wireless${pay ? '&pay=1' : ''}`;

const orderingWireless = defineModel({
  namespace: 'orderingWireless',
  state: initial,
  reducers: {
    ...submitReducers<WbbState>(),
    ...smsReducers<WbbState>(),
    start(state, { payload }: { payload: WbbDraft }) {
      return { ...initial, draft: payload, cities: state.cities };
    },
    patch(state, { payload }: { payload: Partial<WbbDraft> }) {
      const errors = { ...state.errors };
      for (const k of Object.keys(payload)) delete errors[k as WbbField];
      if ('planCode' in payload) delete errors.plan;
      if ('deviceCode' in payload) delete errors.device;
      return { ...state, draft: { ...state.draft, ...payload }, errors, refusal: undefined };
    },
    setDevices(state, { payload }: { payload: Load<ProductItem[]> }) {
      return { ...state, devices: payload };
    },
    setCities(state, { payload }: { payload: Load<AreaDict[]> }) {
      return { ...state, cities: payload };
    },
    setDistricts(state, { payload }: { payload: Load<AreaDict[]> }) {
      return { ...state, districts: payload };
    },
  },
  effects: (own) => {
    function* keep() {
      const { draft } = yield* select(selectWbb);
      yield* call(saveDraft, draftName(draft.route), draft);
    }
    function* loadDevices() {
      yield* loadInto(own.setDevices, call(omoweb.productList, { actCode: 'wireless' }), (page) => cpesOf(page.list));
    }
    const loadCities = () => loadAreas(own.setCities, PROVINCE_CODE);
    const loadDistricts = (cityCode: string) => loadAreas(own.setDistricts, cityCode);
    return {
      /** takeLatest: the order of `route` with this tab's draft (the home area by default); stock, cities, districts. */
      open: [
        function* ({ payload }: { payload: WbbRoute }, { call, put }) {
          const saved = yield* call(readDraft<WbbDraft>, draftName(payload), isWbb);
          let draft: WbbDraft;
          if (saved && saved.route === payload) draft = saved;
          else {
            const home = yield* call(readHomeArea);
            draft = newWbb(payload, yield* call(randomId), home?.cityCode ?? DEFAULT_CITY);
            if (home) draft = { ...draft, areaCode: home.districtCode };
          }
          yield* put(own.start(draft));
          yield* call(saveDraft, draftName(payload), draft);
          yield* all([call(loadDevices), call(loadCities), call(loadDistricts, draft.deliveryCity)]);
          return draft.id;
        },
        { type: 'takeLatest' },
      ],
      retryDevices: [
        function* (_, { call }) {
          yield* call(loadDevices);
        },
        { type: 'takeLatest' },
      ],
      retryAreas: [
        function* (_, { call, select }) {
          const { draft } = yield* select(selectWbb);
          yield* all([call(loadCities), call(loadDistricts, draft.deliveryCity)]);
        },
        { type: 'takeLatest' },
      ],
      /** takeEvery: each edit kept at once; a plan brings its device; another city asks for its district. */
      *edit({ payload }: { payload: Partial<WbbDraft> }, { call, put, select }) {
        const clean = { ...payload };
        const { draft } = yield* select(selectWbb);
        if (clean.contactPhone !== undefined) clean.contactPhone = cleanPhone(clean.contactPhone);
        if (clean.certNo !== undefined) clean.certNo = cleanCert(clean.certNo);
        if (clean.deliveryCity !== undefined) clean.areaCode = '';
        if (clean.planCode !== undefined && clean.deviceCode === undefined) {
          const plan = WBB[draft.route].plans.find((p) => p.code === clean.planCode);
          if (plan) clean.deviceCode = plan.device;
        }
        yield* put(own.patch(clean));
        yield* call(keep);
        if (payload.deliveryCity) yield* call(loadDistricts, payload.deliveryCity);
      },
      editCode: function* ({ payload }: { payload: string }, { put }) {
        yield* put(own.setSmsCode(payload.replace(/\D/g, '').slice(0, 6)));
      },
      *blur({ payload }: { payload: PersonField }, { call, put, select }) {
        const s = yield* select(selectWbb);
        const now = yield* call(Date.now);
        const errors = { ...s.errors };
        delete errors[payload];
        const found = wbbProblems(s, [payload], now)[payload];
        const value = payload === 'smsCode' ? s.smsCode : s.draft[payload as keyof WbbDraft];
        if (found && !(typeof value === 'string' && !value)) errors[payload] = found;
        yield* put(own.setErrors(errors));
      },
      /** takeLeading: the contact number's SMS code (captcha gate first). */
      sendSms: [
        function* () {
          return yield* sendSmsCode(own, selectWbb, 'contactPhone', broadband.getSmsCode);
        },
        { type: 'takeLeading' },
      ],
      /**
       * takeLeading: checks every field, then submits once (the draft's key on every retry). A device sold
       * meanwhile: said at the device, the stock comes again; the person's refusals at their fields; the rest
       * (blacklist, one ID five numbers) above the button. Success forgets the draft and pays the device.
       */
      submit: submit(
        function* (_: { payload: { intent: string } }, { call, put, select }, { intent }) {
          const s = yield* select(selectWbb);
          const now = yield* call(Date.now);
          const errors = wbbProblems(s, WBB_FIELDS, now);
          if (Object.keys(errors).length) {
            yield* put(own.setErrors(errors));
            return false;
          }
          try {
            const order = yield* sendOnce(intent, handlebusi.submitOrder, wbbRequest(s.draft, s.smsCode));
            yield* call(clearDraft, draftName(s.draft.route));
            yield* put(own.setSmsCode(''));
            const path = resultPath(s.draft.route, order.orderNo, order.payFen > 0);
            if (order.payFen > 0) {
              yield* put(replace(path));
              void (yield* put(payment.actions.pay({ orderId: order.orderNo, returnPath: path })));
            } else yield* put(push(path));
            return order.orderNo;
          } catch (e) {
            const { field, text } = refusedAt(e, (code): WbbField | undefined =>
              code === 'E_OUT_OF_STOCK' ? 'device' : code === 'E_ADDRESS' ? 'detail' : personFieldOf(code),
            );
            if (field === 'device') yield* call(loadDevices);
            yield* put(own.setErrors({ [field]: text }));
            return false;
          }
        },
        { intent: ({ intent }) => intent, refused: own.setRefusal },
      ),
    };
  },
});

export default orderingWireless;
