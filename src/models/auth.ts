// The WeChat web login (OAuth, snsapi_userinfo). A chunk of its own (models/lazyModel.ts): a visit that is
// already logged in never downloads it.
import { call, put, putResolve } from 'typed-redux-saga';
import { defineModel, push, replace } from '../core';
import * as wxApi from '../services/api/unifiedinteraction';
import * as userApi from '../services/api/user';
import type { SnsUser, UserInfoBtm } from '../services/api/types';
import { forgetIdempotencyKeys, randomId, setUnionId } from '../services/request';
import { canAuthorize } from '../services/wechat';
import { leavingForLogin } from '../services/oplog';
import {
  authorizeUrl,
  beginAttempt,
  endAttempt,
  loginHeld,
  noteReturn,
  restartOnce,
  takeState,
  withoutOAuthParams,
} from '../services/oauth';
import { appPathOf as appPath, appUrl } from '../utils/appUrl';
import { locationHref, replaceLocation, writeLocal } from '../utils/browser';
import global from './global';
import { clearPrefetched } from './prefetch';
import session, { SESSION_HINT_KEY, forgetPhone } from './session';

const loginFailed = () => replace('/tip/error?code=loginFailed');

/** Where a mall entry keeps its token for the pages that send it. */
const MALL_TOKEN = 'mall_token';

/** What starts a login: where to come back to, and whether the guard started it by itself (not a tap). */
export interface LoginInput {
  redirect?: string;
  auto?: boolean;
}

/**
 * Leaves for WeChat's authorize page (the simulator's outside WeChat) and comes back to `redirect` (default: this
 * page). Where OAuth cannot run (a browser, a real backend), the customer logs in by phone on /bindAccount.
 */
export function* startLogin(payload?: LoginInput) {
  const here = withoutOAuthParams(yield* call(locationHref));
  const target = payload?.redirect ? new URL(appUrl(payload.redirect, here.href)) : here;
  if (!(yield* call(canAuthorize))) {
    yield* put(push(`/bindAccount?redirect=${encodeURIComponent(appPath(target))}`));
    return;
  }
  const state = randomId();
  if (!(yield* call(beginAttempt, state, { auto: !!payload?.auto }))) {
    yield* put(loginFailed());
    return;
  }
  yield* put(session.actions.authorizing());
  // The operation log's queue goes before the page is left; the return is this navigation, not logged again.
  yield* call(leavingForLogin);
  // replace: the page that started the login is the one the customer comes back to, so Back does not
  // lead into the authorize step again.
  yield* call(replaceLocation, authorizeUrl(target.toString(), state, here.searchParams.get('channel')));
}

/**
 * Who the return from the authorize page logged in. A user: the login held, and the loop guard forgets the return.
 * A failure of the lookup reaches the effect (the hook's toast; the session is 'error' with its retry).
 */
function* loadAfterReturn() {
  const user = (yield* putResolve(session.actions.load())) as unknown as UserInfoBtm | undefined;
  if (user) yield* call(loginHeld);
}

/** Asks who the user is (getUserInfoBtm); true when someone is logged in. A failure of the lookup is a "no". */
export function* sessionExists() {
  try {
    // putResolve waits for session.load and returns its answer: the user, or undefined for nobody.
    return !!((yield* putResolve(session.actions.load())) as unknown as UserInfoBtm | undefined);
  } catch {
    return false;
  }
}

/**
 * What a customer leaves on the device: the union id the calls carry, the kept number, the session hint, answers fetched ahead, form drafts,
 * idempotency keys, SMS send times (they name the number) and the mall token.
 */
export function forgetCustomer(): void {
  setUnionId(undefined);
  forgetPhone();
  clearPrefetched();
  writeLocal(MALL_TOKEN, undefined);
  writeLocal(SESSION_HINT_KEY, undefined);
  forgetIdempotencyKeys();
  try {
    const store = window.sessionStorage;
    for (const key of Object.keys(store)) if (/^sms2_(draft_|idem_|sms_sent:)/.test(key)) store.removeItem(key);
  } catch {
    /* storage may be off */
  }
}

