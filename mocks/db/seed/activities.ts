// Activities (deposit gift, landings, benefits, seckill, vote ...), their benefits and the configured
// banners and tiles. Windows are relative to the seeding time so that every state is reachable at once:
// active, upcoming (cfsf_next, limitedWelfare12, doubleTwelve), sold out (lyh100 today, DISC_20G, one
// seckill session) and ended (lclyh, doubleEleven after 11.11).
import type { GiftTier } from '../../../src/services/api/types';
import { DAY, dayKey, fromCn } from '../../core/time';
import type { ActivityRow, BenefitRow, ConfigItemRow } from '../types';
import { festivalWindow, GB } from './catalogue';

/** A tier: pay `payFen`; `creditFen` arrives at once; `giftFen` = months × monthlyFen is returned on the 1st of each month. */
const tier = (
  n: number,
  payFen: number,
  creditFen: number,
  giftFen: number,
  months: number,
  monthlyFen: number,
  monthlyKb?: number,
): GiftTier =>
  monthlyKb === undefined
    ? { tier: n, payFen, creditFen, giftFen, months, monthlyFen }
    : { tier: n, payFen, creditFen, giftFen, months, monthlyFen, monthlyKb };

export function buildActivities(now: number): Record<string, ActivityRow> {
  const active = (days = 40): [number, number] => [now - 20 * DAY, now + days * DAY];
  const rows: ActivityRow[] = [];
  const add = (
    a: Omit<ActivityRow, 'joinedByDay' | 'totalJoined' | 'limit' | 'imageUrl'> &
      Partial<Pick<ActivityRow, 'limit' | 'joinedByDay' | 'totalJoined'>>,
  ): void => {
    rows.push({
      joinedByDay: {},
      totalJoined: 0,
      limit: 'once',
      imageUrl: `/sms2-api/__sim/img/act_${a.actId}.svg`,
      ...a,
    });
  };
  const [s, e] = active();
  // Deposit gift (PAGES §2.2).
  add({
    actId: 'cfsf',
    title: '存费最低6.5折',
    kind: 'depositGift',
    route: '/cfsf',
    startAt: s,
    endAt: e,
    tiers: [tier(1, 6500, 0, 10000, 10, 1000), tier(2, 13000, 0, 20000, 10, 2000), tier(3, 26000, 0, 40000, 10, 4000)],
    desc: '支付65元得100元话费，分10个月返还，每月1日到账。',
    exclusive: true,
  });
  add({
    actId: 'cfsf2',
    title: '充值最低6.5折',
    kind: 'depositGift',
    route: '/cfsf2',
    startAt: s,
    endAt: e,
    limit: 'month',
    tiers: [tier(1, 8000, 10000, 0, 0, 0), tier(2, 15000, 20000, 0, 0, 0), tier(3, 19500, 30000, 0, 0, 0)],
    desc: '充值话费即时到账，每个号码每月限1次。',
    exclusive: true,
  });
  add({
    actId: 'lyh',
    title: '老用户存费送费',
    kind: 'depositGift',
    route: '/lyh',
    startAt: s,
    endAt: e,
    minTenureMonths: 6,
    tiers: [tier(1, 5000, 5000, 5000, 10, 500), tier(2, 10000, 10000, 10000, 10, 1000)],
    desc: '存50送50、存100送100，赠费分10个月返还。',
  });
  add({
    actId: 'lyh50',
    title: '存50送50',
    kind: 'depositGift',
    route: '/lyh50',
    startAt: s,
    endAt: e,
    minTenureMonths: 6,
    tiers: [tier(1, 5000, 5000, 5000, 10, 500)],
    desc: '预存50元，赠送50元，每月返还5元，共10个月。',
  });
  add({
    actId: 'lyh100',
    title: '存100送100',
    kind: 'depositGift',
    route: '/lyh100',
    startAt: s,
    endAt: e,
    minTenureMonths: 6,
    dailyQuota: 50,
    joinedByDay: { [dayKey(now)]: 50 },
    totalJoined: 1320,
    tiers: [tier(1, 10000, 10000, 10000, 10, 1000)],
    // The rules: what the offer is. That today's places are gone is the page's state (dailyQuota), not a rule.
    desc: '预存100元，赠送100元，每月返还10元，共10个月。',
  });
  add({
    actId: 'lyh2',
    title: '存100得20GB',
    kind: 'depositGift',
    route: '/lyh2',
    startAt: s,
    endAt: e,
    minTenureMonths: 6,
    tiers: [tier(1, 10000, 10000, 0, 10, 0, 2 * GB)],
    desc: '预存100元，每月赠送2GB流量，共10个月。',
  });
  add({
    actId: 'lclyh',
    title: '2022老用户存费回馈',
    kind: 'depositGift',
    route: '/lclyh',
    startAt: fromCn(2022, 1, 1),
    endAt: fromCn(2023, 1, 1),
    whitelist: 'lclyh',
    minTenureMonths: 24,
    tiers: [tier(1, 12000, 12000, 24000, 12, 2000)],
    desc: '存120送240，每月返还20元，共12个月。活动已于2022年12月31日结束。',
  });
  add({
    actId: 'pay100',
    title: '存100送60',
    kind: 'depositGift',
    route: '/payGift/pay100',
    startAt: s,
    endAt: e,
    tiers: [tier(1, 10000, 10000, 6000, 12, 500)],
    desc: '预存100元即时到账，另赠60元，每月返还5元，共12个月。',
    exclusive: true,
  });
  add({
    actId: 'pay200',
    title: '存200送120',
    kind: 'depositGift',
    route: '/payGift/pay200',
    startAt: s,
    endAt: e,
    tiers: [tier(1, 20000, 20000, 12000, 12, 1000)],
    desc: '预存200元即时到账，另赠120元，每月返还10元，共12个月。',
    exclusive: true,
  });
  add({
    actId: 'baoshan50',
    title: '保山专享存50送50',
    kind: 'depositGift',
    route: '/baoshan50',
    startAt: s,
    endAt: e,
    regionLock: '530500',
    tiers: [tier(1, 5000, 5000, 5000, 10, 500)],
    desc: '保山地区号码专享：预存50元，赠送50元，每月返还5元。',
  });
  add({
    actId: 'test',
    title: '存费送费（预览）',
    kind: 'depositGift',
    route: '/testPage',
    startAt: s,
    endAt: e,
    preview: true,
    limit: 'none',
    tiers: [tier(1, 1, 1, 0, 0, 0)],
    desc: '测试配置：0.01元测试档位。',
  });
  add({
    actId: 'cfsf_next',
    title: '新春存费送费',
    kind: 'depositGift',
    route: '/testPage?actId=cfsf_next',
    startAt: now + 7 * DAY,
    endAt: now + 60 * DAY,
    preview: true,
    tiers: [tier(1, 10000, 10000, 5000, 10, 500)],
    desc: '即将开始：预存100元赠50元。',
  });

  // Landings and venues.
  const d11 = festivalWindow(now, (y) => [fromCn(y, 11, 1), fromCn(y, 11, 12)]);
  const d12 = festivalWindow(now, (y) => [fromCn(y, 12, 1), fromCn(y, 12, 13)]);
  add({
    actId: 'doubleEleven',
    title: '双11狂欢',
    kind: 'landing',
    route: '/doubleEleven',
    startAt: d11[0],
    endAt: d11[1],
    limit: 'none',
    desc: '5G流量包半价，号卡首月免费，300M宽带特惠，11:11秒杀。',
  });
  add({
    actId: 'doubleTwelve',
    title: '双12年终盛典',
    kind: 'landing',
    route: '/doubleTwelve',
    startAt: d12[0],
    endAt: d12[1],
    limit: 'none',
    desc: '存费送费、流量包与限时福利。',
  });
  add({
    actId: 'yearMainVenue',
    title: '冬奥迎新年主会场',
    kind: 'landing',
    route: '/yearMainVenue',
    startAt: now - 15 * DAY,
    endAt: now + 30 * DAY,
    limit: 'none',
    desc: '5G馆、新年礼品馆、冰墩墩抽奖与存费优惠。',
  });
  add({
    actId: 'venue5G',
    title: '5G馆',
    kind: 'landing',
    route: '/yearMainVenue/venue5G',
    startAt: now - 15 * DAY,
    endAt: now + 30 * DAY,
    limit: 'none',
    desc: '5G号卡、5G流量包与换机优惠。',
  });
  add({
    actId: 'venueHi',
    title: '新年礼品馆',
    kind: 'landing',
    route: '/yearMainVenue/venueHi',
    startAt: now - 15 * DAY,
    endAt: now + 30 * DAY,
    limit: 'none',
    desc: '福利领取、存费送费与节日流量包。',
  });
  add({
    actId: 'moreBenefits',
    title: '权益专区',
    kind: 'landing',
    route: '/moreBenefits',
    startAt: now - 200 * DAY,
    endAt: now + 300 * DAY,
    limit: 'none',
    desc: '视频、音乐、阅读会员按星级享受。',
  });
  add({
    actId: 'online',
    title: '新入网有礼',
    kind: 'online',
    route: '/online',
    startAt: now - 200 * DAY,
    endAt: now + 300 * DAY,
    desc: '入网90天内完成任务领好礼。',
  });
  // Benefits, seckill, vote, trials, forms.
  add({
    actId: 'limitedWelfare',
    title: '限时福利',
    kind: 'benefit',
    route: '/limitedWelfare',
    startAt: now - 5 * DAY,
    endAt: now + 25 * DAY,
    limit: 'none',
    desc: '每日10点开抢：1GB日包、7天视频会员、3元话费券。',
  });
  add({
    actId: 'limitedWelfare12',
    title: '12月天天有福利',
    kind: 'benefit',
    route: '/limitedWelfare12',
    startAt: now + 5 * DAY,
    endAt: now + 17 * DAY,
    limit: 'none',
    desc: '连续12天，每天一份福利。',
  });
  add({
    actId: 'friday',
    title: '周五会员日',
    kind: 'benefit',
    route: '/friday',
    startAt: now - 300 * DAY,
    endAt: now + 300 * DAY,
    limit: 'none',
    desc: '每周五10:00-23:59：签到、2GB日包、视频会员半价、满50减5。',
  });
  add({
    actId: 'bingdundun',
    title: '冰墩墩抽奖',
    kind: 'benefit',
    route: '/bingdundun',
    startAt: now - 15 * DAY,
    endAt: now + 30 * DAY,
    limit: 'none',
    desc: '充值满50元、订购流量包或每日分享可获得抽奖机会。',
  });
  add({
    actId: 'gkux',
    title: '高考志愿填报VIP',
    kind: 'benefit',
    route: '/gkux',
    startAt: now - 10 * DAY,
    endAt: now + 50 * DAY,
    totalStock: 10000,
    totalJoined: 3120,
    desc: '免费领取志愿填报VIP兑换码，每个号码限领1次。',
  });
  add({
    actId: 'gcy',
    title: '七彩购物卡',
    kind: 'benefit',
    route: '/gcy',
    startAt: now - 10 * DAY,
    endAt: now + 50 * DAY,
    whitelist: 'gcy',
    desc: '套餐59元及以上或活动期内预存满300元，可领50元七彩购物电子卡。',
  });
  add({
    actId: 'jf',
    title: '积分兑换',
    kind: 'benefit',
    route: '/moreBenefits/jf',
    startAt: now - 300 * DAY,
    endAt: now + 300 * DAY,
    limit: 'none',
    desc: '积分兑换流量、话费与会员。',
  });
  add({
    actId: 'follow',
    title: '关注有礼',
    kind: 'benefit',
    route: '/flowDetail/follow',
    startAt: now - 300 * DAY,
    endAt: now + 300 * DAY,
    desc: '关注公众号领1GB。',
  });
  add({
    actId: 'seckill',
    title: '整点秒杀',
    kind: 'seckill',
    route: '/seckillNew',
    startAt: now - 3 * DAY,
    endAt: now + 30 * DAY,
    desc: '每天10:00、14:00、20:00开抢，在网满1年的本省用户可参与，每人每个商品限1次。',
  });
  add({
    actId: 'vote',
    title: 'App工具图标设计投票',
    kind: 'vote',
    route: '/vote',
    startAt: now - 7 * DAY,
    endAt: now + 14 * DAY,
    limit: 'none',
    desc: '每天3票，同一作品每天限投1票。',
  });
  add({
    actId: 'experience',
    title: '体验平台',
    kind: 'trial',
    route: '/experience',
    startAt: now - 60 * DAY,
    endAt: now + 120 * DAY,
    limit: 'none',
    desc: '5G加速、视频彩铃、云盘免费体验。',
  });
  add({
    actId: 'discounts',
    title: '限时折扣',
    kind: 'pack',
    route: '/discounts',
    startAt: now - 2 * DAY,
    endAt: now + 5 * DAY,
    limit: 'none',
    desc: '流量包限时折扣，每个号码限购1次。',
  });
  add({
    actId: 'summer',
    title: '暑期保持联系',
    kind: 'school',
    route: '/summer',
    startAt: now - 10 * DAY,
    endAt: now + 50 * DAY,
    desc: '学生充50元送10GB，充100元送30GB。',
  });
  add({
    actId: 'tooth',
    title: '充话费送洁牙',
    kind: 'tooth',
    route: '/newRecharge/tooth',
    startAt: now - 30 * DAY,
    endAt: now + 60 * DAY,
    desc: '充88元得88元话费+洁牙券；充218元得218元话费+口腔检查洁牙涂氟券。',
  });
  add({
    actId: 'yjq',
    title: '异地恋情侣包',
    kind: 'pack',
    route: '/yjq',
    startAt: now - 30 * DAY,
    endAt: now + 60 * DAY,
    desc: '与异地的TA共享10GB流量和500分钟互打。',
  });
  add({
    actId: 'ycg',
    title: '0门槛领宽带',
    kind: 'form',
    route: '/ycg',
    startAt: now - 30 * DAY,
    endAt: now + 60 * DAY,
    limit: 'none',
    desc: '100M宽带免费用12个月，24小时内回电。',
  });
  add({
    actId: 'hire',
    title: '诚聘英才',
    kind: 'form',
    route: '/hire',
    startAt: now - 30 * DAY,
    endAt: now + 60 * DAY,
    limit: 'none',
    desc: '装维工程师、营业员、校园代理招募。',
  });
  return Object.fromEntries(rows.map((r) => [r.actId, r]));
}

