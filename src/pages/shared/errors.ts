// Where a refused request shows, for every family: the server's code, a session that is gone, and the place of
// an answer about a phone + SMS code form.
import { RequestError } from '../../services/request';

/** The business code of a request error ('' for anything else). */
export const codeOf = (error: unknown): string => (error instanceof RequestError ? String(error.code ?? '') : '');

/** A 401 (or 666): nobody is logged in. */
export const isLoggedOut = (error: unknown): boolean =>
  error instanceof RequestError && error.kind === 'http' && (error.status === 401 || error.status === 666);

/** The server's answers that are about the number rather than the code. */
const PHONE_CODES = new Set([
  'E_PHONE',
  'E_ALREADY_BOUND',
  'E_BIND_LIMIT',
  'E_NOT_BOUND_NUMBER',
  'E_BOUND_ELSEWHERE',
  'E_NOT_CUSTOMER',
  'E_TERMINATED',
  'E_FORBIDDEN_NUMBER',
  'E_NO_WECHAT',
]);

/**
 * Where a failure of a phone + SMS code form shows: a business answer about the number at the phone field, about
 * the code (wrong, expired, locked, too frequent) at the code field; a captcha refused or cancelled, a timeout or an
 * HTTP error as a toast.
 */
export function placeOf(error: unknown): 'phone' | 'code' | 'toast' {
  if (!(error instanceof RequestError) || error.kind !== 'business') return 'toast';
  const code = codeOf(error);
  if (PHONE_CODES.has(code)) return 'phone';
  if (code.startsWith('E_KAPTCHA')) return 'toast';
  return 'code';
}
