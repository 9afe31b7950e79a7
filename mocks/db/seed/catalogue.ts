// The operator's catalogue: plans, packs, cards, broadband, devices, merchants, seckill items, vote options.
// Prices in fen, data in KB. Windows are computed from the seeding time (see festivalWindow).
import type { EcsProduct, Merchant } from '../../../src/services/api/types';
import { cnParts, DAY, fromCn } from '../../core/time';
import type { BroadbandOfferRow, Catalogue, DeviceRow, Offering, Plan, SeckillItemRow } from '../types';
import { AREAS } from './areas';

export const GB = 1024 * 1024;
export const MB = 1024;

export const PLANS: Plan[] = [
  { code: 'WK19', name: '腾讯王卡19元套餐', monthlyFen: 1900, dataKb: 40 * GB, targetedKb: 40 * GB, voiceMinutes: 100, sms: 0, is5G: false, capKb: 40 * GB, lockMonths: 12, tier: 1 },
  { code: 'P4G29', name: '4G畅爽29元卡', monthlyFen: 2900, dataKb: 10 * GB, targetedKb: 0, voiceMinutes: 100, sms: 50, is5G: false, tier: 2 },
  { code: 'P4G59', name: '4G畅爽59元套餐', monthlyFen: 5900, dataKb: 30 * GB, targetedKb: 10 * GB, voiceMinutes: 300, sms: 100, is5G: false, tier: 3 },
  { code: 'P5G59', name: '5G畅爽冰激凌59元套餐', monthlyFen: 5900, dataKb: 30 * GB, targetedKb: 10 * GB, voiceMinutes: 500, sms: 100, is5G: true, tier: 4 },
  { code: 'P5G99', name: '5G畅爽冰激凌99元套餐', monthlyFen: 9900, dataKb: 60 * GB, targetedKb: 30 * GB, voiceMinutes: 1000, sms: 200, is5G: true, tier: 5 },
  { code: 'P5G129', name: '5G畅爽冰激凌129元套餐', monthlyFen: 12900, dataKb: 100 * GB, targetedKb: 40 * GB, voiceMinutes: 1500, sms: 300, is5G: true, tier: 6 },
];

/** 除夕 of each year (Spring Festival eve), for the spring-festival pack window. */
const CHUXI: Record<number, [number, number]> = {
  2023: [1, 21], 2024: [2, 9], 2025: [1, 28], 2026: [2, 16], 2027: [2, 5], 2028: [1, 25], 2029: [2, 12], 2030: [2, 2],
};

/**
 * A yearly window [start, end) in China time: this year's, unless it ended more than 60 days before
 * `now`, then next year's. So at any date some festival packs are upcoming and some ended.
 */
export function festivalWindow(now: number, window: (year: number) => [number, number]): [number, number] {
  const y = cnParts(now).y;
  const [s, e] = window(y);
  if (e + 60 * DAY < now) return window(y + 1);
  return [s, e];
}

const springWindow = (y: number): [number, number] => {
  const [m, d] = CHUXI[y] ?? [2, 1];
  return [fromCn(y, m, d - 3), fromCn(y, m, d + 8)];
};

interface PackSeed {
  code: string;
  name: string;
  category: Offering['category'];
  priceFen: number;
  origFen?: number;
  volumeKb: number;
  voiceMinutes?: number;
  validity: string;
  days: number;
  path: string;
  actCodes: string[];
  window?: (year: number) => [number, number];
  needs5G?: boolean;
  whitelist?: string;
  limit?: Offering['limit'];
  stackable?: boolean;
  stock?: number;
  sold?: number;
  targetApp?: string;
  subKind?: Offering['subKind'];
  desc: string;
}

