// The first data calls of a page, started by the entry (src/index.tsx) at boot and at the moment of each
// navigation, side by side with the page chunk: those that need no session at once, those that do as soon as it
// answers. The page's model takes them from src/models/prefetch.ts when its chunk registers it; a path not here
// loads its data when its page mounts. Each entry mirrors its model's first calls (same endpoint, same query).
import * as billApi from '../services/api/bill';
import * as configApi from '../services/api/config';
import * as omowebApi from '../services/api/omoweb';
import * as shellApi from '../services/api/shell';
import { prefetch } from '../models/prefetch';
import type { SessionState } from '../models/session';

/** What a page's first calls may wait for: the session, once known (undefined if asking failed). */
export interface FirstDataContext {
  session: Promise<SessionState | undefined>;
}
type FirstData = (ctx: FirstDataContext) => void;

const quiet = { onFail: () => undefined }; // the page shows a failure where it takes the answer

/** The bound number, once the session says it. */
const boundPhone = async ({ session }: FirstDataContext) => (await session)?.user?.userPhone;

const storedPhone = () => {
  try {
    return window.localStorage.getItem(shellApi.PHONE_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
};

/** By route path (config/routes.ts). */
export const FIRST_DATA: Readonly<Record<string, FirstData>> = {
  // homeModel: config and products for everyone, the account cards for a bound number.
  '/': (ctx) => {
    prefetch('home/config', () => configApi.list(undefined, quiet));
    prefetch('home/products', () => omowebApi.productList({ actCode: 'home', pageSize: 6 }, quiet).then((p) => p.list));
    void boundPhone(ctx).then((phone) => {
      if (!phone) return;
      prefetch('home/balance', () => billApi.queryUserBalance(undefined, quiet));
      prefetch('home/allowance', () => billApi.querySetMealaAlowance(undefined, quiet));
    });
  },
  // businessAccount (the business hall): balance with the month's spend and the allowance, for the bound number.
  '/mobileBusiness': (ctx) => {
    void boundPhone(ctx).then((phone) => {
      if (!phone) return;
      prefetch('business/balance', () => billApi.queryUserBalanceAndSum(undefined, quiet));
      prefetch('business/allowance', () => billApi.querySetMealaAlowance(undefined, quiet));
    });
  },
  // rechargeModel `open`: the saved number's pre-check (public), once the session lets the page show.
  '/newRecharge/index2': () => {
    const phone = storedPhone();
    if (/^1\d{10}$/.test(phone)) prefetch(`preCheck:${phone}`, () => shellApi.preCheckToPhone({ phone }, quiet));
  },
};

/** Starts the first data calls of the route at `path`, if it names any. */
export function startFirstData(path: string | undefined, ctx: FirstDataContext): void {
  if (path !== undefined) FIRST_DATA[path]?.(ctx);
}
