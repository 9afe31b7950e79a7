// `/vote` (PAGES.md §2.4, template Vote): six designs, three votes a day per number and one per design a day, live
// counts, the ranking and the winner once it has ended. The page is public; voting asks for the login (a WeChat
// user without a number binds one). A vote is one request however often tapped (takeLeading, one idempotency key
// per day and design); the server's refusals (out of votes, voted for it today, not open) are said and shown.
import { call, put, select } from 'typed-redux-saga';
import { defineModel, push } from '../../core';
import { t } from '../../locales';
import { selectSession } from '../../models/session';
import ui from '../../models/ui';
import * as activityApi from '../../services/api/activity';
import type { SigninPage } from '../../services/api/types';
import { idempotencyKeyFor, releaseIdempotencyKey } from '../../services/request';
import { activityState, clockOffset, type ActivityState } from '../shared/activityState';
import { codeOf, isLoggedOut } from '../shared/errors';
import { failed, IDLE, LOADING, messageOf, ready, type Load } from '../shared/load';

export const VOTE_ACT = 'vote';
export const VOTE_PATH = '/vote';

export interface VotePage extends SigninPage {
  offsetMs: number;
}

export interface VoteState {
  page: Load<VotePage>;
  voting?: string;
  refusal?: { optionId: string; text: string };
}

export const initialState: VoteState = { page: IDLE };

export const selectVote = (s: { saleVote: VoteState }) => s.saleVote;

const quiet = { onFail: () => undefined };

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

export type VoteOutcome = 'voted' | 'refused' | 'login' | 'bind' | 'failed';

const saleVote = defineModel({
  namespace: 'saleVote',
  state: initialState,
  reducers: {
    setPage(state, { payload }: { payload: Load<VotePage> }) {
      return { ...state, page: payload };
    },
    setVoting(state, { payload }: { payload: string | undefined }) {
      return { ...state, voting: payload };
    },
    setRefusal(state, { payload }: { payload: VoteState['refusal'] }) {
      return { ...state, refusal: payload };
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
    function* read(silent: boolean) {
      if (!silent) yield* put(own.setPage(LOADING));
      try {
        const data = yield* call(activityApi.newSigninPageInit, { actId: VOTE_ACT }, quiet);
        const offsetMs = clockOffset(data.serverTime, yield* call(Date.now));
        yield* put(own.setPage(ready({ ...data, offsetMs })));
      } catch (e) {
        // A silent read keeps a page shown; with none shown yet (it superseded the first read), it says why.
        if (!silent || (yield* select(selectVote)).page.status !== 'ready') yield* put(own.setPage(failed(e)));
      }
    }
    return {
      /** takeLatest: the designs, counts and the customer's votes today. `silent` (live counts) keeps the page. */
      load: [
        function* ({ payload }: { payload: { silent?: boolean } }) {
          yield* call(read, !!payload.silent);
        },
        { type: 'takeLatest' },
      ],

      /**
       * takeLeading: one vote (formMain/add, formType vote). A visitor logs in first ('login': the page starts it);
       * a WeChat user without a number binds one. Counted: the count goes up at once. Refused: out of votes today
       * (明天再来), this design already today, or the vote not open: said, and the page shows it.
       */
      vote: [
        function* ({ payload }: { payload: { optionId: string } }, { select }) {
          const session = yield* select(selectSession);
          if (session.status === 'anonymous') return 'login';
          if (session.status === 'identified' && !session.user?.userPhone) {
            yield* put(push(`/bindAccount?redirect=${encodeURIComponent(VOTE_PATH)}`));
            return 'bind';
          }
          const { optionId } = payload;
          const s = yield* select(selectVote);
          const offset = s.page.status === 'ready' ? s.page.data.offsetMs : 0;
          const key = voteKey(chinaDay((yield* call(Date.now)) + offset), optionId);
          yield* put(own.setVoting(optionId));
          yield* put(own.setRefusal(undefined));
          try {
            const idempotencyKey = yield* call(idempotencyKeyFor, key);
            yield* call(
              activityApi.formMainAdd,
              { formType: 'vote' as const, actId: VOTE_ACT, optionId },
              { idempotencyKey, onFail: () => undefined },
            );
            yield* call(releaseIdempotencyKey, key);
            yield* put(own.counted(optionId));
            const after = yield* select(selectVote);
            const left = after.page.status === 'ready' ? after.page.data.dailyQuota - after.page.data.usedToday : 0;
            yield* put(
              ui.actions.toast({
                text: left > 0 ? t('sale.vote.votedLeft', { left }) : t('sale.vote.votedLast'),
                kind: 'success',
              }),
            );
            return 'voted';
          } catch (e) {
            if (isLoggedOut(e)) return 'login';
            const code = codeOf(e);
            if (code === 'E_NOT_BOUND') {
              yield* put(push(`/bindAccount?redirect=${encodeURIComponent(VOTE_PATH)}`));
              return 'bind';
            }
            const text = messageOf(e);
            if (code === 'E_VOTE_LIMIT') yield* put(own.outOfVotes());
            else if (code === 'E_VOTE_SAME') yield* put(own.votedFor(optionId));
            else if (code?.startsWith('E_ACT_')) yield* call(read, true);
            const refused = !!code && code.startsWith('E_');
            if (refused) yield* call(releaseIdempotencyKey, key);
            yield* put(own.setRefusal({ optionId, text }));
            yield* put(ui.actions.toast({ text, kind: 'fail' }));
            return refused ? 'refused' : 'failed';
          } finally {
            yield* put(own.setVoting(undefined));
          }
        },
        { type: 'takeLeading' },
      ],

      /** takeEvery: a share is counted (shareRecord/insert), best effort. */
      logShare: function* (
        { payload }: { payload: { link: string; channel: 'friend' | 'timeline' | 'copyLink' } },
        { call },
      ) {
        try {
          yield* call(activityApi.shareRecordInsert, { actId: VOTE_ACT, ...payload }, quiet);
        } catch {
          /* counting is best effort */
        }
      },
    };
  },
});

export default saleVote;
