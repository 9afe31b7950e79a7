// The simulator's benefits rules (PAGES.md §4): pageInit's window of the member day (Friday 10:00-24:00) and the
// daily drops (10:00), claims with stock, quota per period and star level, the points balance, the gkux code, and
// the pair invite (for whom, expired after 48 h).
import { DAY, fromCn, HOUR } from '../../mocks/core/time';
import type { SigninPage, RewardRecord } from '../../src/services/api/types';
import { harness, T0 } from './helpers';

// T0 is Wednesday 2024-05-15 10:00 China time.
const FRIDAY_NOON = fromCn(2024, 5, 17, 12);

async function page(h: ReturnType<typeof harness>, actId: string, inviteId?: string) {
  return h.client.data<SigninPage>('GET', 'activity/newSignin/pageInit', { query: { actId, inviteId } });
}
const claim = (h: ReturnType<typeof harness>, actId: string, benefitId: string) =>
  h.client.post<RewardRecord>('omoweb/rewardRecord/dealReward', { actId, benefitId });

describe('member day', () => {
  it('on a Wednesday: the window is next Friday 10:00-24:00 and a claim is refused', async () => {
    const h = harness();
    await h.client.loginWechat('o_sim_001');
    const p = await page(h, 'friday');
    expect(p.startAt).toBe('2024-05-17T10:00:00+08:00');
    expect(p.endAt).toBe('2024-05-18T00:00:00+08:00');
    const r = await claim(h, 'friday', 'fr_2g');
    expect(r.body).toMatchObject({ status: 0, code: 'E_INELIGIBLE', msg: '会员日每周五10点开启，下周五再来' });
  });

  it('on Friday: the check-in, a claim once a week with its stock, the ★3 extra refused to a 2★ customer', async () => {
    const h = harness();
    h.sim.setClock({ at: FRIDAY_NOON });
    await h.client.loginWechat('o_sim_001');
    const before = await page(h, 'friday');
    expect(before.streak).toBe(1);
    const left = before.benefits?.find((b) => b.id === 'fr_2g')?.left ?? 0;
    expect((await claim(h, 'friday', 'fr_2g')).body).toMatchObject({ status: 1, data: { benefitId: 'fr_2g' } });
    const after = await page(h, 'friday');
    expect(after.benefits?.find((b) => b.id === 'fr_2g')).toMatchObject({ claimed: true, left: left - 1 });
    expect((await claim(h, 'friday', 'fr_2g')).body).toMatchObject({ code: 'E_QUOTA', msg: '本周已领取，下周再来' });
    // The next Friday it may be claimed again.
    h.sim.setClock({ at: FRIDAY_NOON + 7 * DAY });
    expect((await page(h, 'friday')).streak).toBe(2);
    expect((await claim(h, 'friday', 'fr_2g')).body).toMatchObject({ status: 1 });

    const li = harness();
    li.sim.setClock({ at: FRIDAY_NOON });
    await li.client.loginWechat('o_sim_002');
    const star = (await page(li, 'friday')).benefits?.find((b) => b.id === 'fr_star');
    expect(star).toMatchObject({ minStar: 3, reason: '仅限3星及以上客户领取' });
    expect((await claim(li, 'friday', 'fr_star')).body).toMatchObject({ code: 'E_INELIGIBLE' });
  });
});

describe('daily drops', () => {
  it('before 10:00 the window opens at 10:00 today; a sold-out benefit is refused', async () => {
    const h = harness();
    h.sim.setClock({ at: fromCn(2024, 5, 16, 9) });
    await h.client.loginWechat('o_sim_001');
    const p = await page(h, 'limitedWelfare');
    expect(p.startAt).toBe('2024-05-16T10:00:00+08:00');
    expect((await claim(h, 'limitedWelfare', 'lw_1g')).body).toMatchObject({ code: 'E_INELIGIBLE' });
    h.sim.setClock({ at: fromCn(2024, 5, 16, 10, 0, 1) });
    expect(p.benefits?.find((b) => b.id === 'lw_video')?.left).toBe(0);
    expect((await claim(h, 'limitedWelfare', 'lw_video')).body).toMatchObject({ code: 'E_SOLD_OUT' });
    expect((await claim(h, 'limitedWelfare', 'lw_1g')).body).toMatchObject({ status: 1 });
    expect((await claim(h, 'limitedWelfare', 'lw_1g')).body).toMatchObject({
      code: 'E_QUOTA',
      msg: '今日已领取，明天再来',
    });
  });

  it('the December edition is not started yet: its window starts with the activity', async () => {
    const h = harness();
    await h.client.loginWechat('o_sim_001');
    const p = await page(h, 'limitedWelfare12');
    expect(p.status).toBe('notStarted');
    expect(Date.parse(p.startAt ?? '')).toBeGreaterThan(T0 + 4 * DAY);
  });
});

