// The free trials (`/experience` and `/experience/first|second|third`, PAGES.md §2.4, Catalogue and PackDetail
// (trial)): each trial's standing from queryActiveInfo by its code (the window, eligibility with its reason, tried
// already and until when), and starting one with activity/ep/add: once per number, free, no SMS. The 5G trial is
// refused to a customer already on 5G ("无需体验"). A start is one request however often tapped (takeLeading, one
// idempotency key per trial); a refusal is said on the trial and the trial read again.
import { call, put } from 'typed-redux-saga';
import { defineModel } from '../../core';
import type { MessageKey } from '../../locales';
import * as activityApi from '../../services/api/activity';
import * as handlebusiApi from '../../services/api/handlebusi';
import type { ActiveInfo, TrialReq, TrialStarted } from '../../services/api/types';
import { idempotencyKeyFor, releaseIdempotencyKey } from '../../services/request';
import { activityState, clockOffset } from '../shared/activityState';
import { codeOf, isLoggedOut } from '../shared/errors';
import { failed, LOADING, messageOf, ready, type Load } from '../shared/load';

export type TrialCode = TrialReq['trialCode'];

export interface TrialConfig {
  code: TrialCode;
  path: string;
  name: MessageKey;
  desc: MessageKey;
  days: number;
}

/** The three trials, in the catalogue's order; each route's page is found by its path. */
export const TRIALS: readonly TrialConfig[] = [
  { code: 'FIVEG_TRIAL', path: '/experience/first', name: 'sale.trial.fiveG', desc: 'sale.trial.fiveGDesc', days: 3 },
  {
    code: 'VIDEO_RING_TRIAL',
    path: '/experience/second',
    name: 'sale.trial.ring',
    desc: 'sale.trial.ringDesc',
    days: 30,
  },
  {
    code: 'CLOUD_DRIVE_TRIAL',
    path: '/experience/third',
    name: 'sale.trial.cloud',
    desc: 'sale.trial.cloudDesc',
    days: 30,
  },
];
export const TRIALS_PATH = '/experience';
export const TRIALS_ACT = 'experience';

export const trialOfPath = (path: string): TrialConfig | undefined =>
  TRIALS.find((x) => x.path === path.replace(/\/+$/, ''));

/** A trial's standing, with the server clock's offset from the phone's. */
export interface TrialInfo extends ActiveInfo {
  offsetMs: number;
}

export interface TrialState {
  byCode: Partial<Record<TrialCode, Load<TrialInfo>>>;
  applying?: TrialCode;
  refusal?: { code: TrialCode; text: string };
  /** The trial just started (the page's result state). */
  started?: TrialStarted;
}

export const initialState: TrialState = { byCode: {} };

export const selectTrial = (s: { saleTrial: TrialState }) => s.saleTrial;

const quiet = { onFail: () => undefined };
const DAY_MS = 24 * 3600 * 1000;
const LOGIN_REASON = /登录|log in/i;

/** What a trial shows: 可申请, 体验中 (days left), 已体验, 无需体验 / not eligible (reason), not open, ended. */
export type TrialView =
  | { kind: 'open' }
  | { kind: 'trying'; daysLeft: number; until: string }
  | { kind: 'tried' }
  | { kind: 'ineligible'; reason: string }
  | { kind: 'notStarted'; startAt: string }
  | { kind: 'ended' };

/** The trial's view through the activity state machine, on the server's clock `now`. */
export function trialView(info: ActiveInfo, now: number): TrialView {
  const reasons = info.reasons.filter((r) => !LOGIN_REASON.test(r));
  const state = activityState({
    serverTime: now,
    startAt: info.startAt,
    endAt: info.endAt,
    eligible: info.eligible || (!info.joined && reasons.length === 0),
    joined: info.joined,
  });
  if (state === 'notStarted') return { kind: 'notStarted', startAt: info.startAt };
  if (state === 'ended') return { kind: 'ended' };
  if (state === 'joined') {
    const until = info.until ? Date.parse(info.until) : NaN;
    if (!Number.isNaN(until) && until > now && info.until)
      return { kind: 'trying', daysLeft: Math.max(1, Math.ceil((until - now) / DAY_MS)), until: info.until };
    return { kind: 'tried' };
  }
  if (state === 'ineligible' || state === 'soldOut') return { kind: 'ineligible', reason: reasons[0] ?? '' };
  return { kind: 'open' };
}