const PACKS: PackSeed[] = [
  { code: 'FIVEG_P1', name: '5G日包', category: '5G', priceFen: 300, volumeKb: 2 * GB, validity: '当日有效', days: 1, path: '/flowDetail/fiveG/product1', actCodes: ['flow', 'fiveG', 'venue5G'], needs5G: true, desc: '5G日包3元2GB，订购后立即生效，当日24点失效。' },
  { code: 'FIVEG_P2', name: '5G周包', category: '5G', priceFen: 1000, volumeKb: 5 * GB, validity: '7天', days: 7, path: '/flowDetail/fiveG/product2', actCodes: ['flow', 'fiveG'], needs5G: true, desc: '5G周包10元5GB，自订购起7天有效。' },
  { code: 'FIVEG_P3', name: '5G加油包1GB', category: '5G', priceFen: 1000, volumeKb: 1 * GB, validity: '当月有效', days: 0, path: '/flowDetail/fiveG/product3', actCodes: ['flow', 'fiveG'], needs5G: true, desc: '5G加油包10元1GB，当月有效，可叠加订购。' },
  { code: 'FIVEG_P4', name: '5G加油包3GB', category: '5G', priceFen: 2000, volumeKb: 3 * GB, validity: '当月有效', days: 0, path: '/flowDetail/fiveG/product4', actCodes: ['flow', 'fiveG'], needs5G: true, desc: '5G加油包20元3GB，当月有效，可叠加订购。' },
  { code: 'FIVEG_P5', name: '5G月包', category: '5G', priceFen: 3000, volumeKb: 10 * GB, validity: '当月有效', days: 0, path: '/flowDetail/fiveG/product5', actCodes: ['flow', 'fiveG', 'doubleEleven'], needs5G: true, desc: '5G月包30元10GB，当月有效。' },
  { code: 'FIVEG_P6', name: '5G畅享包', category: '5G', priceFen: 5000, volumeKb: 30 * GB, validity: '当月有效', days: 0, path: '/flowDetail/fiveG/product6', actCodes: ['flow', 'fiveG'], needs5G: true, limit: 'month', stackable: false, desc: '5G畅享包50元30GB，当月有效，每月限订1次。' },
  { code: 'FIVEG_P7', name: '5G升级包', category: '5G', priceFen: 1000, volumeKb: 0, validity: '按月续订', days: -1, path: '/flowDetail/fiveG/product7', actCodes: ['flow', 'fiveG', 'venue5G'], stackable: false, subKind: 'vas', desc: '4G套餐用户每月10元即可使用5G网络，次月自动续订，可随时退订。' },
  { code: 'REFUEL_10', name: '5G加油包10元', category: '5G', priceFen: 1000, volumeKb: 1 * GB, validity: '当月有效', days: 0, path: '/flowDetail/refuel?code=REFUEL_10', actCodes: ['flow', 'refuel'], needs5G: true, desc: '10元1GB，当月有效。' },
  { code: 'REFUEL_20', name: '5G加油包20元', category: '5G', priceFen: 2000, volumeKb: 3 * GB, validity: '当月有效', days: 0, path: '/flowDetail/refuel?code=REFUEL_20', actCodes: ['flow', 'refuel'], needs5G: true, desc: '20元3GB，当月有效。' },
  { code: 'REFUEL_30', name: '5G加油包30元', category: '5G', priceFen: 3000, volumeKb: 5 * GB, validity: '7天', days: 7, path: '/flowDetail/refuel?code=REFUEL_30', actCodes: ['flow', 'refuel'], needs5G: true, desc: '30元5GB，7天有效。' },
  { code: 'QINGMING', name: '清明踏青包', category: 'festival', priceFen: 600, volumeKb: 3 * GB, validity: '3天', days: 3, path: '/flowDetail/qingmingFestival', actCodes: ['flow'], window: (y) => [fromCn(y, 4, 3), fromCn(y, 4, 7)], desc: '6元3GB，3天有效，4月3日至4月6日可订。' },
  { code: 'WUYI', name: '五一畅游包', category: 'festival', priceFen: 1500, volumeKb: 10 * GB, validity: '5天', days: 5, path: '/flowDetail/wuyiFestival', actCodes: ['flow'], window: (y) => [fromCn(y, 4, 29), fromCn(y, 5, 6)], desc: '15元10GB，5天有效，4月29日至5月5日可订。' },
  { code: 'SHIYI', name: '十一国庆包', category: 'festival', priceFen: 2000, volumeKb: 15 * GB, validity: '7天', days: 7, path: '/flowDetail/shiyiFestival', actCodes: ['flow'], window: (y) => [fromCn(y, 9, 30), fromCn(y, 10, 8)], desc: '20元15GB，7天有效，9月30日至10月7日可订。' },
  { code: 'SPRING_2', name: '春节2GB包', category: 'festival', priceFen: 500, volumeKb: 2 * GB, validity: '3天', days: 3, path: '/flowDetail/springFestival2GB', actCodes: ['flow', 'venueHi'], window: springWindow, desc: '5元2GB，3天有效，除夕前3天至正月初七可订。' },
  { code: 'SPRING_14', name: '春节14GB包', category: 'festival', priceFen: 1500, volumeKb: 14 * GB, validity: '7天', days: 7, path: '/flowDetail/springFestival14GB', actCodes: ['flow', 'venueHi'], window: springWindow, desc: '15元14GB，7天有效。' },
  { code: 'SPRING_20', name: '春节20GB包', category: 'festival', priceFen: 2000, volumeKb: 20 * GB, validity: '15天', days: 15, path: '/flowDetail/springFestival20GB', actCodes: ['flow', 'venueHi'], window: springWindow, desc: '20元20GB，15天有效。' },
  { code: 'OUTDOOR_3', name: '省内出游包', category: 'travel', priceFen: 500, volumeKb: 3 * GB, validity: '3天', days: 3, path: '/flowDetail/outdoor', actCodes: ['flow'], desc: '5元3GB，3天有效，限云南省内使用。' },
  { code: 'OUTDOOR_7', name: '全国出游包', category: 'travel', priceFen: 1500, volumeKb: 10 * GB, validity: '7天', days: 7, path: '/flowDetail/outdoor2', actCodes: ['flow'], desc: '15元10GB，7天有效，全国通用。' },
  { code: 'BINGJILING', name: '冰激凌夏日包', category: 'general', priceFen: 1000, volumeKb: 10 * GB, validity: '7天', days: 7, path: '/flowDetail/bingjiling', actCodes: ['flow', 'home'], desc: '10元10GB，7天有效。' },
  { code: 'FOLLOW_1G', name: '关注有礼1GB', category: 'general', priceFen: 0, volumeKb: 1 * GB, validity: '7天', days: 7, path: '/flowDetail/follow', actCodes: ['flow'], limit: 'once', stackable: false, desc: '关注官方公众号，免费领取1GB通用流量，7天有效，每个号码限领1次。' },
  { code: 'HELP_1', name: '精准扶贫惠民包', category: 'general', priceFen: 100, volumeKb: 10 * GB, voiceMinutes: 100, validity: '按月续订', days: -1, path: '/flowDetail/help', actCodes: ['flow'], whitelist: 'help', stackable: false, desc: '每月1元：10GB通用流量+100分钟，限建档立卡脱贫户办理。' },
  { code: 'DOUYIN_9', name: '抖音定向流量包', category: 'targeted', priceFen: 900, volumeKb: 15 * GB, validity: '按月续订', days: -1, path: '/douyin', actCodes: ['flow'], targetApp: 'douyin', stackable: false, desc: '每月9元：15GB抖音、抖音极速版、火山小视频定向流量，含视频彩铃。变更次月生效。' },
  { code: 'DISC_10G', name: '限时折扣10GB', category: 'general', priceFen: 990, origFen: 2000, volumeKb: 10 * GB, validity: '7天', days: 7, path: '/discounts/flowDetail?code=DISC_10G', actCodes: ['discounts', 'home'], limit: 'once', stock: 500, sold: 137, desc: '原价20元，限时9.9元，10GB 7天有效，每个号码限购1次。' },
  { code: 'DISC_20G', name: '限时折扣20GB', category: 'general', priceFen: 1990, origFen: 4000, volumeKb: 20 * GB, validity: '15天', days: 15, path: '/discounts/flowDetail?code=DISC_20G', actCodes: ['discounts'], limit: 'once', stock: 200, sold: 200, desc: '原价40元，限时19.9元，20GB 15天有效（已抢光）。' },
  { code: 'CAP_LIFT', name: '解除流量封顶', category: 'general', priceFen: 0, volumeKb: 0, validity: '当月有效', days: 0, path: '/flowCaps', actCodes: [], stackable: false, subKind: 'capLift', desc: '解除封顶后继续上网，按1元/800MB/天计费（日租宝）。' },
  { code: 'SPEED_5', name: '解除限速包', category: 'general', priceFen: 500, volumeKb: 0, validity: '当日有效', days: 1, path: '/flowCaps2', actCodes: [], stackable: false, subKind: 'speed', desc: '5元，购买后当日24点前恢复高速上网。' },
  { code: 'YJQ_PAIR', name: '异地恋情侣包', category: 'general', priceFen: 1000, volumeKb: 10 * GB, voiceMinutes: 500, validity: '按月续订', days: -1, path: '/yjq', actCodes: [], stackable: false, subKind: 'pairPack', desc: '每月10元：双方互打500分钟+10GB共享流量，对方需在48小时内确认。' },
];

