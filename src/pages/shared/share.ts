// Sharing an activity inside WeChat (PAGES.md §3.3): the page's share card, and the link it carries. The link keeps
// only the parameters a share may carry (`source=share_<actId>` and the few a family names), never a session,
// token, code or the customer's number. Outside WeChat nothing loads; a page shows "复制链接" instead.
import { useEffect } from 'react';
import { useApp } from '../../models/hooks';
import { loadWx } from '../../models/lazyModel';
import type { ShareCard } from '../../models/wx';
import { isWeChat } from '../../services/wechat';
import { appUrl } from '../../utils/appUrl';

/**
 * Inside WeChat: the page's share card, or `null` to hide sharing (pages with personal data, PAGES.md §3.3).
 * `undefined` leaves the menu as it is (the card is not known yet). Outside WeChat nothing loads.
 */
export function useWxShare(card: ShareCard | null | undefined): void {
  const app = useApp();
  const key = card === undefined ? undefined : JSON.stringify(card);
  useEffect(() => {
    if (key === undefined || !isWeChat()) return;
    const value = JSON.parse(key) as ShareCard | null;
    loadWx(app).then(
      (wx) => {
        void app.dispatch(wx.actions.share(value));
      },
      (e: unknown) => console.warn('[sms2] WeChat JS-SDK not loaded', e),
    );
  }, [app, key]);
}

/**
 * The absolute link a share of `path` carries: `source=share_<actId>` and, of `keep`, only the named parameters
 * with a value (cfsf: `shareOpenId`, `money`; yjq: `inviteId`). Whatever else the page's address holds is dropped.
 */
export function shareLink(
  path: string,
  actId: string,
  keep: Readonly<Record<string, string | number | undefined>> = {},
  base?: string,
): string {
  const params = new URLSearchParams({ source: `share_${actId}` });
  for (const [name, value] of Object.entries(keep)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const bare = path.split(/[?#]/)[0] || '/';
  return appUrl(`${bare}?${params.toString()}`, base);
}