const auth = defineModel({
  namespace: 'auth',
  state: {},
  effects: {
    /**
     * takeLeading: one login at a time. Leaves for WeChat's authorize page (the simulator's outside WeChat) and
     * comes back to `redirect` (default: this page). Where OAuth cannot run (a browser, a real backend), the
     * customer logs in by phone on /bindAccount. `auto`: the guard started it; within a minute of a return from the
     * authorize page that means the return's login did not hold: the error page, never a loop. A tap always starts.
     */
    login: [
      function* ({ payload }: { payload?: LoginInput }, { call }) {
        yield* call(startLogin, payload);
      },
      { type: 'takeLeading' },
    ],
    /**
     * The return from the authorize page: drop code and state from the address, check `state`, exchange the code.
     * A refusal (a state without a code) leaves the customer logged out; a state that does not match restarts the
     * login once, then fails; a snapshot user (a page opened from a moment, WeChat's preview) is asked to open the
     * page in full instead of ordering.
     */
    oauthReturn: [
      function* ({ payload }: { payload: { code?: string; state?: string } }, { call, put }) {
        yield* put(session.actions.authorizing());
        const url = withoutOAuthParams(yield* call(locationHref));
        yield* put(replace(appPath(url)));
        yield* call(noteReturn);
        const matches = yield* call(takeState, payload.state ?? '');
        if (!payload.code) {
          yield* call(endAttempt);
          void (yield* put(session.actions.load()));
          return;
        }
        if (!matches) {
          if (yield* call(restartOnce)) {
            yield* call(startLogin, { redirect: appPath(url) });
            return;
          }
          yield* put(session.actions.clear());
          yield* put(loginFailed());
          return;
        }
        let user: SnsUser;
        try {
          const channel = url.searchParams.get('channel') ?? undefined;
          user = yield* call(wxApi.getSnsUserByCode, { code: payload.code, state: payload.state, channel });
          yield* call(endAttempt);
          // Spec §6: the exchange names the union id; the header goes from the next call on (who-am-I first).
          yield* call(setUnionId, user.unionid);
        } catch {
          yield* call(endAttempt);
          // The answer may have been lost after the code was spent: a session that exists is a login that worked.
          if (yield* call(sessionExists)) {
            yield* call(loginHeld);
            return;
          }
          yield* put(session.actions.clear());
          yield* put(loginFailed());
          return;
        }
        if (Number(user.is_snapshotuser) === 1) {
          yield* put(session.actions.snapshot());
          return;
        }
        yield* call(loadAfterReturn);
      },
      { type: 'takeLeading' },
    ],
    /**
     * takeLeading: log out. The server session ends (a failure there still logs out here), nothing of this customer
     * stays on the device for the next one, and home shows the login.
     */
    logout: [
      function* (_: unknown, { call, put }) {
        try {
          yield* call(userApi.logout, undefined);
        } catch {
          /* the device forgets the customer all the same */
        }
        yield* call(forgetCustomer);
        yield* put(session.actions.clear());
        yield* put(replace('/'));
      },
      { type: 'takeLeading' },
    ],
    /**
     * A mall entry (`?token=`, PAGES.md §3.1): the token leaves the address at once (never logged or shared), is
     * kept as `mall_token` for the pages that send it, and logs in through thirdAuthLogin, whose phone becomes
     * the global `thirdUserPhone`. A refused token ends on the error page.
     */
    mallEntry: [
      function* ({ payload }: { payload: { token: string } }, { call, put }) {
        const url = new URL(yield* call(locationHref));
        url.searchParams.delete('token');
        yield* put(replace(appPath(url)));
        yield* call(writeLocal, MALL_TOKEN, payload.token);
        try {
          const { thirdUserPhone } = yield* call(userApi.thirdAuthLogin, { token: payload.token });
          yield* put(global.actions.setThirdUserPhone(thirdUserPhone));
        } catch {
          yield* call(writeLocal, MALL_TOKEN, undefined);
          yield* put(session.actions.clear());
          yield* put(replace('/tip/error?code=tokenInvalid'));
          return;
        }
        void (yield* put(session.actions.load()));
      },
      { type: 'takeLeading' },
    ],
  },
});

export default auth;