export function buildOfferings(now: number): Offering[] {
  return PACKS.map((p): Offering => {
    const w = p.window ? festivalWindow(now, p.window) : undefined;
    return {
      code: p.code,
      productId: `pd_${p.code.toLowerCase()}`,
      name: p.name,
      kind: 'pack',
      category: p.category,
      priceFen: p.priceFen,
      origFen: p.origFen,
      volumeKb: p.volumeKb,
      voiceMinutes: p.voiceMinutes,
      validity: p.validity,
      days: p.days,
      detailPath: p.path,
      actCodes: p.actCodes,
      startAt: w?.[0],
      endAt: w?.[1],
      needs5G: p.needs5G,
      whitelist: p.whitelist,
      limit: p.limit,
      stackable: p.stackable ?? true,
      stock: p.stock,
      sold: p.sold ?? 0,
      targetApp: p.targetApp,
      subKind: p.subKind ?? 'pack',
      imageUrl: `/sms2-api/__sim/img/${p.code.toLowerCase()}.svg`,
      desc: p.desc,
    };
  });
}

export const CARDS: EcsProduct[] = [
  { code: 'CARD20', name: '20元卡', type: 'card', monthlyFen: 2000, prepayFen: 0, dataKb: 30 * GB, voiceMinutes: 100, is5G: false, firstMonthRule: 'half', tags: ['30GB通用流量', '100分钟'] },
  { code: 'CARD30', name: '30元卡', type: 'card', monthlyFen: 3000, prepayFen: 0, dataKb: 30 * GB, targetedDataKb: 30 * GB, voiceMinutes: 200, is5G: false, firstMonthRule: 'half', tags: ['30GB通用+30GB定向', '200分钟'] },
  { code: 'CARD40', name: '40元卡', type: 'card', monthlyFen: 4000, prepayFen: 0, dataKb: 100 * GB, voiceMinutes: 300, is5G: false, firstMonthRule: 'half', badge: '热销', tags: ['100GB', '300分钟'] },
  { code: 'CARD5G', name: '5G卡', type: 'card', monthlyFen: 5900, prepayFen: 5000, dataKb: 30 * GB, voiceMinutes: 500, is5G: true, firstMonthRule: 'full', badge: '5G', tags: ['30GB 5G流量', '500分钟', '预存50元'] },
  { code: 'CARD5GNEW', name: '5G新卡', type: 'card', monthlyFen: 3900, prepayFen: 0, dataKb: 40 * GB, voiceMinutes: 100, is5G: true, firstMonthRule: 'free', badge: '首月免费', tags: ['40GB', '100分钟', '全国配送'] },
];

