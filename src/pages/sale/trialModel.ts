// The free trials (`/experience` and `/experience/first|second|third`, PAGES.md §2.4, Catalogue and PackDetail
// (trial)): each trial's standing from queryActiveInfo by its code (the window, eligibility with its reason, tried
// already and until when), and starting one with activity/ep/add: once per number, free, no SMS. The 5G trial is
// refused to a customer already on 5G ("无需体验"). A start is one request however often tapped (a submit effect, one
// idempotency key per trial); a refusal is said on the trial and the trial read again.
import { call } from 'typed-redux-saga';
import { defineModel, submit } from '../../core';
import type { MessageKey } from '../../locales';
import * as activityApi from '../../services/api/activity';
import * as handlebusiApi from '../../services/api/handlebusi';
import type { ActiveInfo, TrialReq, TrialStarted } from '../../services/api/types';
import { refusalOf } from '../../services/request';
import { activityState, clockOffset } from '../shared/activityState';
import { loadInto, type Load } from '../shared/load';
import { setterOf } from '../shared/setter';
import { shareCount } from './saleEffects';

export type TrialCode = TrialReq['trialCode'];

export interface TrialConfig {
  code: TrialCode;
  path: string;
  name: MessageKey;
  desc: MessageKey;
  /** The trial's own note among the rules (the 5G plan rule is the 5G trial's alone). */
  note: MessageKey;
  days: number;
}

/** The three trials, in the catalogue's order; each route's page is found by its path. */
export const TRIALS: readonly TrialConfig[] = [
  {
    code: 'FIVEG_TRIAL',
    path: '/experience/first',
    name: 'sale.trial.fiveG',
    desc: 'sale.trial.fiveGDesc',
    note: 'sale.trial.rule3',
    days: 3,
  },
  {
    code: 'VIDEO_RING_TRIAL',
    path: '/experience/second',
    name: 'sale.trial.ring',
    desc: 'sale.trial.ringDesc',
    note: 'sale.trial.ringNote',
    days: 30,
  },
  {
    code: 'CLOUD_DRIVE_TRIAL',
    path: '/experience/third',
    name: 'sale.trial.cloud',
    desc: 'sale.trial.cloudDesc',
    note: 'sale.trial.cloudNote',
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
  /** The trial of the last start (the one busy while it runs, the one a refusal is said at). */
  target?: TrialCode;
  refusal?: { code: TrialCode; text: string };
  /** The trial just started (the page's result state). */
  started?: TrialStarted;
}

export const initialState: TrialState = { byCode: {} };

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

const set = setterOf<TrialState>();

const saleTrial = defineModel({
  namespace: 'saleTrial',
  state: initialState,
  reducers: {
    setInfo(state, { payload }: { payload: { code: TrialCode; info: Load<TrialInfo> } }) {
      return { ...state, byCode: { ...state.byCode, [payload.code]: payload.info } };
    },
    setTarget: set('target'),
    setStarted: set('started'),
    /** The server's refusal of the last start, at its trial (undefined as one starts or the page loads). */
    setRefusal(state, { payload }: { payload?: string }) {
      return { ...state, refusal: payload && state.target ? { code: state.target, text: payload } : undefined };
    },
  },
  effects: (own) => {
    function* readOne(code: TrialCode) {
      const phoneNow = yield* call(Date.now);
      yield* loadInto(
        (info: Load<TrialInfo>) => own.setInfo({ code, info }),
        call(handlebusiApi.queryActiveInfo, { actId: code }),
        (info): TrialInfo => ({ ...info, offsetMs: clockOffset(info.serverTime, phoneNow) }),
      );
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
       * submit: starts a trial (ep/add), one at a time, with the trial's key kept across retries. Started: the page
       * shows the result, the standing is read again. Refused (无需体验, tried already, not open): said on the
       * trial, its standing read again. Logged out (the guard's login) and any other failure reach onError.
       */
      apply: submit(
        function* ({ payload }: { payload: { code: TrialCode } }, { call: callFx, put: putFx }, { keyFor }) {
          const { code } = payload;
          yield* putFx(own.setTarget(code));
          let started: TrialStarted;
          try {
            const req = { trialCode: code };
            started = yield* callFx(activityApi.epAdd, req, { idempotencyKey: yield* keyFor(req) });
          } catch (e) {
            if (refusalOf(e) !== undefined) yield* callFx(readOne, code);
            throw e;
          }
          yield* putFx(own.setStarted(started));
          yield* callFx(readOne, code);
          return true;
        },
        { intent: ({ code }) => trialKey(code), refused: own.setRefusal },
      ),

      /** takeEvery: a share of the page is counted, best effort. */
      logShare: shareCount(TRIALS_ACT),
    };
  },
});

export default saleTrial;
