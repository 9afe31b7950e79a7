// XSRF tokens bound to the session: `<nonce>_<hmac>`, the HMAC (SHA-256, a secret of this process) of the
// session cookie's value and the nonce. A token is good only with the session cookie it was issued for, so a
// cookie and header forged with the same arbitrary value, or the token of another session, are refused.
// A visitor without a session gets a token of "no session"; a login (a new session id) gets a new token.
// A new process has a new secret: the old tokens stop being good and the next answer sets a new one.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface XsrfTokens {
  /** A new token for the session cookie's value ('' without a session). */
  issue(sessionKey: string): string;
  /** Whether the token was issued (by this process) for this session cookie's value. */
  valid(token: string | undefined, sessionKey: string): boolean;
}

export function createXsrfTokens(secret: Buffer = randomBytes(32)): XsrfTokens {
  const mac = (sessionKey: string, nonce: string): string =>
    createHmac('sha256', secret).update(`${sessionKey}|${nonce}`).digest('hex').slice(0, 40);
  return {
    issue: (sessionKey) => {
      const nonce = randomBytes(8).toString('hex');
      return `${nonce}_${mac(sessionKey, nonce)}`;
    },
    valid: (token, sessionKey) => {
      const m = token ? /^([0-9a-f]{16})_([0-9a-f]{40})$/.exec(token) : null;
      if (!m) return false;
      const expected = Buffer.from(mac(sessionKey, m[1] ?? ''));
      const given = Buffer.from(m[2] ?? '');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
