// Personas (PAGES.md §4), their WeChat identities, the staff member and the mall tokens.
import { addMonths, DAY, fromCn, monthKey, startOfDay } from '../../core/time';
import { checkChar } from '../idcard';
import type { MallTokenOwner, Staff, Subscriber, Subscription, WxUser } from '../types';
import { GB, MB } from './catalogue';
import { CHANGE_OAUTH_PERSONAS, buildChangeSubscribers, changeWxUsers } from './change';

/** A valid GB 11643 number from region + birth date + sequence. */
export function makeCert(region: string, birth: string, seq: string): string {
  const first = `${region}${birth}${seq}`;
  return first + checkChar(first);
}

export const PERSONA = {
  wang: '18687120001',
  li: '15508750002',
  zhang: '13211880003',
  zhao: '18608714444',
  sun: '13008715555',
  yang: '18587126666',
  chen: '17687127777',
  fresh: '16687120010',
  liu: '18687120088',
  he: '18687120089',
  otherOperator: '13800138000',
} as const;

export const STAFF_ID = 'YN08710021';
export const STAFF_TOKEN = 'st_sim_staff';

interface SubSeed {
  phone: string;
  name: string;
  certNo: string;
  cityCode: string;
  districtCode: string;
  planCode: string;
  paymentMode?: Subscriber['paymentMode'];
  star: Subscriber['star'];
  activatedAt: number;
  status?: Subscriber['status'];
  balanceFen: number;
  creditLimitFen?: number;
  points: number;
  contractEndsOn?: string;
  usedGeneralKb: number;
  usedTargetedKb?: number;
  voiceMinutes: number;
  sms: number;
  throttled?: boolean;
  secondaryCards?: string[];
  servicePasswordSet?: boolean;
  student?: boolean;
  whitelists?: string[];
  mixAccountId?: string;
  subscriptions?: Subscription[];
  nickname: string;
}

function sub(s: SubSeed, now: number): Subscriber {
  return {
    phone: s.phone,
    name: s.name,
    certNo: s.certNo,
    cityCode: s.cityCode,
    districtCode: s.districtCode,
    planCode: s.planCode,
    paymentMode: s.paymentMode ?? 'prepaid',
    star: s.star,
    activatedAt: s.activatedAt,
    status: s.status ?? 'active',
    balanceFen: s.balanceFen,
    creditLimitFen: s.creditLimitFen ?? 0,
    points: s.points,
    contractEndsOn: s.contractEndsOn,
    usage: {
      generalKb: s.usedGeneralKb,
      targetedKb: s.usedTargetedKb ?? 0,
      fiveGKb: 0,
      voiceMinutes: s.voiceMinutes,
      sms: s.sms,
      month: monthKey(now),
    },
    capLifted: false,
    throttled: s.throttled ?? false,
    subscriptions: s.subscriptions ?? [],
    secondaryCards: s.secondaryCards ?? [],
    servicePasswordSet: s.servicePasswordSet ?? true,
    student: s.student ?? false,
    whitelists: s.whitelists ?? [],
    mixAccountId: s.mixAccountId,
    realNameVerified: true,
    nickname: s.nickname,
  };
}

const dateOnly = (ms: number): string => {
  const d = new Date(ms + 8 * 3600_000);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
};