describe('points exchange', () => {
  it('refuses an item the balance does not cover and takes the points of one it does', async () => {
    const li = harness();
    await li.client.loginWechat('o_sim_002'); // 860 points
    const item = (await page(li, 'jf')).benefits?.find((b) => b.id === 'jf_credit10');
    expect(item).toMatchObject({ points: 1000 });
    expect(item?.reason).toBeUndefined(); // the page checks the balance itself; the claim refuses too
    expect((await claim(li, 'jf', 'jf_credit10')).body).toMatchObject({
      code: 'E_INELIGIBLE',
      msg: '积分不足，需要1000积分',
    });
    expect(li.sim.db.subscribers['15508750002']?.points).toBe(860);
    expect((await claim(li, 'jf', 'jf_1g')).body).toMatchObject({ status: 1 });
    expect(li.sim.db.subscribers['15508750002']?.points).toBe(360);
  });
});

describe('gkux code and the benefits zone', () => {
  it('shows the code claimed, with the partner address', async () => {
    const h = harness();
    await h.client.loginWechat('o_sim_001');
    expect((await page(h, 'gkux')).benefits?.[0]).toMatchObject({ id: 'gkux_code', claimed: false });
    const got = await h.client.data<{ code: string }>('POST', 'activity/gkux/getCode', { json: {} });
    const shown = (await page(h, 'gkux')).benefits?.[0];
    expect(shown).toMatchObject({ claimed: true, code: got.code });
    expect(shown?.url).toMatch(/^https:\/\//);
  });

  it('lists the partners with their star levels and browser-only flags', async () => {
    const h = harness();
    await h.client.loginWechat('o_sim_002');
    const p = await page(h, 'moreBenefits');
    expect(p.star).toBe('2');
    expect(p.partners?.find((x) => x.id === 'reading')).toMatchObject({ browserOnly: true });
    expect(p.partners?.find((x) => x.id === 'qqMusic')).toMatchObject({ minStar: 3 });
  });
});

describe('the member day prize and the records', () => {
  it("the 2GB 日包 claimed on Friday is a day pack to that day's end, in the allowance as 日包", async () => {
    const h = harness();
    h.sim.setClock({ at: FRIDAY_NOON });
    await h.client.loginWechat('o_sim_001');
    const r = await claim(h, 'friday', 'fr_2g');
    expect(r.body?.data).toMatchObject({ expiresAt: '2024-05-18T00:00:00+08:00' });
    const allowance = await h.client.data<{ packs: { name: string; kind: string; expiresAt: string }[] }>(
      'GET',
      'bill/querySetMealaAlowance',
    );
    expect(allowance.packs.find((p) => p.name === '2GB通用流量日包')).toMatchObject({
      kind: 'day',
      expiresAt: '2024-05-18T00:00:00+08:00',
    });
  });

  it('the seeded member-day prize is dated on a Friday, and the points log holds nothing after now', async () => {
    const h = harness();
    const prize = h.sim.db.rewards.find((x) => x.actId === 'friday');
    expect(new Date((prize?.claimedAt ?? 0) + 8 * HOUR).getUTCDay()).toBe(5);
    // On the 4th, after the month's points came on the 3rd: an exchange is never dated on the 8th.
    const fourth = fromCn(2024, 5, 4, 10);
    h.sim.setClock({ at: fourth });
    let spends = 0;
    for (const openid of ['o_sim_001', 'o_sim_002', 'o_sim_003', 'o_sim_004', 'o_sim_006', 'o_sim_007', 'o_sim_008']) {
      const c = h.other();
      await c.loginWechat(openid);
      const info = await c.data<{ records: { at: string; kind: string }[] }>('GET', 'user/userInfo/qryScoreInfo');
      expect(info.records.filter((x) => Date.parse(x.at) > fourth)).toEqual([]);
      spends += info.records.filter((x) => x.kind === 'spend').length;
    }
    expect(spends).toBeGreaterThan(0);
  });
});

describe('pair invite', () => {
  it('is ordered with a partner of this operator in another city; others are refused', async () => {
    const h = harness();
    await h.client.loginWechat('o_sim_001');
    const order = async (partnerPhone: string) => {
      await h.client.data('POST', 'handlebusi/busi/getBusiSms', {
        query: { phone: '18687120001', ...(await h.client.captcha()) },
      });
      h.sim.setClock({ advanceMs: 61_000 });
      const smsCode = h.sim.latestSms('18687120001') ?? '';
      return h.client.post('handlebusi/busi/handle', { productCode: 'YJQ_PAIR', partnerPhone, smsCode });
    };
    expect((await order('13800138000')).body).toMatchObject({ code: 'E_PARTNER', msg: '对方须为云南联通号码' });
    expect((await order('18687120088')).body).toMatchObject({ code: 'E_PARTNER' });
    expect((await order('15508750002')).body).toMatchObject({ status: 1 });
    expect((await page(h, 'yjq')).invite).toMatchObject({ status: 'pending', mine: true, toPhone: '155****0002' });
    expect((await order('15508750002')).body).toMatchObject({ code: 'E_INVITE_PENDING' });
  });

  it('the partner is checked before any gate: the same answer the order gives, without a captcha or an SMS', async () => {
    const h = harness();
    await h.client.loginWechat('o_sim_001');
    const check = (partnerPhone: string) =>
      h.client.data<{ eligible: boolean; reasons: string[] }>('GET', 'activity/yjq/checkPartner', {
        query: { partnerPhone },
      });
    expect(await check('13800138000')).toEqual({ eligible: false, reasons: ['对方须为云南联通号码'] });
    expect(await check('18687120001')).toEqual({ eligible: false, reasons: ['不能邀请自己'] });
    expect(await check('18687120088')).toEqual({ eligible: false, reasons: ['异地恋情侣包仅限不同城市的号码办理'] });
    expect(await check('15508750002')).toEqual({ eligible: true, reasons: [] });
    expect(h.sim.latestSms('18687120001')).toBeUndefined();
  });

  const seedInvite = (h: ReturnType<typeof harness>) => {
    h.sim.db.invites.inv_t = {
      inviteId: 'inv_t',
      fromPhone: '18687120001',
      toPhone: '15508750002',
      productCode: 'YJQ_PAIR',
      createdAt: T0,
      expiresAt: T0 + 48 * HOUR,
      status: 'pending',
    };
  };

  it('is shown to the sender as awaiting, to the partner to answer; the partner accepts', async () => {
    const h = harness();
    seedInvite(h);
    await h.client.loginWechat('o_sim_001');
    expect((await page(h, 'yjq')).invite).toMatchObject({ inviteId: 'inv_t', status: 'pending', mine: true });
    const partner = h.other();
    await partner.loginWechat('o_sim_002');
    const seen = await partner.data<SigninPage>('GET', 'activity/newSignin/pageInit', {
      query: { actId: 'yjq', inviteId: 'inv_t' },
    });
    expect(seen.invite).toMatchObject({ forMe: true, fromPhone: '186****0001' });
    const ok = await partner.post('omoweb/rewardRecord/bindInfo', { actId: 'yjq', inviteId: 'inv_t', accept: true });
    expect(ok.body).toMatchObject({ status: 1 });
    expect((await page(h, 'yjq')).invite?.status).toBe('accepted');
    // Each number lists the pack among its subscriptions (已订业务): the sender's ¥10 a month, and 退订 to end it.
    type Rec = { productCode: string; source: string; status: string; feeFen: number; cancellable: boolean };
    const pair = async (c: typeof partner) =>
      (
        await c.data<{ list: Rec[] }>('GET', 'handlebusi/businessAcceptanceRecord/queryUserProductInfo', {
          query: { pageSize: 50 },
        })
      ).list.find((r) => r.productCode === 'YJQ_PAIR');
    expect(await pair(h.client)).toMatchObject({
      source: 'subscription',
      status: 'active',
      feeFen: 1000,
      cancellable: true,
    });
    expect(await pair(partner)).toMatchObject({ source: 'subscription', status: 'active', feeFen: 0 });
  });

  it('a wrong number is refused; after 48 h the invite has expired', async () => {
    const h = harness();
    seedInvite(h);
    await h.client.loginWechat('o_sim_003');
    const wrong = await h.client.post('omoweb/rewardRecord/bindInfo', {
      actId: 'yjq',
      inviteId: 'inv_t',
      accept: true,
    });
    expect(wrong.body).toMatchObject({ code: 'E_INVITE_WRONG_NUMBER' });
    h.sim.setClock({ at: T0 + 49 * HOUR });
    const partner = h.other();
    await partner.loginWechat('o_sim_002');
    const seen = await partner.data<SigninPage>('GET', 'activity/newSignin/pageInit', {
      query: { actId: 'yjq', inviteId: 'inv_t' },
    });
    expect(seen.invite?.status).toBe('expired');
    const late = await partner.post('omoweb/rewardRecord/bindInfo', { actId: 'yjq', inviteId: 'inv_t', accept: true });
    expect(late.body).toMatchObject({ code: 'E_INVITE_INVALID' });
  });
});
