// The broadband leads (PAGES.md §2.4 `/ycg`, `/ycg/collect2`, FormPage): 0门槛领宽带. Name, phone with its SMS code
// (broadband/getSmsCode, captcha gate), district and address, and optionally the estate, whose coverage is shown
// (querySpeedLimit). `/ycg/collect2` adds the customer's own mobile number (preCheckToPhone: only this operator's
// numbers of the province) and the commitment tier. One submit (kdyxd/add, an idempotency key per draft); a second
// intent of the same phone within 30 days is refused by the server (said above the button). Covered → `/tip/success`
// with the call-back; not covered → recorded with "资源建设中，有资源后短信通知". The draft (never the code) in
// sessionStorage.
import { call, put, select } from 'typed-redux-saga';
import { defineModel, replace, submit } from '../../core';
import * as activity from '../../services/api/activity';
import * as broadband from '../../services/api/broadband';
import global from '../../models/global';
import type { AddressNode, BroadbandLeadReq, Coverage } from '../../services/api/types';
import { randomId } from '../../services/request';
import { clearDraft, readDraft, saveDraft } from '../shared/draft';

import { IDLE, type Load, loadInto } from '../shared/load';
import { cleanPhone, PHONE_RE, type Problem } from '../shared/phone';
import { personFieldOf, personProblem } from './person';
import { fieldsPass, refusedAt, reload, sendOnce, smsEffect } from './sagas';
import { smsFormReducers } from './formReducers';
import { setterOf } from '../shared/setter';

export type LeadSource = 'ycg' | 'ycg2';
/** The commitment tiers of `/ycg/collect2`: monthly fee in fen for 24 months → the free broadband. */
export const COMMIT_TIERS = [
  { fen: 5900, mbps: 300 },
  { fen: 9900, mbps: 500 },
] as const;

export interface LeadDraft {
  id: string;
  name: string;
  phone: string;
  areaCode: string;
  detail: string;
  estate?: AddressNode;
  mobile: string;
  commitFen: number;
}

export type LeadField = 'name' | 'phone' | 'smsCode' | 'areaCode' | 'detail' | 'mobile' | 'commitFen';
export type LeadErrors = Partial<Record<LeadField, Problem>>;

export interface LeadState {
  source: LeadSource;
  draft: LeadDraft;
  districts: Load<AddressNode[]>;
  estates: Load<AddressNode[]>;
  coverage: Load<Coverage>;
  errors: LeadErrors;
  smsCode: string;
  sms: { sending: boolean; sentAt: number | null; sentTo?: string };
  refusal?: Problem;
}

export const draftName = (source: LeadSource) => `orderingLead_${source}`;
export const newLead = (id = ''): LeadDraft => ({
  id,
  name: '',
  phone: '',
  areaCode: '',
  detail: '',
  mobile: '',
  commitFen: 0,
});

const initial: LeadState = {
  source: 'ycg',
  draft: newLead(),
  districts: IDLE,
  estates: IDLE,
  coverage: IDLE,
  errors: {},
  smsCode: '',
  sms: { sending: false, sentAt: null },
};

const isLead = (v: Record<string, unknown>): v is Record<string, unknown> & LeadDraft =>
  ['id', 'name', 'phone', 'areaCode', 'detail', 'mobile'].every((k) => typeof v[k] === 'string') &&
  typeof v.commitFen === 'number' &&
  (v.estate === undefined || (typeof v.estate === 'object' && v.estate !== null));

const selectLead = (s: { orderingLead: LeadState }) => s.orderingLead;

/** Who asks for what: the form, the contact and the own number (the same key the same day, any tab). */
export const leadIntent = (source: LeadSource, d: LeadDraft): string => `lead:${source}:${d.phone}:${d.mobile}`;

export const fieldsOf = (source: LeadSource): LeadField[] =>
  source === 'ycg2'
    ? ['name', 'phone', 'smsCode', 'areaCode', 'detail', 'mobile', 'commitFen']
    : ['name', 'phone', 'smsCode', 'areaCode', 'detail'];

/** What is wrong with these fields (the operator of `mobile` is the server's word, asked at submit). */
export function leadProblems(s: Pick<LeadState, 'draft' | 'smsCode'>, fields: LeadField[], now: number): LeadErrors {
  const errors: LeadErrors = {};
  const { draft } = s;
  for (const f of fields) {
    let p: Problem | undefined;
    if (f === 'phone') p = personProblem('contactPhone', { contactPhone: draft.phone }, now);
    else if (f === 'mobile')
      p = PHONE_RE.test(draft.mobile)
        ? undefined
        : { key: draft.mobile ? 'ordering.field.phone' : 'ordering.field.required' };
    else if (f === 'commitFen')
      p = COMMIT_TIERS.some((x) => x.fen === draft.commitFen) ? undefined : { key: 'ordering.lead.pickCommit' };
    else if (f === 'smsCode') p = personProblem('smsCode', { smsCode: s.smsCode }, now);
    else p = personProblem(f, draft, now);
    if (p) errors[f] = p;
  }
  return errors;
}

/** The request of the draft: the estate (when chosen) leads the address text and gives the address code. */
export function leadRequest(source: LeadSource, draft: LeadDraft, smsCode: string): BroadbandLeadReq {
  return {
    source,
    name: draft.name.trim(),
    phone: draft.phone,
    smsCode,
    areaCode: draft.areaCode,
    addressText: `${draft.estate?.name ?? ''}${draft.detail.trim()}`,
    ...(draft.estate ? { addressCode: draft.estate.code } : {}),
    ...(source === 'ycg2' ? { mobile: draft.mobile, commitFen: draft.commitFen } : {}),
  };
}

const set = setterOf<LeadState>();