export const trialKey = (code: TrialCode) => `trial:${code}`;

const saleTrial = defineModel({
  namespace: 'saleTrial',
  state: initialState,
  reducers: {
    setInfo(state, { payload }: { payload: { code: TrialCode; info: Load<TrialInfo> } }) {
      return { ...state, byCode: { ...state.byCode, [payload.code]: payload.info } };
    },
    setApplying(state, { payload }: { payload: TrialCode | undefined }) {
      return { ...state, applying: payload };
    },
    setRefusal(state, { payload }: { payload: TrialState['refusal'] }) {
      return { ...state, refusal: payload };
    },
    setStarted(state, { payload }: { payload: TrialStarted | undefined }) {
      return { ...state, started: payload };
    },
  },
  effects: (own) => {
    function* readOne(code: TrialCode, silent = false) {
      if (!silent) yield* put(own.setInfo({ code, info: LOADING }));
      try {
        const info = yield* call(handlebusiApi.queryActiveInfo, { actId: code }, quiet);
        const offsetMs = clockOffset(info.serverTime, yield* call(Date.now));
        yield* put(own.setInfo({ code, info: ready({ ...info, offsetMs }) }));
      } catch (e) {
        yield* put(own.setInfo({ code, info: failed(e) }));
      }
    }
    return {
      /** takeLatest: the standing of the given trials, side by side; each fails alone, with its retry. */
      load: [
        function* ({ payload }: { payload: { codes: TrialCode[] } }, { all, call: callFx, put: putFx }) {
          yield* putFx(own.setStarted(undefined));
          yield* putFx(own.setRefusal(undefined));
          yield* all(payload.codes.map((code) => callFx(readOne, code)));
        },
        { type: 'takeLatest' },
      ],

      /** takeEvery: one trial again (its own retry). */
      reload: function* ({ payload }: { payload: { code: TrialCode } }, { call: callFx }) {
        yield* callFx(readOne, payload.code);
      },

      /**
       * takeLeading: starts a trial (ep/add). Started: the page shows the result, the standing is read again.
       * Refused (无需体验, tried already, not open): said on the trial, its standing read again. Logged out: the
       * guard's login (the page is G2). A failure on the way keeps the key for the retry.
       */
      apply: [
        function* ({ payload }: { payload: { code: TrialCode } }, { call: callFx, put: putFx }) {
          const { code } = payload;
          const key = trialKey(code);
          yield* putFx(own.setApplying(code));
          yield* putFx(own.setRefusal(undefined));
          try {
            const idempotencyKey = yield* callFx(idempotencyKeyFor, key);
            const started = yield* callFx(
              activityApi.epAdd,
              { trialCode: code },
              { idempotencyKey, onFail: () => undefined },
            );
            yield* callFx(releaseIdempotencyKey, key);
            yield* putFx(own.setStarted(started));
            yield* callFx(readOne, code, true);
            return true;
          } catch (e) {
            if (isLoggedOut(e)) throw e;
            const codeOfE = codeOf(e);
            if (codeOfE?.startsWith('E_')) {
              yield* callFx(releaseIdempotencyKey, key);
              yield* callFx(readOne, code, true);
            }
            yield* putFx(own.setRefusal({ code, text: messageOf(e) }));
            return false;
          } finally {
            yield* putFx(own.setApplying(undefined));
          }
        },
        { type: 'takeLeading' },
      ],

      /** takeEvery: a share of the trials is counted (shareRecord/insert), best effort. */
      logShare: function* (
        { payload }: { payload: { link: string; channel: 'friend' | 'timeline' | 'copyLink' } },
        { call: callFx },
      ) {
        try {
          yield* callFx(activityApi.shareRecordInsert, { actId: TRIALS_ACT, ...payload }, quiet);
        } catch {
          /* counting is best effort */
        }
      },
    };
  },
});

export default saleTrial;
