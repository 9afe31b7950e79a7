// Who is using the app: the WeChat user and the bound number (getUserInfoBtm). The guard and home read it;
// the login itself is models/auth.ts, loaded when someone logs in.
import { defineModel } from '../core';
import * as shellApi from '../services/api/shell';
import { RequestError } from '../services/request';
import type { UserInfoBtm } from '../services/api/types';

export type SessionStatus = 'unknown' | 'anonymous' | 'authorizing' | 'identified';

export interface SessionState {
  status: SessionStatus;
  user?: UserInfoBtm;
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
    /** Not known after all (the boot's question failed): the first component that needs it asks again. */
    reset() {
      return initial;
    },
  },
  effects: (own) => ({
    /**
     * takeLatest: a read. A 401 (or 666) means nobody is logged in: an answer, not an error, so no toast.
     * Other failures reach the caller (and, unhandled, the runtime's toast).
     */
    load: [
      function* (_: unknown, { call, put }) {
        try {
          const user = yield* call(shellApi.getUserInfoBtm);
          yield* call(noteSession, true);
          yield* put(own.saveUser(user ?? undefined));
          return user ?? undefined;
        } catch (e) {
          if (e instanceof RequestError && e.kind === 'http' && (e.status === 401 || e.status === 666)) {
            yield* call(noteSession, false);
            yield* put(own.saveUser(undefined));
            return undefined;
          }
          throw e;
        }
      },
      { type: 'takeLatest' },
    ],
  }),
});

export default session;

export const selectSession = (s: { session: SessionState }) => s.session;
export const selectBoundPhone = (s: { session: SessionState }) => s.session.user?.userPhone;