const orderingLead = defineModel({
  namespace: 'orderingLead',
  state: initial,
  reducers: {
    ...smsFormReducers<LeadState>(),
    start(state, { payload }: { payload: { source: LeadSource; draft: LeadDraft } }) {
      return { ...initial, source: payload.source, draft: payload.draft, districts: state.districts };
    },
    setDistricts: set('districts'),
    setEstates: set('estates'),
    setCoverage: set('coverage'),
  },
  effects: (own) => {
    function* keep() {
      const { source, draft } = yield* select(selectLead);
      yield* call(saveDraft, draftName(source), draft);
    }
    function* loadDistricts() {
      yield* loadInto(own.setDistricts, call(broadband.getAreas));
    }
    function* loadCoverage(estate: AddressNode | undefined) {
      if (!estate) {
        yield* put(own.setCoverage(IDLE));
        return;
      }
      yield* loadInto(own.setCoverage, call(broadband.querySpeedLimit, { addressCode: estate.code }));
    }
    return {
      /** takeLatest: the form of `source` with this tab's draft; the districts and a chosen estate's coverage. */
      open: [
        function* ({ payload }: { payload: LeadSource }, { call, put }) {
          const saved = yield* call(readDraft<LeadDraft>, draftName(payload), isLead);
          const draft = saved ?? newLead(yield* call(randomId));
          yield* put(own.start({ source: payload, draft }));
          yield* call(saveDraft, draftName(payload), draft);
          yield* call(loadDistricts);
          yield* call(loadCoverage, draft.estate);
        },
        { type: 'takeLatest' },
      ],
      retryDistricts: reload(loadDistricts),
      retryCoverage: [
        function* (_, { call, select }) {
          yield* call(loadCoverage, (yield* select(selectLead)).draft.estate);
        },
        { type: 'takeLatest' },
      ],
      /** takeEvery: each edit kept at once; another district forgets the estate. */
      *edit({ payload }: { payload: Partial<LeadDraft> }, { call, put }) {
        const clean = { ...payload };
        if (clean.phone !== undefined) clean.phone = cleanPhone(clean.phone);
        if (clean.mobile !== undefined) clean.mobile = cleanPhone(clean.mobile);
        if (clean.areaCode !== undefined) {
          clean.estate = undefined;
          yield* put(own.setEstates(IDLE));
          yield* put(own.setCoverage(IDLE));
        }
        yield* put(own.patch(clean));
        yield* call(keep);
      },
      /** takeLatest: estates of the district by name (optional: the coverage of the one chosen is shown). */
      searchEstates: [
        function* ({ payload }: { payload: string }, { call, put, select }) {
          const { draft } = yield* select(selectLead);
          const keyword = payload.trim();
          if (!/^\d{6}$/.test(draft.areaCode)) {
            yield* put(own.setErrors({ areaCode: { key: 'ordering.field.district' } }));
            return false;
          }
          if (!keyword) {
            yield* put(own.setEstates(IDLE));
            return false;
          }
          yield* loadInto(own.setEstates, call(broadband.getAreas, { parentCode: draft.areaCode, keyword }));
          return true;
        },
        { type: 'takeLatest' },
      ],
      /** takeLatest: an estate (or none) for the address; its coverage is asked. */
      pickEstate: [
        function* ({ payload }: { payload: AddressNode | null }, { call, put }) {
          yield* put(own.patch({ estate: payload ?? undefined }));
          yield* put(own.setEstates(IDLE));
          yield* call(keep);
          yield* call(loadCoverage, payload ?? undefined);
        },
        { type: 'takeLatest' },
      ],
      /** takeLeading: the phone's SMS code (captcha gate first). */
      // A logged-out answer is said at the code field only, as this form always did (its page is public, G0).
      sendSms: smsEffect(own, selectLead, 'phone', broadband.getSmsCode, { rethrowLoggedOut: false }),
      /**
       * takeLeading: checks the fields, asks the operator of the own number (collect2: not this operator's → said
       * at the field, nothing sent), then submits once. Duplicate within 30 days and other refusals: above the
       * button, everything typed kept. Success: the draft goes, and the result says what happens next.
       */
      submit: submit(
        function* (_: { payload: { intent: string } }, { call, put, putResolve, select }, submission) {
          const s = yield* select(selectLead);
          const now = yield* call(Date.now);
          if (!(yield* fieldsPass(own.setErrors, leadProblems(s, fieldsOf(s.source), now)))) return false;
          if (s.source === 'ycg2') {
            // Through the global model, which keeps it as preCheckInfo (spec §3).
            const info = yield* putResolve(global.actions.preCheckToPhone({ phone: s.draft.mobile }));
            if (info.operator !== 'unicom' || !info.isLocal) {
              yield* put(own.setErrors({ mobile: { key: 'ordering.lead.notOurs' } }));
              return false;
            }
          }
          try {
            yield* sendOnce(submission, activity.kdyxdAdd, leadRequest(s.source, s.draft, s.smsCode));
          } catch (e) {
            const { field, text } = refusedAt(e, (code) => {
              const f = code === 'E_NOT_OUR_NUMBER' ? 'mobile' : personFieldOf(code);
              return f === 'smsCode' || f === 'name' || f === 'mobile' ? f : undefined;
            });
            yield* put(own.setErrors({ [field]: text }));
            return false;
          }
          yield* call(clearDraft, draftName(s.source));
          yield* put(own.setSmsCode(''));
          const covered = s.coverage.status === 'ready' ? s.coverage.data.covered : undefined;
          yield* put(replace(covered === false ? '/tip/success?type=leadBuilding' : '/tip/success?type=lead'));
          return true;
        },
        { intent: ({ intent }) => intent, refused: own.setRefusal },
      ),
    };
  },
});

export default orderingLead;
