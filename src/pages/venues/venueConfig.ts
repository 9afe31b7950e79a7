// The venue and festival landings (PAGES.md template ActivityLanding) are built from the activity's configuration,
// not hand-coded: `config/list?page=<actId>` serves the hero (banner), the hall and entry tiles (tile), the product
// floors (floor: an `actCode` of omoweb/productList/list) and the rules (notice). Each route names its activity here;
// everything else comes from the server. Each item is checked again on its own for its section: one without a title,
// a floor without its code, a link that is neither an app path nor a checked https address is dropped and only its
// section degrades (no hero → the activity's title; no floors → no floor section; a planned route → 即将上线).
import * as v from 'valibot';
import { ConfigItemSchema } from '../../services/api/types/config';
import { serverUrl } from '../../utils/serverUrl';
import { windowPhase } from '../shared/activityWindow';

export interface Venue {
  actId: string;
  /** The venue this hall belongs to (a back link), for the halls of the main venue. */
  parent?: string;
}

/** The routes of the template and their activity. */
export const VENUES: Readonly<Record<string, Venue>> = {
  '/doubleEleven': { actId: 'doubleEleven' },
  '/doubleTwelve': { actId: 'doubleTwelve' },
  '/yearMainVenue': { actId: 'yearMainVenue' },
  '/yearMainVenue/venue5G': { actId: 'venue5G', parent: '/yearMainVenue' },
  '/yearMainVenue/venueHi': { actId: 'venueHi', parent: '/yearMainVenue' },
};

/** The venue of a path (a trailing slash is the same route); the first one when the path is unknown. */
export const venueOf = (pathname: string): Venue =>
  VENUES[pathname.replace(/\/+$/, '') || '/'] ?? { actId: 'doubleEleven' };

export interface VenueTile {
  title: string;
  /** An app path, or an absolute https address that passed the server-url check. */
  to: string;
  external: boolean;
  /** An app path whose route has a page; a planned one is shown as "即将上线", not linked. */
  ready: boolean;
  imageUrl?: string;
}

export interface VenueSections {
  hero?: { title: string; imageUrl?: string };
  tiles: VenueTile[];
  floors: { id: string; title: string; actCode: string }[];
  rules: string[];
  /** Items that were malformed or pointed nowhere safe. */
  dropped: number;
}

const APP_PATH = /^\/[A-Za-z0-9/_-]*(\?[\w=&%.-]*)?$/;

/** An image address from the server: kept only when it passes the check (none when images are left out). */
const imageOf = (raw: string | undefined, base: string | undefined, images: boolean): string | undefined =>
  raw && images ? serverUrl(raw, 'link', base ? { base } : {}) : undefined;

/**
 * The sections of a venue from the items `config/list?page=<actId>` answered (any shape). An item whose own window
 * has ended at `now` (the server's time, when given) is left out like one the server no longer lists: a hero, hall
 * or tile never promotes what is over. `images: false` leaves the images out: a server's image is checked against
 * the page's own address, which a render at build time does not have (a relative one would resolve elsewhere).
 */
export function sectionsOf(
  raw: unknown,
  hasPage: (to: string) => boolean,
  { base, now, images = true }: { base?: string; now?: number; images?: boolean } = {},
): VenueSections {
  const out: VenueSections = { tiles: [], floors: [], rules: [], dropped: 0 };
  if (!Array.isArray(raw)) return out;
  const items = raw
    .map((x) => v.safeParse(ConfigItemSchema(), x))
    .flatMap((r) => {
      if (!r.success) out.dropped += 1;
      return r.success ? [r.output] : [];
    })
    .filter((item) => now === undefined || windowPhase(item, now) !== 'ended')
    .sort((a, b) => a.sort - b.sort);
  for (const item of items) {
    const title = item.title.trim();
    if (!title) {
      out.dropped += 1;
      continue;
    }
    if (item.kind === 'banner') {
      if (out.hero) continue;
      const imageUrl = imageOf(item.imageUrl, base, images);
      out.hero = imageUrl ? { title, imageUrl } : { title };
    } else if (item.kind === 'notice') {
      out.rules.push(title);
    } else if (item.kind === 'floor') {
      if (item.actCode && /^[\w-]{1,40}$/.test(item.actCode))
        out.floors.push({ id: item.id, title, actCode: item.actCode });
      else out.dropped += 1;
    } else {
      const link = item.link?.trim() ?? '';
      const imageUrl = imageOf(item.imageUrl, base, images);
      const extra = imageUrl ? { imageUrl } : {};
      if (APP_PATH.test(link)) {
        out.tiles.push({ title, to: link, external: false, ready: hasPage(link), ...extra });
        continue;
      }
      const url = /^https?:/i.test(link) ? serverUrl(link, 'link', base ? { base } : {}) : undefined;
      if (url) out.tiles.push({ title, to: url, external: true, ready: true, ...extra });
      else out.dropped += 1;
    }
  }
  return out;
}

/** An app path a product floor may link to: an app path whose route has a page, else nothing. */
export function productLink(detailPath: string | undefined, hasPage: (to: string) => boolean): string | undefined {
  const p = detailPath?.trim();
  return p && APP_PATH.test(p) && hasPage(p) ? p : undefined;
}
