// Per-environment facts: API bases, WeChat app ids, the operator's name. The bases can be replaced at
// build time (webpack DefinePlugin injects process.env.SMS2_*); the literal `process.env.X` reads must
// stay as they are so DefinePlugin can find them.

/** A build-time value, or the fallback when DefinePlugin did not define it (no `process` in browsers). */
function pick(read: () => string | undefined, fallback: string): string {
  let value: string | undefined;
  try {
    value = read();
  } catch {
    value = undefined;
  }
  return value ? (value.endsWith('/') ? value : `${value}/`) : fallback;
}

/** A share between 0 and 1 given as text, or the fallback. */
export function rateOf(value: string | undefined, fallback: number): number {
  const n = value ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 && n <= 1 ? n : fallback;
}

export const env = {
  /** Most calls. The operator simulator (mocks/) serves here in development and tests. */
  apiBase: pick(() => process.env.SMS2_API_BASE, '/sms2-api/'),
  /** Billing, broadband-account and some user calls (config/hosts.ts). */
  internalApiBase: pick(() => process.env.SMS2_INTERNAL_API_BASE, '/sms2-api/internal/'),
  /** The operator's user-info query (queryUserInfo). */
  userInfoApiBase: pick(() => process.env.SMS2_USERINFO_API_BASE, '/sms2-api/userinfo/'),
  /**
   * WeChat's OAuth authorize address. By default the simulator's consent page (mocks/), which also works in a
   * desktop browser; a real deployment sets SMS2_OAUTH_URL=https://open.weixin.qq.com/connect/oauth2/authorize.
   */
  oauthAuthorizeUrl: pick(() => process.env.SMS2_OAUTH_URL, '/sms2-api/__sim/oauth/authorize').replace(/\/$/, ''),
  /** The operator's regional name, the default page title. */
  operatorName: { 'zh-CN': '云南联通', 'en-US': 'Yunnan Unicom' },
  /**
   * WeChat app ids: channel 5 selects the first, any other channel the second. The defaults are placeholders, for the
   * simulator; a real deployment sets SMS2_WX_APPID_CHANNEL5 and SMS2_WX_APPID_OTHER. Read bare: every build defines
   * them (webpack.config.ts BUILD_ENV), so an unset one folds to its default in the bundle.
   */
  wxAppIds: [
    process.env.SMS2_WX_APPID_CHANNEL5 || 'wx5f1c0a1b2c3d4e01',
    process.env.SMS2_WX_APPID_OTHER || 'wx8a2b3c4d5e6f7a02',
  ] as const,
  /**
   * The share of page loads whose Core Web Vitals are measured and sent (services/vitals.ts, README "Real-user
   * speed"): SMS2_VITALS_SAMPLE_RATE, from 0 (none, not even the library is loaded) to 1 (every page load, the
   * default). Anything else that is not a number in that range is the default.
   */
  vitalsSampleRate: rateOf(process.env.SMS2_VITALS_SAMPLE_RATE, 1),
  /** Public-account identifier header: default and school platform. */
  wxPublicAccountId: 3,
  schoolWxPublicAccountId: 5,
} as const;

/** The WeChat app id for an OAuth channel value. */
export function wxAppIdFor(channel: string | number | null | undefined): string {
  return String(channel) === '5' ? env.wxAppIds[0] : env.wxAppIds[1];
}
