// The wireless broadband order (PAGES.md §2.8 `/open`, `/open2i`, OnePageOrder): the plan, the device with its
// stock (a sold-out device cannot be chosen; the server refuses one sold meanwhile), the person (real name, contact
// + SMS by broadband/getSmsCode), the delivery address (in the province), the agreements; submitted once
// (submitOrder, one idempotency key per contact, route, plan and device) with the channel of the route (`/open2i`: the 2I partner's code), then
// the device is paid (the payment flow) and the result shows what the server says. The draft, one per route (never
// the SMS code), lives in sessionStorage.
import { all, call, select } from 'typed-redux-saga';
import { defineModel, submit } from '../../core';
import * as handlebusi from '../../services/api/handlebusi';
import * as broadband from '../../services/api/broadband';
import * as omoweb from '../../services/api/omoweb';
import { randomId } from '../../services/request';
import { readDraft, saveDraft } from '../shared/draft';
import { loadInto } from '../shared/load';
import { cleanPhone } from '../shared/phone';
import { DEFAULT_CITY, readHomeArea } from './homeArea';
import { personFieldOf } from './person';
import { fieldsPass, loadAreas, loadDelivery, refusedAt, reload, sendOnce, smsEffect } from './sagas';
import { placed } from './orderPlaced';
import { areaReducers, smsFormReducers } from './formReducers';
import { cleanCert } from './realName';
import {
  draftName,
  initialWbb,
  isWbb,
  newWbb,
  resultPath,
  WBB,
  WBB_FIELDS,
  wbbProblems,
  wbbRequest,
  cpesOf,
  type WbbDraft,
  type WbbField,
  type WbbState,
  type WbbRoute,
} from './wireless/form';
import { setterOf } from '../shared/setter';

const selectWbb = (s: { orderingWireless: WbbState }) => s.orderingWireless;

const set = setterOf<WbbState>();

const orderingWireless = defineModel({
  namespace: 'orderingWireless',
  state: initialWbb,
  reducers: {
    ...smsFormReducers<WbbState>({ planCode: 'plan', deviceCode: 'device' }),
    ...areaReducers<WbbState>(),
    start(state, { payload }: { payload: WbbDraft }) {
      return { ...initialWbb, draft: payload, cities: state.cities };
    },
    setDevices: set('devices'),
  },
  effects: (own) => {
    function* keep() {
      const { draft } = yield* select(selectWbb);
      yield* call(saveDraft, draftName(draft.route), draft);
    }
    function* loadDevices() {
      yield* loadInto(own.setDevices, call(omoweb.productList, { actCode: 'wireless' }), (page) => cpesOf(page.list));
    }
    const loadDistricts = (cityCode: string) => loadAreas(own.setDistricts, cityCode);
    function* loadAddress() {
      yield* call(loadDelivery, own, (yield* select(selectWbb)).draft.deliveryCity);
    }
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
          yield* all([call(loadDevices), call(loadDelivery, own, draft.deliveryCity)]);
          return draft.id;
        },
        { type: 'takeLatest' },
      ],
      retryDevices: reload(loadDevices),
      retryAreas: reload(loadAddress),
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
      /** takeLeading: the contact number's SMS code (captcha gate first). */
      sendSms: smsEffect(own, selectWbb, 'contactPhone', broadband.getSmsCode),
      /**
       * takeLeading: checks every field, then submits once (the draft's key on every retry). A device sold
       * meanwhile: said at the device, the stock comes again; the person's refusals at their fields; the rest
       * (blacklist, one ID five numbers) above the button. Success forgets the draft and pays the device.
       */
      submit: submit(
        function* (_: { payload: { intent: string } }, { call, put, select }, submission) {
          const s = yield* select(selectWbb);
          const now = yield* call(Date.now);
          if (!(yield* fieldsPass(own.setErrors, wbbProblems(s, WBB_FIELDS, now)))) return false;
          try {
            const order = yield* sendOnce(submission, handlebusi.submitOrder, wbbRequest(s.draft, s.smsCode));
            const pay = order.payFen > 0;
            const path = resultPath(s.draft.route, order.orderNo, pay);
            return yield* placed(draftName(s.draft.route), { orderNo: order.orderNo, pay }, path, own.setSmsCode);
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