export function buildBenefits(): BenefitRow[] {
  const b = (x: Omit<BenefitRow, 'left'> & { left?: number }): BenefitRow => ({ ...x, left: x.left ?? x.stock });
  return [
    b({
      benefitId: 'lw_1g',
      actId: 'limitedWelfare',
      name: '1GB通用流量日包',
      type: 'pack',
      stock: 1000,
      left: 412,
      quota: 'day',
    }),
    b({
      benefitId: 'lw_video',
      actId: 'limitedWelfare',
      name: '7天视频会员',
      type: 'coupon',
      stock: 300,
      left: 0,
      quota: 'day',
    }),
    b({
      benefitId: 'lw_coupon3',
      actId: 'limitedWelfare',
      name: '3元话费券',
      type: 'coupon',
      stock: 2000,
      left: 1650,
      quota: 'day',
      valueFen: 300,
      validDays: 30,
    }),
    b({
      benefitId: 'lw12_pack',
      actId: 'limitedWelfare12',
      name: '每日1GB流量',
      type: 'pack',
      stock: 12000,
      quota: 'day',
    }),
    b({
      benefitId: 'lw12_coupon',
      actId: 'limitedWelfare12',
      name: '2元话费券',
      type: 'coupon',
      stock: 6000,
      quota: 'day',
      valueFen: 200,
    }),
    b({
      benefitId: 'fr_2g',
      actId: 'friday',
      name: '2GB通用流量日包',
      type: 'pack',
      stock: 5000,
      left: 3260,
      quota: 'week',
    }),
    b({
      benefitId: 'fr_video',
      actId: 'friday',
      name: '视频会员半价券',
      type: 'coupon',
      stock: 3000,
      left: 1200,
      quota: 'week',
      validDays: 7,
    }),
    b({
      benefitId: 'fr_coupon',
      actId: 'friday',
      name: '满50减5话费券',
      type: 'coupon',
      stock: 5000,
      left: 4100,
      quota: 'week',
      valueFen: 500,
      validDays: 7,
    }),
    b({
      benefitId: 'fr_star',
      actId: 'friday',
      name: '三星及以上专享1GB',
      type: 'pack',
      stock: 2000,
      left: 900,
      quota: 'week',
      minStar: 3,
    }),
    b({
      benefitId: 'bdd_keychain',
      actId: 'bingdundun',
      name: '冰墩墩钥匙扣',
      type: 'physical',
      stock: 20,
      left: 6,
      quota: 'once',
      weight: 5,
    }),
    b({
      benefitId: 'bdd_1g',
      actId: 'bingdundun',
      name: '1GB流量包',
      type: 'pack',
      stock: 5000,
      left: 3300,
      quota: 'day',
      weight: 40,
    }),
    b({
      benefitId: 'bdd_credit5',
      actId: 'bingdundun',
      name: '5元话费',
      type: 'credit',
      stock: 3000,
      left: 1800,
      quota: 'day',
      valueFen: 500,
      weight: 30,
    }),
    b({
      benefitId: 'bdd_thanks',
      actId: 'bingdundun',
      name: '100MB安慰流量',
      type: 'pack',
      stock: 100000,
      quota: 'day',
      weight: 25,
    }),
    b({
      benefitId: 'gcy_card50',
      actId: 'gcy',
      name: '50元七彩购物电子卡',
      type: 'eCard',
      stock: 500,
      left: 214,
      quota: 'once',
      valueFen: 5000,
      validDays: 90,
    }),
    b({
      benefitId: 'jf_1g',
      actId: 'jf',
      name: '1GB通用流量',
      type: 'pointsItem',
      stock: 10000,
      left: 7300,
      quota: 'day',
      points: 500,
    }),
    b({
      benefitId: 'jf_credit10',
      actId: 'jf',
      name: '10元话费',
      type: 'pointsItem',
      stock: 5000,
      left: 2100,
      quota: 'month',
      points: 1000,
      valueFen: 1000,
    }),
    b({
      benefitId: 'jf_video',
      actId: 'jf',
      name: '视频会员月卡',
      type: 'pointsItem',
      stock: 800,
      left: 0,
      quota: 'month',
      points: 1500,
    }),
    b({ benefitId: 'follow_1g', actId: 'follow', name: '关注有礼1GB', type: 'pack', stock: 100000, quota: 'once' }),
    b({
      benefitId: 'online_topup',
      actId: 'online',
      name: '首充50元送10元',
      type: 'credit',
      stock: 100000,
      quota: 'once',
      valueFen: 1000,
    }),
    b({ benefitId: 'online_follow', actId: 'online', name: '关注领1GB', type: 'pack', stock: 100000, quota: 'once' }),
    b({
      benefitId: 'online_pwd',
      actId: 'online',
      name: '设置服务密码领200积分',
      type: 'pointsItem',
      stock: 100000,
      quota: 'once',
      points: 0,
    }),
    b({ benefitId: 'yjq_accept', actId: 'yjq', name: '情侣包确认', type: 'pack', stock: 100000, quota: 'once' }),
  ];
}