export function buildSubscribers(now: number): Record<string, Subscriber> {
  const monthStart = fromCn(Number(monthKey(now).slice(0, 4)), Number(monthKey(now).slice(4)), 1);
  const sunCert = '530102199204182022';
  const list: Subscriber[] = [
    sub(
      {
        phone: PERSONA.wang,
        name: '王强',
        certNo: '530102199003071238',
        cityCode: '530100',
        districtCode: '530111',
        planCode: 'P5G59',
        star: '4',
        activatedAt: fromCn(2016, 5, 18, 10, 12),
        balanceFen: 3650,
        points: 12860,
        usedGeneralKb: Math.round(18.3 * GB),
        usedTargetedKb: Math.round(2.1 * GB),
        voiceMinutes: 212,
        sms: 9,
        mixAccountId: 'YN8710000001',
        nickname: '强子',
        whitelists: ['gcy'],
        subscriptions: [
          {
            id: 'sub_wang_1',
            code: 'REFUEL_10',
            name: '5G加油包10元',
            kind: 'pack',
            feeFen: 1000,
            volumeKb: GB,
            usedKb: 300 * MB,
            startAt: monthStart + 3 * DAY,
            endAt: addMonths(monthStart, 1),
            monthly: false,
            status: 'active',
            cancellable: false,
          },
          {
            id: 'sub_wang_2',
            code: 'VIDEO_RING',
            name: '视频彩铃',
            kind: 'vas',
            feeFen: 500,
            volumeKb: 0,
            usedKb: 0,
            startAt: fromCn(2021, 3, 2),
            endAt: fromCn(2099, 1, 1),
            monthly: true,
            status: 'active',
            cancellable: true,
          },
          {
            // The value-added service buildInternetServices lists (subscribed three months ago): on every bill since.
            id: 'sub_wang_3',
            code: 'CLOUD_100G',
            name: '联通云盘100GB',
            kind: 'vas',
            feeFen: 1000,
            volumeKb: 0,
            usedKb: 0,
            startAt: startOfDay(addMonths(now, -3)),
            endAt: fromCn(2099, 1, 1),
            monthly: true,
            status: 'active',
            cancellable: true,
          },
        ],
      },
      now,
    ),
    sub(
      {
        phone: PERSONA.li,
        name: '李明',
        certNo: '530502199708152013',
        cityCode: '530500',
        districtCode: '530502',
        planCode: 'P4G29',
        star: '2',
        activatedAt: addMonths(now, -8),
        balanceFen: 520,
        points: 860,
        usedGeneralKb: Math.round(6.4 * GB),
        voiceMinutes: 64,
        sms: 3,
        nickname: '明明',
      },
      now,
    ),
    sub(
      {
        phone: PERSONA.zhang,
        name: '张敏',
        certNo: '532901198808087784',
        cityCode: '532900',
        districtCode: '532901',
        planCode: 'WK19',
        star: '3',
        activatedAt: addMonths(now, -7),
        balanceFen: 2280,
        points: 2140,
        usedGeneralKb: Math.round(41.2 * GB),
        usedTargetedKb: Math.round(12.5 * GB),
        voiceMinutes: 88,
        sms: 0,
        throttled: true,
        nickname: '敏敏',
      },
      now,
    ),
    sub(
      {
        phone: PERSONA.zhao,
        name: '赵刚',
        certNo: '530111198505120038',
        cityCode: '530100',
        districtCode: '530111',
        planCode: 'P4G59',
        star: '3',
        activatedAt: fromCn(2019, 8, 1),
        status: 'arrears',
        balanceFen: -1230,
        points: 4310,
        contractEndsOn: dateOnly(addMonths(now, 7)),
        usedGeneralKb: Math.round(9.8 * GB),
        voiceMinutes: 301,
        sms: 12,
        secondaryCards: ['18608714445'],
        nickname: '刚子',
      },
      now,
    ),
    sub(
      {
        phone: PERSONA.sun,
        name: '孙丽',
        certNo: sunCert,
        cityCode: '530100',
        districtCode: '530102',
        planCode: 'P4G59',
        star: '3',
        activatedAt: fromCn(2018, 2, 11),
        balanceFen: 10200,
        points: 5200,
        usedGeneralKb: Math.round(12 * GB),
        voiceMinutes: 150,
        sms: 4,
        nickname: '丽丽',
      },
      now,
    ),
    ...['13008715556', '18687125551', '18687125552', '15508755553'].map((phone, i) =>
      sub(
        {
          phone,
          name: '孙丽',
          certNo: sunCert,
          cityCode: phone.startsWith('155') ? '530500' : '530100',
          districtCode: phone.startsWith('155') ? '530502' : '530102',
          planCode: 'P4G29',
          star: '2',
          activatedAt: fromCn(2020 + i, 3 + i, 9),
          balanceFen: 1500 + i * 300,
          points: 300 * (i + 1),
          usedGeneralKb: (2 + i) * GB,
          voiceMinutes: 20 + i,
          sms: 1,
          nickname: '丽丽',
        },
        now,
      ),
    ),
    sub(
      {
        phone: PERSONA.yang,
        name: '杨帆',
        certNo: '530302199211110095',
        cityCode: '530300',
        districtCode: '530302',
        planCode: 'P4G29',
        star: '1',
        activatedAt: fromCn(2021, 6, 30),
        balanceFen: 880,
        points: 120,
        usedGeneralKb: 3 * GB,
        voiceMinutes: 40,
        sms: 2,
        nickname: '帆',
      },
      now,
    ),
    sub(
      {
        phone: PERSONA.chen,
        name: '陈雨',
        certNo: '530102200609090068',
        cityCode: '530100',
        districtCode: '530102',
        planCode: 'P4G29',
        star: '1',
        activatedAt: fromCn(2024, 9, 1),
        balanceFen: 1860,
        points: 420,
        usedGeneralKb: Math.round(8.1 * GB),
        voiceMinutes: 35,
        sms: 6,
        student: true,
        nickname: '小雨',
      },
      now,
    ),
    sub(
      {
        phone: PERSONA.fresh,
        name: '何佳',
        certNo: makeCert('530103', '19980521', '024'),
        cityCode: '530100',
        districtCode: '530103',
        planCode: 'P5G59',
        star: '0',
        activatedAt: now - 10 * DAY,
        balanceFen: 5000,
        points: 0,
        usedGeneralKb: Math.round(1.2 * GB),
        voiceMinutes: 12,
        sms: 1,
        servicePasswordSet: false,
        nickname: '佳佳',
      },
      now,
    ),
    sub(
      {
        phone: PERSONA.liu,
        name: '刘洋',
        certNo: makeCert('530102', '19800315', '011'),
        cityCode: '530100',
        districtCode: '530102',
        planCode: 'P5G129',
        paymentMode: 'postpaid',
        star: '5G',
        activatedAt: fromCn(2009, 7, 1),
        balanceFen: 8800,
        creditLimitFen: 30000,
        points: 68420,
        usedGeneralKb: Math.round(42.5 * GB),
        usedTargetedKb: 9 * GB,
        voiceMinutes: 640,
        sms: 31,
        secondaryCards: [PERSONA.he],
        mixAccountId: 'YN8710000088',
        whitelists: ['lclyh', 'gcy'],
        contractEndsOn: dateOnly(addMonths(now, 14)),
        nickname: '洋',
      },
      now,
    ),
    sub(
      {
        phone: PERSONA.he,
        name: '何静',
        certNo: makeCert('530102', '19821103', '026'),
        cityCode: '530100',
        districtCode: '530102',
        planCode: 'P5G129',
        paymentMode: 'postpaid',
        star: '4',
        activatedAt: fromCn(2012, 10, 8),
        balanceFen: 0,
        creditLimitFen: 10000,
        points: 15300,
        usedGeneralKb: Math.round(11.2 * GB),
        voiceMinutes: 180,
        sms: 7,
        mixAccountId: 'YN8710000088',
        nickname: '静',
      },
      now,
    ),
    // The secondary card of 赵刚 (a termination blocker).
    sub(
      {
        phone: '18608714445',
        name: '赵刚',
        certNo: '530111198505120038',
        cityCode: '530100',
        districtCode: '530111',
        planCode: 'P4G29',
        star: '2',
        activatedAt: fromCn(2020, 1, 6),
        balanceFen: 200,
        points: 0,
        usedGeneralKb: GB,
        voiceMinutes: 5,
        sms: 0,
        nickname: '刚子',
      },
      now,
    ),
  ];
  list.push(...buildChangeSubscribers(now));
  return Object.fromEntries(list.map((s) => [s.phone, s]));
}

