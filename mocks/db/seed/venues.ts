// The configuration of the venue and festival landings (PAGES.md template ActivityLanding): served by
// `config/list?page=<actId>` as the items of one page — the hero (banner), the hall and entry tiles (tile), the
// product floors (floor, by `actCode` of `omoweb/productList/list`) and the rules (notice, one line each). The
// window comes from the activity (`handlebusi/saleInfo/queryActiveInfo?actId=`).
import type { ActivityRow, ConfigItemRow } from '../types';

type Item = Omit<ConfigItemRow, 'sort' | 'hidden' | 'page' | 'id'> & { offerOf?: string };

const hero = (title: string, actId: string): Item => ({
  kind: 'banner',
  title,
  imageUrl: `/sms2-api/__sim/img/venue_${actId}.svg`,
});
const tile = (title: string, link: string, icon?: string): Item => ({
  kind: 'tile',
  title,
  link,
  ...(icon ? { imageUrl: `/sms2-api/__sim/img/${icon}.svg` } : {}),
});
/**
 * A tile of an offer: its title and address are the activity's own (`存200送120`, `/payGift/pay200`), filled in by
 * buildVenueItems, so a tile never advertises more than its page gives.
 */
const offer = (actId: string, icon?: string): Item => ({ ...tile('', '', icon), offerOf: actId });
const floor = (title: string, actCode: string): Item => ({ kind: 'floor', title, actCode });
const rule = (title: string): Item => ({ kind: 'notice', title });

const VENUES: Record<string, Item[]> = {
  doubleEleven: [
    hero('双11狂欢 · 5G流量包半价', 'doubleEleven'),
    tile('11:11秒杀', '/seckillNew', 'tile_seckill'),
    tile('5G新卡首月免费', '/marketCard/card5GNew', 'tile_card'),
    tile('300M宽带特惠', '/orderPage/broadbandProcessing', 'tile_bb'),
    tile('限时折扣', '/discounts', 'tile_disc'),
    floor('5G流量包半价', 'doubleEleven'),
    floor('热门流量包', 'home'),
    rule('活动时间：11月1日00:00至11月11日24:00。'),
    rule('秒杀每日11:11开抢，每个号码每个商品限抢1件，30分钟内未支付自动取消。'),
    rule('号卡首月免月费，次月起按套餐资费收取。'),
  ],
  doubleTwelve: [
    hero('双12年终盛典', 'doubleTwelve'),
    tile('存费最低6.5折', '/cfsf', 'tile_cfsf'),
    offer('pay100', 'tile_pay'),
    tile('12天限时福利', '/limitedWelfare12', 'tile_gift'),
    floor('年终流量包', 'fiveG'),
    rule('活动时间：12月1日00:00至12月12日24:00。'),
    rule('存费送费每个号码限参加1次，赠费每月1日到账。'),
  ],
  yearMainVenue: [
    hero('冬奥迎新年 · 主会场', 'yearMainVenue'),
    tile('5G馆', '/yearMainVenue/venue5G', 'hall_5g'),
    tile('新年礼品馆', '/yearMainVenue/venueHi', 'hall_hi'),
    tile('冰墩墩抽奖', '/bingdundun', 'tile_draw'),
    tile('限时秒杀', '/seckillNew', 'tile_seckill'),
    tile('存费最低6.5折', '/cfsf', 'tile_cfsf'),
    offer('pay200', 'tile_pay'),
    floor('新年热门流量包', 'home'),
    rule('活动时间以页面倒计时为准，名额有限，先到先得。'),
    rule('冰墩墩抽奖每天1次免费机会，充值、订购流量包或分享可再得机会。'),
    rule('存费送费赠费按月返还，详见各活动页。'),
  ],
  venue5G: [
    hero('5G馆 · 新年焕新', 'venue5G'),
    tile('5G畅享卡', '/marketCard/card5G', 'tile_card'),
    tile('5G新卡首月免费', '/marketCard/card5GNew', 'tile_card'),
    tile('合约购机', '/stockGetPhone', 'tile_phone'),
    floor('5G号卡与终端', 'venue5G'),
    rule('5G流量包需5G套餐用户订购，4G用户可先办理5G升级包。'),
    rule('合约购机需在网满12个月且无欠费。'),
  ],
  venueHi: [
    hero('新年礼品馆', 'venueHi'),
    tile('限时福利', '/limitedWelfare', 'tile_gift'),
    tile('周五会员日', '/friday', 'tile_friday'),
    offer('pay100', 'tile_pay'),
    offer('pay200', 'tile_pay'),
    floor('节日流量包', 'venueHi'),
    rule('福利每日10:00开抢，每个号码每项每日限领1次。'),
  ],
};