export const VALET_PRODUCTS: EcsProduct[] = [
  { code: 'P5G99', name: '升级5G畅爽冰激凌99元套餐', type: 'valet', monthlyFen: 9900, prepayFen: 0, dataKb: 60 * GB, voiceMinutes: 1000, is5G: true, firstMonthRule: 'nextMonth', tags: ['次月生效'] },
  { code: 'REFUEL_20', name: '5G加油包20元', type: 'valet', monthlyFen: 2000, prepayFen: 0, dataKb: 3 * GB, voiceMinutes: 0, is5G: true, tags: ['当月有效'] },
  { code: 'FIVEG_P7', name: '5G升级包', type: 'valet', monthlyFen: 1000, prepayFen: 0, dataKb: 0, voiceMinutes: 0, is5G: true, tags: ['4G用户专享'] },
  { code: 'VALET_BB300', name: '融合宽带300M（手机59元及以上免费）', type: 'valet', monthlyFen: 0, prepayFen: 0, dataKb: 0, voiceMinutes: 0, is5G: false, tags: ['需上门安装'] },
];

export const BROADBAND_OFFERS: BroadbandOfferRow[] = [
  { offerCode: 'BB300', name: '300M光纤宽带包年', mbps: 300, yearlyFen: 96000, installFen: 0, months: 12 },
  { offerCode: 'BB500', name: '500M光纤宽带包年', mbps: 500, yearlyFen: 120000, installFen: 0, months: 12 },
  { offerCode: 'BB1000', name: '1000M光纤宽带包年', mbps: 1000, yearlyFen: 180000, installFen: 0, months: 12 },
];

