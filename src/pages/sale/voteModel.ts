// `/vote` (PAGES.md §2.4, template Vote): six designs, three votes a day per number and one per design a day, live
// counts, the ranking and the winner once it has ended. The page is public; voting asks for the login (a WeChat
// user without a number binds one). A vote is one request however often tapped (a submit effect, one idempotency key
// per day and design); the server's refusals (out of votes, voted for it today, not open) are shown at the design.
import { call, put, select } from 'typed-redux-saga';
import { defineModel, submit } from '../../core';
import { t } from '../../locales';
import ui from '../../models/ui';
import * as activityApi from '../../services/api/activity';
import type { SigninPage } from '../../services/api/types';
import { refusalOf } from '../../services/request';
import { activityState, clockOffset, type ActivityState } from '../shared/activityState';
import { codeOf } from '../shared/errors';
import { IDLE, ready, type Load } from '../shared/load';
import { refreshInto } from '../shared/refreshInto';
import { customerFirst, notYetOf } from './customerFirst';
import { liveRead, shareCount } from './saleEffects';
import { setterOf } from '../shared/setter';

export const VOTE_ACT = 'vote';
export const VOTE_PATH = '/vote';

export interface VotePage extends SigninPage {
  offsetMs: number;
}

export interface VoteState {
  page: Load<VotePage>;
  /** The design of the last vote (the one busy while the vote runs, the one a refusal is said at). */
  target?: string;
  refusal?: { optionId: string; text: string };
}

export const initialState: VoteState = { page: IDLE };

/** The slice, for the model's own sagas (the model's `select` cannot be typed inside its own definition). */
const slice = (s: { saleVote: VoteState }) => s.saleVote;

/** The China day of a time: a vote's key is per day (the limits are). */
export const chinaDay = (ms: number): string => new Date(ms + 8 * 3600 * 1000).toISOString().slice(0, 10);

export const voteKey = (day: string, optionId: string) => `vote:${day}:${optionId}`;

/**
 * The vote's state on the machine: the window (from the server's status when it gave no times), and the
 * customer's votes left today (at 0: `joined`, "明天再来"). A visitor may vote (the tap asks for the login).
 */
export function voteState(p: SigninPage, now: number, loggedIn: boolean): ActivityState {
  if (!p.startAt || !p.endAt) {
    if (p.status === 'notStarted' || p.status === 'ended') return p.status;
    return loggedIn && p.usedToday >= p.dailyQuota ? 'joined' : 'active';
  }
  return activityState({
    serverTime: now,
    startAt: p.startAt,
    endAt: p.endAt,
    eligible: true,
    joined: false,
    ...(loggedIn ? { quotaLeft: Math.max(0, p.dailyQuota - p.usedToday) } : {}),
  });
}

/** The designs by votes, most first (ties keep the server's order): the ranking and, first, the winner. */
export function ranking(p: SigninPage): SigninPage['options'] {
  return p.options
    .map((o, i) => ({ o, i }))
    .sort((a, b) => (b.o.count ?? 0) - (a.o.count ?? 0) || a.i - b.i)
    .map((x) => x.o);
}

export type VoteOutcome = 'voted' | 'login' | 'bind';

const set = setterOf<VoteState>();

const saleVote = defineModel({
  namespace: 'saleVote',
  state: initialState,
  reducers: {
    setPage: set('page'),
    setTarget: set('target'),
    /** The server's refusal of the last vote, at its design (undefined as a vote starts). */
    setRefusal(state, { payload }: { payload?: string }) {
      return { ...state, refusal: payload && state.target ? { optionId: state.target, text: payload } : undefined };
    },
    /** A vote counted: the design's count, the votes used today and the designs voted for today. */
    counted(state, { payload }: { payload: string }) {
      if (state.page.status !== 'ready') return state;
      const p = state.page.data;
      return {
        ...state,
        page: ready({
          ...p,
          usedToday: p.usedToday + 1,
          votedToday: [...p.votedToday, payload],
          options: p.options.map((o) => (o.id === payload ? { ...o, count: (o.count ?? 0) + 1 } : o)),
        }),
      };
    },
    /** The server said no more votes today. */
    outOfVotes(state) {
      if (state.page.status !== 'ready') return state;
      return { ...state, page: ready({ ...state.page.data, usedToday: state.page.data.dailyQuota }) };
    },
    /** The server said this design has had today's vote. */
    votedFor(state, { payload }: { payload: string }) {
      if (state.page.status !== 'ready' || state.page.data.votedToday.includes(payload)) return state;
      return { ...state, page: ready({ ...state.page.data, votedToday: [...state.page.data.votedToday, payload] }) };
    },
  },
  effects: (own) => {
    /** The designs with the server clock; a silent read keeps a page shown (refreshInto). */
    function* read(silent: boolean) {
      function* page() {
        const data = yield* call(activityApi.newSigninPageInit, { actId: VOTE_ACT });
        return { ...data, offsetMs: clockOffset(data.serverTime, yield* call(Date.now)) };
      }
      yield* call(refreshInto, own.setPage, page(), { silent, shown: (yield* select(slice)).page });
    }
    return {
      /** takeLatest: the designs, counts and the customer's votes today. `silent` (live counts) keeps the page. */
      load: liveRead(read),

      /**
       * submit: one vote (formMain/add, formType vote), one at a time, with the key of the server's day and the design.
       * A visitor logs in first ('login': the page starts it); a WeChat user without a number binds one. Counted:
       * the count goes up at once. Refused: out of votes today (明天再来), this design already today, or the vote not
       * open: said at the design, and the page shows it. A failure that is no refusal reaches onError.
       */
      vote: submit(
        function* ({ payload }: { payload: { optionId: string; day: string } }, { select }, { keyFor }) {
          const first = yield* customerFirst(VOTE_PATH);
          if (first) return first;
          const { optionId } = payload;
          yield* put(own.setTarget(optionId));
          const req = { formType: 'vote' as const, actId: VOTE_ACT, optionId };
          try {
            yield* call(activityApi.formMainAdd, req, { idempotencyKey: yield* keyFor(req) });
            yield* put(own.counted(optionId));
            const after = yield* select(slice);
            const left = after.page.status === 'ready' ? after.page.data.dailyQuota - after.page.data.usedToday : 0;
            yield* put(
              ui.actions.toast({
                text: left > 0 ? t('sale.vote.votedLeft', { left }) : t('sale.vote.votedLast'),
                kind: 'success',
              }),
            );
            return 'voted';
          } catch (e) {
            const notYet = yield* notYetOf(e, VOTE_PATH);
            if (notYet) return notYet;
            const code = codeOf(e);
            if (refusalOf(e) !== undefined) {
              if (code === 'E_VOTE_LIMIT') yield* put(own.outOfVotes());
              else if (code === 'E_VOTE_SAME') yield* put(own.votedFor(optionId));
              else if (code?.startsWith('E_ACT_')) yield* call(read, true);
            }
            throw e;
          }
        },
        { intent: ({ optionId, day }) => voteKey(day, optionId), refused: own.setRefusal },
      ),

      /** takeEvery: a share of the page is counted, best effort. */
      logShare: shareCount(VOTE_ACT),
    };
  },
});

export default saleVote;
