// Points: the balance, star level and log, and the signed address of the points mall.
import type { JfSignReq, ScoreInfo, ScoreRecord, SignedUrl } from '../../../src/services/api/types';
import type { Ctx, RouteDef } from '../../core/context';
import { createRng, hashSeed } from '../../core/rng';
import { cnParts, DAY, fromCn, isoCn, monthBefore } from '../../core/time';
import type { Subscriber } from '../../db/types';
import { route } from '../common';

const MULTIPLIER: Record<string, number> = { '0': 1, '1': 1, '2': 1.5, '3': 2, '4': 2.5, '5S': 3, '5G': 5, '5D': 5 };

function scoreInfo(ctx: Ctx, sub: Subscriber): ScoreInfo {
  const rng = createRng(hashSeed('score', sub.phone));
  const records: ScoreRecord[] = [];
  for (let back = 0; back < 6; back++) {
    const m = monthBefore(ctx.now, back);
    const at = fromCn(Number(m.slice(0, 4)), Number(m.slice(4)), 3, 9);
    if (at > ctx.now || at < sub.activatedAt) continue;
    const plan = ctx.state.catalogue.plans.find((p) => p.code === sub.planCode);
    records.push({
      at: isoCn(at),
      kind: 'earn',
      points: Math.round(((plan?.monthlyFen ?? 2900) / 100) * (MULTIPLIER[sub.star] ?? 1)),
      title: `${m.slice(0, 4)}年${m.slice(4)}月消费积分`,
    });
    // An exchange some days after the month's points came; none dated after now.
    if (rng.chance(0.3) && at + 5 * DAY <= ctx.now)
      records.push({ at: isoCn(at + 5 * DAY), kind: 'spend', points: -500, title: '积分兑换1GB通用流量' });
  }
  for (const r of ctx.state.rewards) {
    if (r.phone === sub.phone && r.type === 'pointsItem') {
      const b = ctx.state.benefits.find((x) => x.benefitId === r.benefitId);
      records.push({ at: isoCn(r.claimedAt), kind: 'spend', points: -(b?.points ?? 0), title: `积分兑换${r.name}` });
    }
  }
  records.sort((a, b) => (a.at < b.at ? 1 : -1));
  const y = cnParts(ctx.now).y;
  return {
    phone: sub.phone,
    points: sub.points,
    star: sub.star,
    multiplier: MULTIPLIER[sub.star] ?? 1,
    expiringPoints: Math.round(sub.points * 0.18),
    expiresOn: `${y}-12-31`,
    records,
  };
}

export const pointsRoutes: RouteDef[] = [
  route(
    'user/userInfo/qryScoreInfo',
    'G2',
    'Points, star level and multiplier, expiry, earn/spend log.',
    (ctx): ScoreInfo => scoreInfo(ctx, ctx.me(ctx.params.as<{ phone: string }>().optStr('phone'))),
    { as: 'wang', method: 'GET' },
  ),
  route(
    'user/getJfSign',
    'G2',
    'Signed SSO address of the points mall.',
    (ctx): SignedUrl => {
      const sub = ctx.me();
      const p = ctx.params.as<JfSignReq>();
      const target = p.oneOf('target', ['home', 'item'] as const, 'home');
      const sign = ctx.rng.token(24);
      const q = new URLSearchParams({
        sign,
        ts: String(Math.floor(ctx.now / 1000)),
        target,
        uid: String(hashSeed(sub.phone)),
      });
      const itemId = p.optStr('itemId');
      if (itemId) q.set('itemId', itemId);
      return { url: `https://jf.example-operator.cn/sso?${q.toString()}`, browserOnly: false };
    },
    { as: 'wang', method: 'GET' },
  ),
];
