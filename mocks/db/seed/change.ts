// Personas of the change family (package change, termination): one per plan-change refusal and per termination
// blocker, so each state shows alone. 张敏 (12-month lock), 赵刚 (every blocker at once), 王强 (fused broadband only)
// and 李明 (nothing in the way) are in people.ts.
import { addMonths, fromCn, monthKey } from '../../core/time';
import type { Subscriber } from '../types';
import { GB } from './catalogue';

export const CHANGE_PERSONA = {
  /** 马超: 5G ¥99 under contract, nothing else: a downgrade is refused (合约期内不可降档); termination: contract. */
  ma: '18687120031',
  /** 吴婷: 5G ¥99 with a secondary card: a downgrade is refused (请先解绑副卡); termination: secondary card. */
  wu: '18687120032',
  /** 吴婷's secondary card. */
  wuSecondary: '18687120033',
  /** 钱芳: 4G ¥29 in arrears, nothing else: termination: arrears. */
  qian: '18687120034',
} as const;

const dateOnly = (ms: number): string => {
  const d = new Date(ms + 8 * 3600_000);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
};

function person(
  now: number,
  s: Pick<Subscriber, 'phone' | 'name' | 'certNo' | 'planCode' | 'star' | 'activatedAt' | 'balanceFen' | 'nickname'> &
    Partial<Subscriber>,
): Subscriber {
  return {
    cityCode: '530100',
    districtCode: '530102',
    paymentMode: 'prepaid',
    status: 'active',
    creditLimitFen: 0,
    points: 1200,
    usage: { generalKb: 5 * GB, targetedKb: 0, fiveGKb: 0, voiceMinutes: 80, sms: 4, month: monthKey(now) },
    capLifted: false,
    throttled: false,
    subscriptions: [],
    secondaryCards: [],
    servicePasswordSet: true,
    student: false,
    whitelists: [],
    realNameVerified: true,
    ...s,
  };
}

export function buildChangeSubscribers(now: number): Subscriber[] {
  return [
    person(now, {
      phone: CHANGE_PERSONA.ma,
      name: '马超',
      certNo: '530102198710230010',
      planCode: 'P5G99',
      star: '4',
      activatedAt: fromCn(2017, 3, 8),
      balanceFen: 4200,
      contractEndsOn: dateOnly(addMonths(now, 10)),
      nickname: '超',
    }),
    person(now, {
      phone: CHANGE_PERSONA.wu,
      name: '吴婷',
      certNo: '530103199305160021',
      planCode: 'P5G99',
      star: '3',
      activatedAt: fromCn(2018, 11, 20),
      balanceFen: 6800,
      secondaryCards: [CHANGE_PERSONA.wuSecondary],
      nickname: '婷婷',
    }),
    person(now, {
      phone: CHANGE_PERSONA.wuSecondary,
      name: '吴婷',
      certNo: '530103199305160021',
      planCode: 'P4G29',
      star: '2',
      activatedAt: fromCn(2021, 4, 2),
      balanceFen: 300,
      nickname: '婷婷',
    }),
    person(now, {
      phone: CHANGE_PERSONA.qian,
      name: '钱芳',
      certNo: '530112199601150027',
      planCode: 'P4G29',
      star: '2',
      activatedAt: fromCn(2020, 6, 15),
      status: 'arrears',
      balanceFen: -860,
      nickname: '芳芳',
    }),
  ];
}

/** [openid, nickname, bound number] of the change personas' WeChat users. */
export const changeWxUsers = (): [string, string, string][] => [
  ['o_sim_031', '超', CHANGE_PERSONA.ma],
  ['o_sim_032', '婷婷', CHANGE_PERSONA.wu],
  ['o_sim_034', '芳芳', CHANGE_PERSONA.qian],
];

export const CHANGE_OAUTH_PERSONAS: { openid: string; label: string }[] = [
  { openid: 'o_sim_031', label: '马超 · 186****0031 · 5G合约（不可降档）' },
  { openid: 'o_sim_032', label: '吴婷 · 186****0032 · 有副卡（先解绑）' },
  { openid: 'o_sim_034', label: '钱芳 · 186****0034 · 欠费（销户检测）' },
];
