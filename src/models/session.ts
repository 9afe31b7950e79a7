// Who is using the app: the WeChat user and the bound number (getUserInfoBtm). The guard and home read it;
// the login itself is models/auth.ts, loaded when someone logs in.
import { defineModel } from '../core';
import * as shellApi from '../services/api/shell';
import { RequestError, setIdempotencyOwner, setUnionId } from '../services/request';
import type { UserInfoBtm } from '../services/api/types';
import { takeEarly } from './prefetch';
import { writeLocal } from '../utils/browser';
import { noteDraftOwner } from '../utils/draftOwner';
import { messageOf } from '../utils/errorText';

export type SessionStatus = 'unknown' | 'anonymous' | 'authorizing' | 'identified' | 'error';

export interface SessionState {
  status: SessionStatus;
  user?: UserInfoBtm;
  /** WeChat's snapshot (preview) mode: no real identity; the page is to be opened in full to go on. */
  snapshot?: boolean;
  /** status 'error': why who the user is could not be found out (SPEC §8 text); the guard and home offer a retry. */
  error?: string;
}

const initial: SessionState = { status: 'unknown' };

/**
 * A note that this browser had a session (set when `load` finds one, gone when it finds none): a visit without it
 * does not ask who the user is at boot, a call sure to fail; the guard logs in, home shows its login prompt.
 */
export const SESSION_HINT_KEY = 'sms2_session';
export function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}
function noteSession(known: boolean): void {
  try {
    if (known) window.localStorage.setItem(SESSION_HINT_KEY, '1');
    else window.localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    /* storage may be off */
  }
}

/** How long the message of a lost session shows before the session ends and the guard's login leaves the page. */
export const LOST_NOTICE_MS = 1500;

/** A 401 or 666: nobody is logged in (an answer, not a failure). */
export const isLoggedOut = (e: unknown): boolean =>
  e instanceof RequestError && e.kind === 'http' && (e.status === 401 || e.status === 666);

/** The bound number kept for prefilling (SPEC §3): it belongs to the session and leaves with it. */
export const forgetPhone = (): void => writeLocal(shellApi.PHONE_STORAGE_KEY, undefined);

const session = defineModel({
  namespace: 'session',
  state: initial,
  reducers: {
    saveUser(state, { payload }: { payload: UserInfoBtm | undefined }) {
      return payload ? { status: 'identified' as const, user: payload } : { status: 'anonymous' as const };
    },
    /** A login is under way: the guard and home wait instead of asking who the user is. */
    authorizing() {
      return { status: 'authorizing' as const };
    },
    clear() {
      return { status: 'anonymous' as const };
    },
    /** The OAuth answer was a snapshot user (is_snapshotuser=1): nobody to order as, open the page in full. */
    snapshot() {
      return { status: 'anonymous' as const, snapshot: true };
    },
    /** The lookup failed (not a 401): no endless wait, the message and a retry where the session is needed. */
    failed(state, { payload }: { payload: string }) {
      return { status: 'error' as const, error: payload };
    },
  },
  effects: (own) => ({
    /**
     * takeLatest: a read. A 401 (or 666) means nobody is logged in: an answer, not an error, so no toast.
     * Any other failure leaves the session 'error' with its message, shown with its retry where the customer looks
     * (the guard's page, home's account card): declared inline, so the error hook adds no toast; it reaches the
     * caller. The kept number follows the answer: another user's, or none, never the previous one's;
     * so do the drafts (utils/draftOwner.ts).
     */
    load: [
      function* (_: unknown, { call, put }) {
        try {
          // At boot, the answer index.html asked for while the entry downloaded, if it did (read as this call's).
          const user = yield* call(shellApi.getUserInfoBtm, undefined, takeEarly('/api/user/getUserInfoBtm'));
          // Spec §6: the union id header goes with every call while this user is known (another user: theirs).
          yield* call(setUnionId, user?.unionid);
          yield* call(noteSession, true);
          if (!user?.userPhone) yield* call(forgetPhone);
          // The drafts belong to this customer from now on; another customer's are dropped.
          if (user) yield* call(noteDraftOwner, user.openid);
          // So do the intents' keys (another customer's go): the same owner every order and confirm reads.
          if (user) yield* call(setIdempotencyOwner, user.openid || user.userPhone);
          yield* put(own.saveUser(user ?? undefined));
          return user ?? undefined;
        } catch (e) {
          if (isLoggedOut(e)) {
            yield* call(setUnionId, undefined);
            yield* call(noteSession, false);
            yield* call(forgetPhone);
            yield* put(own.saveUser(undefined));
            return undefined;
          }
          yield* put(own.failed(messageOf(e)));
          throw e;
        }
      },
      { type: 'takeLatest', shown: 'inline' },
    ],
    /**
     * takeLeading: the server said the session is gone (401/666, reported by the request layer whoever handles
     * the call). Nobody is logged in now, and the number goes with the session; once the message has been read
     * (LOST_NOTICE_MS), the guard runs again.
     */
    lost: [
      function* (_: unknown, { call, put, delay }) {
        yield* call(setUnionId, undefined);
        yield* call(forgetPhone);
        // The message (SPEC §8) shows first: the guard's login would take the customer away before they read it.
        yield* delay(LOST_NOTICE_MS);
        yield* put(own.clear());
      },
      { type: 'takeLeading' },
    ],
  }),
});

export default session;

export const selectSession = (s: { session: SessionState }) => s.session;
export const selectBoundPhone = (s: { session: SessionState }) => s.session.user?.userPhone;
