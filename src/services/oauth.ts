// WeChat web OAuth (snsapi_userinfo): the authorize address, the `state` check, and the guard against loops.
// Pure browser helpers; the auth model runs the flow.
import { env, wxAppIdFor } from '../../config/env';

const STATE_KEY = 'sms2_oauth_state';
/** A guard login within this time of a return from the authorize page means that return's login failed: no loop. */
const RETRY_WINDOW_MS = 60_000;

/** The address without the OAuth answer (`code`, `state`): what the app shows and returns to. */
export function withoutOAuthParams(href: string): URL {
  const url = new URL(href);
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  return url;
}

/** The authorize address: app id by channel (5: the first), the return address, code response, user-info scope. */
export function authorizeUrl(returnTo: string, state: string, channel: string | null): string {
  const q = new URLSearchParams({
    appid: wxAppIdFor(channel),
    redirect_uri: returnTo,
    response_type: 'code',
    scope: 'snsapi_userinfo',
    state,
  });
  return `${env.oauthAuthorizeUrl}?${q.toString()}#wechat_redirect`;
}

const storage = () => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

const RESTARTED_KEY = 'sms2_oauth_restarted';

/**
 * When this page last handled a return from the authorize page (a code, a state or a refusal). In memory: a new
 * visit (a page load without an OAuth answer) starts afresh, while the return and a login it leads to share one page.
 */
let returnedAt = 0;

/** A return from the authorize page was handled now: a guard login soon after it is a loop. */
export function noteReturn(now = Date.now()): void {
  returnedAt = now;
}

/**
 * Remembers a new attempt's state. The loop guard: false for a login the guard starts by itself (`auto`) within a
 * minute of a return, since that return's login did not hold. A tap on 登录, or a new visit, always starts one; an
 * authorize page left without a choice (no return) never counts.
 */
export function beginAttempt(state: string, { auto = false, now = Date.now() } = {}): boolean {
  if (auto && returnedAt && now - returnedAt < RETRY_WINDOW_MS) return false;
  storage()?.setItem(STATE_KEY, state);
  return true;
}

/** Checks and forgets the state of the attempt in progress: it is good once. */
export function takeState(state: string): boolean {
  const expected = storage()?.getItem(STATE_KEY);
  storage()?.removeItem(STATE_KEY);
  return !!expected && expected === state;
}

/** A state that does not match restarts the login once: true the first time, false once it was restarted. */
export function restartOnce(): boolean {
  if (storage()?.getItem(RESTARTED_KEY)) {
    storage()?.removeItem(RESTARTED_KEY);
    return false;
  }
  storage()?.setItem(RESTARTED_KEY, '1');
  return true;
}

/** The attempt ended (well or for good): a later mismatch may restart again. */
export function endAttempt(): void {
  storage()?.removeItem(RESTARTED_KEY);
}

/**
 * The return's login held: the session answered with a user. A 401 later on (a session that expired while the
 * customer was ordering) is a new login, not a loop.
 */
export function loginHeld(): void {
  returnedAt = 0;
}

/** For tests: forget the last return. */
export const resetOAuthMemory = loginHeld;