export function buildConfigItems(now: number, activities: Record<string, ActivityRow>): ConfigItemRow[] {
  const items: ConfigItemRow[] = [];
  let sort = 0;
  const add = (x: Omit<ConfigItemRow, 'sort' | 'hidden'> & { hidden?: boolean }): void => {
    items.push({ hidden: false, sort: ++sort, ...x });
  };
  add({
    id: 'bn_home_1',
    kind: 'banner',
    page: 'home',
    title: '冬奥迎新年主会场',
    imageUrl: '/sms2-api/__sim/img/banner_year.svg',
    link: '/yearMainVenue',
    startAt: now - 15 * DAY,
    endAt: now + 30 * DAY,
  });
  add({
    id: 'bn_home_2',
    kind: 'banner',
    page: 'home',
    title: '存费最低6.5折',
    imageUrl: '/sms2-api/__sim/img/banner_cfsf.svg',
    link: '/cfsf',
  });
  add({
    id: 'bn_home_3',
    kind: 'banner',
    page: 'home',
    title: '5G新卡首月免费',
    imageUrl: '/sms2-api/__sim/img/banner_card.svg',
    link: '/marketCard/card5GNew',
  });
  add({
    id: 'bn_home_old',
    kind: 'banner',
    page: 'home',
    title: '双11狂欢（隐藏）',
    imageUrl: '/sms2-api/__sim/img/banner_d11.svg',
    link: '/doubleEleven',
    hidden: true,
  });
  const tiles: [string, string][] = [
    ['充值', '/newRecharge'],
    ['流量包', '/flowDetail'],
    ['宽带', '/orderPage/broadbandProcessing'],
    ['号卡', '/marketCard'],
    ['账单', '/mobileBusiness/billQuery'],
    ['投诉', '/complain'],
    ['会员日', '/friday'],
    ['秒杀', '/seckillNew'],
  ];
  tiles.forEach(([title, link], i) =>
    add({
      id: `tile_home_${i + 1}`,
      kind: 'tile',
      page: 'home',
      title,
      link,
      imageUrl: `/sms2-api/__sim/img/tile_${i + 1}.svg`,
    }),
  );
  add({ id: 'floor_home_hot', kind: 'floor', page: 'home', title: '热门流量包', actCode: 'home' });
  add({ id: 'floor_home_5g', kind: 'floor', page: 'home', title: '5G专区', actCode: 'fiveG' });
  add({ id: 'notice_home', kind: 'notice', page: 'home', title: '每日22:50-00:50系统维护，期间暂停充值。' });
  add({
    id: 'bn_recharge_1',
    kind: 'banner',
    page: 'newRecharge',
    title: '充话费送洁牙',
    imageUrl: '/sms2-api/__sim/img/banner_tooth.svg',
    link: '/newRecharge/tooth',
  });
  const rtiles: [string, string][] = [
    ['话费充值', '/newRecharge/index2'],
    ['优惠充值', '/newRecharge/tooth'],
    ['充值记录', '/newRecharge/history'],
    ['充值说明', '/newRecharge/prompt'],
  ];
  rtiles.forEach(([title, link], i) =>
    add({ id: `tile_recharge_${i + 1}`, kind: 'tile', page: 'newRecharge', title, link }),
  );
  add({
    id: 'friday_app',
    kind: 'banner',
    page: 'friday/app',
    title: '打开联通App领取会员日权益',
    link: 'https://m.example-operator.cn/app/download?from=sms2',
  });
  for (const a of Object.values(activities)) {
    if (a.preview) continue;
    add({
      id: `act_${a.actId}`,
      kind: 'banner',
      page: 'activities',
      title: a.title,
      imageUrl: a.imageUrl,
      link: a.route,
      startAt: a.startAt,
      endAt: a.endAt,
      actCode: a.actId,
    });
  }
  return items;
}

export const TOOTH_BUNDLES = [
  { code: 'TOOTH_88', faceFen: 8800, payFen: 8800, name: '88元话费+洁牙券', voucher: '洁牙券' },
  {
    code: 'TOOTH_218',
    faceFen: 21800,
    payFen: 21800,
    name: '218元话费+口腔检查/洁牙/涂氟券',
    voucher: '口腔检查洁牙涂氟券',
  },
] as const;
