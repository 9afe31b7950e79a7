// The first data calls of a page, started by the entry (src/index.tsx) at boot and at the moment of each
// navigation, side by side with the page chunk: those that need no session at once, those that do as soon as it
// answers, or at once when they send nothing the session returns and the browser's last session had a bound number.
// The page's model takes them from src/models/prefetch.ts when its chunk registers it; a path not here
// loads its data when its page mounts. Each entry mirrors its model's first calls (same endpoint, same query).
// The calls go out by path, without the endpoints' schemas (they stay in the page chunks): the model checks each
// answer with its endpoint as it takes it, and does not take one that went to another path
// (test/layouts/firstData.test.ts holds every entry to its model's call).
import { get, post } from '../services/request';
import { PHONE_STORAGE_KEY } from '../services/api/shell';
import { prefetch, takeEarly, type PrefetchKey } from '../models/prefetch';
import { hasSessionHint, type SessionState } from '../models/session';
import { HOME_CONFIG, HOME_PRODUCTS } from './earlyStarter';

/** What a page's first calls may wait for: the session, once known (undefined if asking failed). */
export interface FirstDataContext {
  session: Promise<SessionState | undefined>;
}
type FirstData = (ctx: FirstDataContext) => void;

/**
 * A read started ahead: `path` with its query; index.html's own call to it when it started one (home's first). Its
 * failure is the model's that takes the answer (a section's read: loadInto shows it in the section).
 */
const read = (key: PrefetchKey, path: string, query?: object, opts: { beforeSession?: boolean } = {}) =>
  prefetch(key, path, () => get(path, query, { ...opts, ...takeEarly(path) }));
/** Sent before the session answers: a 401 then says the customer has logged out since, no session was lost. */
const ahead = { beforeSession: true };

/** The bound number, once the session says it. */
const boundPhone = async ({ session }: FirstDataContext) => (await session)?.user?.userPhone;

const storedPhone = () => {
  try {
    return window.localStorage.getItem(PHONE_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
};

/**
 * A browser whose last session had a bound number (the session keeps it, and forgets it with a logout or a 401):
 * calls that send nothing the session returns (the cookie says whose) need not wait for its answer. Should the
 * session be gone, they answer 401 quietly (`beforeSession`: no toast), the request layer ends the session once, as the
 * session call's own 401 does, and the model, seeing nobody logged in, never takes them.
 */
const returningBound = () => hasSessionHint() && /^1\d{10}$/.test(storedPhone());

/** By route path (config/routes.ts). */
export const FIRST_DATA: Readonly<Record<string, FirstData>> = {
  // homeModel: config and products for everyone, the account cards for a bound number.
  '/': (ctx) => {
    const cards = (opts: { beforeSession?: boolean } = {}) => {
      read('home/balance', '/api/bill/queryUserBalance', undefined, opts);
      read('home/allowance', '/api/bill/querySetMealaAlowance', undefined, opts);
    };
    // The account cards send no number: for a returning customer they start at once, and first (over HTTP/1.1 the
    // browser's six connections are full at boot: the banners and products wait for one, not the balance); at boot
    // index.html has started them already, while the entry downloaded (src/layouts/earlyStarter.ts).
    const returning = returningBound();
    if (returning) cards(ahead);
    read('home/config', `/api/${HOME_CONFIG[0]}`, HOME_CONFIG[1]);
    read('home/products', `/api/${HOME_PRODUCTS[0]}`, HOME_PRODUCTS[1]);
    if (!returning) void boundPhone(ctx).then((phone) => phone && cards());
  },
  // businessAccount (the business hall): balance with the month's spend and the allowance, for the bound number.
  '/mobileBusiness': (ctx) => {
    void boundPhone(ctx).then((phone) => {
      if (!phone) return;
      read('business/balance', '/api/bill/queryUserBalanceAndSum');
      read('business/allowance', '/api/bill/querySetMealaAlowance');
    });
  },
  // the `recharge` model's `open`: the saved number's pre-check (public), once the session lets the page show.
  '/newRecharge/index2': () => {
    const phone = storedPhone();
    const path = '/api/handlebusi/preCheck/preCheckToPhone';
    // At boot, index.html has sent it already for a browser with a session and an XSRF token (earlyStarter.ts).
    if (/^1\d{10}$/.test(phone)) prefetch(`preCheck:${phone}`, path, () => post(path, { phone }, takeEarly(path)));
  },
};

/** Starts the first data calls of the route at `path`, if it names any. */
export function startFirstData(path: string | undefined, ctx: FirstDataContext): void {
  if (path !== undefined) FIRST_DATA[path]?.(ctx);
}
