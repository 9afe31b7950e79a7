// WeChat web OAuth (snsapi_userinfo): the authorize address, the `state` check, and the guard against loops.
// Pure browser helpers; the auth model runs the flow.
import { env, wxAppIdFor } from '../../config/env';

const STATE_KEY = 'sms2_oauth_state';
const STARTED_KEY = 'sms2_oauth_started';
/** A new authorize round trip within this time of the last one means the last one failed: no loop. */
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

/** Remembers a new attempt's state; false when one started moments ago (its return failed: do not loop). */
export function beginAttempt(state: string, now = Date.now()): boolean {
  const last = Number(storage()?.getItem(STARTED_KEY)) || 0;
  if (last && now - last < RETRY_WINDOW_MS) return false;
  storage()?.setItem(STARTED_KEY, String(now));
  storage()?.setItem(STATE_KEY, state);
  return true;
}

/** Checks and forgets the state of the attempt in progress: it is good once. */
export function takeState(state: string): boolean {
  const expected = storage()?.getItem(STATE_KEY);
  storage()?.removeItem(STATE_KEY);
  return !!expected && expected === state;
}

/** The attempt ended well: a later login may start at once. */
export function endAttempt(): void {
  storage()?.removeItem(STARTED_KEY);
}