/** Pages that read one address from the configuration: the online hall of `/online/goToOnline`. */
const LINKS: Record<string, Item[]> = {
  'online/goToOnline': [
    { kind: 'banner', title: '网上营业厅', link: 'https://m.example-operator.cn/hall/newUser?from=sms2' },
  ],
};

/** The venues' config items, after the other items (`sortFrom`), each page in its own order. */
export function buildVenueItems(activities: Record<string, ActivityRow>, sortFrom: number): ConfigItemRow[] {
  const rows: ConfigItemRow[] = [];
  let sort = sortFrom;
  for (const [actId, items] of Object.entries(VENUES)) {
    if (!activities[actId]) continue;
    items.forEach(({ offerOf, ...x }, i) => {
      const act = offerOf ? activities[offerOf] : undefined;
      if (offerOf && !act) return;
      const item = act ? { ...x, title: act.title, link: act.route } : x;
      rows.push({ ...item, id: `venue_${actId}_${i + 1}`, page: actId, sort: ++sort, hidden: false });
    });
  }
  for (const [page, items] of Object.entries(LINKS))
    items.forEach((x, i) =>
      rows.push({ ...x, id: `link_${page.replace('/', '_')}_${i + 1}`, page, sort: ++sort, hidden: false }),
    );
  return rows;
}

/** The English of the venues' texts (the answers' language, db/seed/texts.ts). */
export const VENUE_EN: Record<string, string> = {
  '双11狂欢 · 5G流量包半价': 'Double 11 · 5G data packs at half price',
  '11:11秒杀': '11:11 flash sale',
  '5G新卡首月免费': '5G SIM: first month free',
  '300M宽带特惠': '300M broadband offer',
  '5G流量包半价': '5G data packs at half price',
  热门流量包: 'Popular data packs',
  '活动时间：11月1日00:00至11月11日24:00。': 'Runs from 1 November 00:00 to 11 November 24:00.',
  '秒杀每日11:11开抢，每个号码每个商品限抢1件，30分钟内未支付自动取消。':
    'The flash sale opens daily at 11:11; one of each item per number; unpaid orders are cancelled after 30 minutes.',
  '号卡首月免月费，次月起按套餐资费收取。':
    'The first month of a new SIM is free; the plan is charged from the second.',
  双12年终盛典: 'Double 12 year-end gala',
  '12天限时福利': '12 days of benefits',
  年终流量包: 'Year-end data packs',
  '活动时间：12月1日00:00至12月12日24:00。': 'Runs from 1 December 00:00 to 12 December 24:00.',
  '存费送费每个号码限参加1次，赠费每月1日到账。':
    'One deposit offer per number; the bonus credit arrives on the 1st of each month.',
  '冬奥迎新年 · 主会场': 'Winter Games New Year · main venue',
  '5G馆': '5G hall',
  冰墩墩抽奖: 'Bing Dwen Dwen draw',
  限时秒杀: 'Flash sale',
  新年热门流量包: 'Popular New Year data packs',
  '活动时间以页面倒计时为准，名额有限，先到先得。':
    'The countdown on this page shows when the activity ends; places are limited, first come first served.',
  '冰墩墩抽奖每天1次免费机会，充值、订购流量包或分享可再得机会。':
    'One free draw a day; a top-up, a data pack order or a share gives one more.',
  '存费送费赠费按月返还，详见各活动页。': 'Deposit bonuses are returned monthly; see each offer for details.',
  '5G馆 · 新年焕新': '5G hall · new for the New Year',
  '5G畅享卡': '5G Enjoy SIM',
  合约购机: 'Phone on contract',
  '5G号卡与终端': '5G SIMs and phones',
  '5G流量包需5G套餐用户订购，4G用户可先办理5G升级包。':
    '5G data packs need a 5G plan; 4G customers can take the 5G upgrade pack first.',
  '合约购机需在网满12个月且无欠费。': 'A phone on contract needs 12 months with us and no arrears.',
  节日流量包: 'Festive data packs',
  '福利每日10:00开抢，每个号码每项每日限领1次。':
    'Benefits open daily at 10:00; each number may claim each one once a day.',
  网上营业厅: 'Online service hall',
  '本期招聘已结束，感谢您的关注': 'This recruitment has closed. Thank you for your interest.',
  '招聘尚未开始，敬请期待': 'This recruitment has not opened yet.',
  请选择所在区县: 'Please choose your district',
};