export function buildWxUsers(now: number): Record<string, WxUser> {
  const at = now - 400 * DAY;
  const u = (openid: string, nickname: string, bound: string[], subscribe = true): WxUser => ({
    openid,
    unionid: `un_${openid}`,
    nickname,
    headImgUrl: `/sms2-api/__sim/img/avatar_${openid}.svg`,
    subscribe,
    bound: bound.map((phone, i) => ({ phone, boundAt: at + i * 30 * DAY })),
    defaultPhone: bound[0],
  });
  const list = [
    u('o_sim_001', '强子', [PERSONA.wang]),
    u('o_sim_new', '微信用户', [], false),
    u('o_sim_002', '明明', [PERSONA.li], false),
    u('o_sim_003', '敏敏', [PERSONA.zhang]),
    u('o_sim_004', '刚子', [PERSONA.zhao]),
    u('o_sim_005', '丽丽', [PERSONA.sun, '13008715556', '18687125551', '18687125552', '15508755553']),
    u('o_sim_006', '帆', [PERSONA.yang]),
    u('o_sim_007', '小雨', [PERSONA.chen]),
    u('o_sim_008', '洋', [PERSONA.liu, PERSONA.he]),
    u('o_sim_010', '佳佳', [PERSONA.fresh], false),
    ...changeWxUsers().map(([openid, nickname, phone]) => u(openid, nickname, [phone])),
  ];
  return Object.fromEntries(list.map((w) => [w.openid, w]));
}

