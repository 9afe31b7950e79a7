// A top-up started from a page that needed it (a pack refused for the balance): the top-up's result offers the way
// back to that page. The page's path rides in the top-up form's address (`back`), and the form keeps it in
// sessionStorage for the rest of that top-up (checkout, cashier, result); a form opened without it forgets it. Only
// a path of this app is kept: never a full address, never anything of the customer.
import { readSession, writeSession } from '../../utils/browser';

const KEY = 'sms2_topup_back';
export const TOPUP_BACK_PARAM = 'back';

/** A path of this app: one leading slash, letters, digits, / _ - only (no scheme, no host, no query). */
const APP_PATH = /^\/(?!\/)[A-Za-z0-9/_-]*$/;

/** The top-up form's address that comes back to `path` once paid. */
export const topupFrom = (path: string): string =>
  APP_PATH.test(path) ? `/newRecharge/index2?${TOPUP_BACK_PARAM}=${encodeURIComponent(path)}` : '/newRecharge/index2';

/** On the top-up form: keeps the address's `back` for this top-up, or forgets an earlier one. */
export function keepTopupReturn(search: string): void {
  const back = new URLSearchParams(search).get(TOPUP_BACK_PARAM) ?? undefined;
  writeSession(KEY, back && APP_PATH.test(back) ? back : undefined);
}

/** Where the top-up started, if a page sent the customer to it. */
export function topupReturn(): string | undefined {
  const back = readSession(KEY);
  return back && APP_PATH.test(back) ? back : undefined;
}