export const DEVICES: DeviceRow[] = [
  { code: 'HS_MATE', name: '华为Mate 60', kind: 'handset', colours: ['雅川青', '白沙银', '南糯紫'], storage: ['256GB', '512GB'], priceFen: 549900, stock: 12 },
  { code: 'HS_IPHONE', name: 'iPhone 15', kind: 'handset', colours: ['黑色', '蓝色', '粉色'], storage: ['128GB', '256GB'], priceFen: 599900, stock: 0 },
  { code: 'HS_REDMI', name: 'Redmi K70', kind: 'handset', colours: ['墨羽', '晴雪'], storage: ['256GB'], priceFen: 249900, stock: 30 },
  { code: 'CPE_4G', name: '4G CPE', kind: 'cpe', colours: ['白色'], storage: [], priceFen: 39900, stock: 25 },
  { code: 'CPE_5G', name: '5G CPE Pro', kind: 'cpe', colours: ['白色'], storage: [], priceFen: 99900, stock: 4 },
];

export const MERCHANTS: Merchant[] = [
  { merchantId: 'm_clinic_01', name: '昆明雅致口腔（翠湖店）', kind: 'clinic', address: '昆明市五华区翠湖南路18号', hours: '09:00-18:00', phone: '0871-65310001', areaCode: '530102' },
  { merchantId: 'm_clinic_02', name: '昆明美齿口腔（世纪城店）', kind: 'clinic', address: '昆明市官渡区世纪城金源大道66号', hours: '09:00-20:00', phone: '0871-67120002', areaCode: '530111' },
  { merchantId: 'm_clinic_03', name: '大理洱海口腔诊所', kind: 'clinic', address: '大理市人民路201号', hours: '09:30-17:30', phone: '0872-2120003', areaCode: '532901' },
  { merchantId: 'm_store_01', name: '联通营业厅（东风西路旗舰店）', kind: 'store', address: '昆明市五华区东风西路99号', hours: '08:30-20:30', phone: '10010', areaCode: '530102' },
  { merchantId: 'm_store_02', name: '联通营业厅（北京路店）', kind: 'store', address: '昆明市盘龙区北京路520号', hours: '09:00-20:00', phone: '10010', areaCode: '530103' },
  { merchantId: 'm_store_03', name: '七彩云南购物中心', kind: 'store', address: '昆明市官渡区关上中路8号', hours: '10:00-22:00', areaCode: '530111' },
  { merchantId: 'm_store_04', name: '保山联通营业厅（正阳路店）', kind: 'store', address: '保山市隆阳区正阳南路32号', hours: '08:30-18:00', phone: '10010', areaCode: '530502' },
];

export const SECKILL_ITEMS: SeckillItemRow[] = [
  { itemId: 'sk_5g7d', name: '5GB通用流量7天包', productCode: 'SK_5G7D', priceFen: 100, origFen: 1500, stock: 200 },
  { itemId: 'sk_video', name: '视频会员月卡', productCode: 'SK_VIDEO', priceFen: 990, origFen: 2500, stock: 100 },
  { itemId: 'sk_coupon', name: '10元话费券', productCode: 'SK_COUPON', priceFen: 100, origFen: 1000, stock: 300 },
];

/** Seckill sessions each day (China time). */
export const SECKILL_SESSIONS = ['10:00', '14:00', '20:00'] as const;

export const VOTE_OPTIONS: Catalogue['voteOptions'] = ['A', 'B', 'C', 'D', 'E', 'F'].map((id, i) => ({
  id,
  label: ['云岭蓝', '孔雀绿', '山茶红', '洱海波', '石林灰', '普洱金'][i] ?? id,
  imageUrl: `/sms2-api/__sim/img/vote_${id.toLowerCase()}.svg`,
}));

export function buildCatalogue(now: number): Catalogue {
  return {
    plans: PLANS,
    offerings: buildOfferings(now),
    cards: CARDS,
    valetProducts: VALET_PRODUCTS,
    broadbandOffers: BROADBAND_OFFERS,
    devices: DEVICES,
    merchants: MERCHANTS,
    seckillItems: SECKILL_ITEMS,
    voteOptions: VOTE_OPTIONS,
    areas: AREAS,
  };
}