/** The personas offered on the simulated WeChat consent page. */
export const OAUTH_PERSONAS: { openid: string; label: string }[] = [
  { openid: 'o_sim_001', label: '王强 · 186****0001 · 5G预付费（已绑定）' },
  { openid: 'o_sim_new', label: '新用户 · 未绑定号码' },
  { openid: 'o_sim_002', label: '李明 · 155****0002 · 保山4G' },
  { openid: 'o_sim_003', label: '张敏 · 132****0003 · 王卡已封顶' },
  { openid: 'o_sim_004', label: '赵刚 · 186****4444 · 欠费停机' },
  { openid: 'o_sim_005', label: '孙丽 · 130****5555 · 一证五号' },
  { openid: 'o_sim_006', label: '杨帆 · 185****6666 · 黑名单' },
  { openid: 'o_sim_007', label: '陈雨 · 176****7777 · 学生' },
  { openid: 'o_sim_008', label: '刘洋 · 186****0088 · 后付费融合家庭' },
  { openid: 'o_sim_010', label: '何佳 · 166****0010 · 新入网' },
  ...CHANGE_OAUTH_PERSONAS,
];

export const STAFF: Record<string, Staff> = {
  [STAFF_ID]: {
    staffId: STAFF_ID,
    name: '张伟',
    phone: '18687100021',
    hallName: '联通营业厅（东风西路旗舰店）',
    cityCode: '530100',
  },
};

export const MALL_TOKENS: Record<string, MallTokenOwner> = {
  [STAFF_TOKEN]: { kind: 'staff', staffId: STAFF_ID },
  mt_sim_001: { kind: 'customer', phone: PERSONA.wang },
  mt_sim_0088: { kind: 'customer', phone: PERSONA.liu },
  mt_sim_7777: { kind: 'customer', phone: PERSONA.chen },
};

export const BLACKLIST_CERTS = ['530302199211110095'];

export function buildInternetServices(now: number): Record<
  string,
  {
    code: string;
    name: string;
    monthlyFen: number;
    subscribedOn: string;
    status: 'active' | 'pendingCancel' | 'cancelled';
    cancellable: boolean;
  }[]
> {
  const on = (ms: number): string => dateOnly(ms);
  return {
    [PERSONA.wang]: [
      {
        code: 'VIDEO_RING',
        name: '视频彩铃',
        monthlyFen: 500,
        subscribedOn: '2021-03-02',
        status: 'active',
        cancellable: true,
      },
      {
        code: 'CALLER_ID',
        name: '来电显示',
        monthlyFen: 0,
        subscribedOn: '2016-05-18',
        status: 'active',
        cancellable: false,
      },
      {
        code: 'CLOUD_100G',
        name: '联通云盘100GB',
        monthlyFen: 1000,
        subscribedOn: on(addMonths(now, -3)),
        status: 'active',
        cancellable: true,
      },
      {
        code: 'MUSIC_VIP',
        name: '音乐会员',
        monthlyFen: 1500,
        subscribedOn: '2022-07-15',
        status: 'cancelled',
        cancellable: false,
      },
    ],
    [PERSONA.liu]: [
      {
        code: 'IPTV_4K',
        name: '4K电视',
        monthlyFen: 2000,
        subscribedOn: '2020-05-01',
        status: 'active',
        cancellable: true,
      },
      {
        code: 'CALLER_ID',
        name: '来电显示',
        monthlyFen: 0,
        subscribedOn: '2009-07-01',
        status: 'active',
        cancellable: false,
      },
    ],
    [PERSONA.zhang]: [
      {
        code: 'TENCENT_ZERO',
        name: '腾讯应用免流',
        monthlyFen: 0,
        subscribedOn: on(addMonths(now, -7)),
        status: 'active',
        cancellable: false,
      },
    ],
  };
}
