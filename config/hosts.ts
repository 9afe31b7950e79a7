// Which host serves which path (after the leading /api/ is stripped). A rule ending in '/' matches a
// prefix, any other rule the exact path. The first match wins; everything else goes to `api`.

export type HostName = 'api' | 'internal' | 'userInfo';

export const hostTable: readonly { host: Exclude<HostName, 'api'>; paths: readonly string[] }[] = [
  { host: 'userInfo', paths: ['user/queryUserInfo'] },
  {
    host: 'internal',
    paths: [
      // billing
      'bill/',
      // broadband accounts and their bills
      'broadband/mixMember/',
      'broadband/queryBroadUserInfo',
      'broadband/queryHistoryAccount',
      'broadband/queryMoreHistoryAccount',
      // operator-account user queries (the WeChat session calls stay on `api`)
      'user/getUserInfo',
      'user/userInfo/qryScoreInfo',
      'user/queryInternetService',
    ],
  },
];

/** The host of a stripped path such as 'bill/queryUserBalance'. */
export function hostFor(path: string): HostName {
  for (const { host, paths } of hostTable) {
    if (paths.some((rule) => (rule.endsWith('/') ? path.startsWith(rule) : path === rule))) return host;
  }
  return 'api';
}

/**
 * The hosts the app may leave for to pay outside WeChat (the `cashierUrl` of bill/orderWechatPage): WeChat Pay's
 * H5 cashier. The page's own origin is allowed too: the simulator's cashier (mocks/) is served beside the app.
 * Any other host in a `cashierUrl` is refused (src/utils/serverUrl.ts).
 */
export const cashierHosts: readonly string[] = ['wx.tenpay.com'];

/** Hosts of the images the server's answers point at (banners, product pictures), besides our own origin and the
 *  API bases: the Content-Security-Policy's img-src (scripts/serve.ts). */
export const imageHosts: readonly string[] = [];
