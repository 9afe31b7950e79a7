import { env } from '../../../config/env';
import { requestLang } from '../../locales';
import { currentPage, readStorage } from './page';
import type { RequestOptions } from './options';

// SPEC §6. Paths here are stripped of the leading /api/.
const RECEPTION_PATHS = ['activity/payGiveFeeAct/reception', 'activity/payGiveFeeActMany/reception'];
const MALL_TOKEN_PAGES = ['valetHandle', 'broadOrder', 'summer', 'mobileBusiness'];
/** On lyh pages the reception call takes wxPublicAccountId from this page query parameter. */
export const ACCOUNT_QUERY_PARAM = 'wxPublicAccountId';

let unionId: string | undefined;

/** The union id header sent with every request from now on (undefined stops it). */
export function setUnionId(id: string | undefined): void {
  unionId = id || undefined;
}

function publicAccountId(path: string, school: boolean | undefined): string {
  const { path: page, query } = currentPage();
  if (page.includes('cfsf')) return query.get('shareOpenId') && query.get('money') ? '5_not_myself' : '5_myself';
  if (page.includes('lyh') && RECEPTION_PATHS.includes(path)) {
    const fromQuery = query.get(ACCOUNT_QUERY_PARAM);
    if (fromQuery) return fromQuery;
  }
  return String(school ? env.schoolWxPublicAccountId : env.wxPublicAccountId);
}

/**
 * The app's headers for one call to our API (the client sends them to our own hosts only). Accept-Language is
 * the language chosen in the app (even while its catalogue loads): the browser's own header follows the phone, not
 * the app, and the server answers its texts (banners, rules, reasons, messages) in it.
 */
export function appHeaders(path: string, opts: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = {
    wxPublicAccountId: publicAccountId(path, opts.school),
    'Accept-Language': requestLang(),
  };
  const union = opts.unionId ?? unionId;
  if (union) headers.unionId = union;
  const mallToken = MALL_TOKEN_PAGES.some((p) => currentPage().path.includes(p))
    ? readStorage('mall_token')
    : undefined;
  if (mallToken) {
    headers.mall_token = mallToken;
    headers.tokenType = 'stToken';
  }
  if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
  return { ...headers, ...opts.headers };
}

const origin = (url: string): string => new URL(url, window.location.href).origin;

/** Same origin as the page, or the origin of one of the configured API bases. */
export function isOwnHost(url: string): boolean {
  const target = origin(url);
  return [window.location.href, env.apiBase, env.internalApiBase, env.userInfoApiBase].some(
    (u) => origin(u) === target,
  );
}
