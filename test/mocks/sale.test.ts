// The sale family's simulator rules: the flash sale's sessions, wins and refusals (live stock, one win per item,
// tenure and province), the vote's day (votes left, designs voted today, window), and the trials' standing
// (可申请, 体验中 until, 已体验, 无需体验 on 5G), with the seeds and clock steps mocks/README.md names.
import { fromCn } from '../../mocks/core/time';
import { harness } from './helpers';

const DAY = 24 * 3600_000;

interface Sale {
  serverTime?: string;
  sessions: { at: string; endAt?: string; items: { itemId: string; left: number; won?: boolean }[] }[];
}

const grab = (client: ReturnType<typeof harness>['client'], itemId = 'sk_5g7d') =>
  client.post<{ orderNo: string; payFen: number; payBy?: string }>('handlebusi/submitOrder/submit', {
    productCode: itemId,
    actId: 'seckill',
    itemId,
  });

describe('flash sale (saleInfo)', () => {
  it('answers the server time, each session an hour long, and the items the caller has won', async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_001');
    sim.setClock({ at: fromCn(2024, 5, 15, 14, 5, 0) });
    const before = await client.data<Sale>('GET', 'handlebusi/saleInfo/querySaleInfo', { query: { actId: 'seckill' } });
    expect(before.serverTime).toBe('2024-05-15T14:05:00+08:00');
    expect(before.sessions.map((s) => [s.at.slice(11, 16), s.endAt?.slice(11, 16)])).toEqual([
      ['10:00', '11:00'],
      ['14:00', '15:00'],
      ['20:00', '21:00'],
    ]);
    expect(before.sessions[1]?.items.every((i) => i.won === false)).toBe(true);
    expect((await grab(client)).body?.data?.payFen).toBe(100);
    const after = await client.data<Sale>('GET', 'handlebusi/saleInfo/querySaleInfo', { query: { actId: 'seckill' } });
    // One win per customer per item, whatever the session.
    for (const s of after.sessions) expect(s.items.find((i) => i.itemId === 'sk_5g7d')?.won).toBe(true);
    expect(after.sessions[1]?.items.find((i) => i.itemId === 'sk_video')?.won).toBe(false);
    // A visitor sees the stock, never someone's wins.
    const visitor = await harness().client.data<Sale>('GET', 'handlebusi/saleInfo/querySaleInfo', {
      query: { actId: 'seckill' },
    });
    expect(visitor.sessions[0]?.items.every((i) => !i.won)).toBe(true);
  });

  it('refuses a grab between sessions, and a customer out of the province with the reason', async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_001');
    sim.setClock({ at: fromCn(2024, 5, 15, 12, 0, 0) });
    expect((await grab(client)).body?.code).toBe('E_NOT_LIVE');
    sim.setClock({ at: fromCn(2024, 5, 15, 20, 0, 1) });
    const wang = sim.db.subscribers['18687120001'];
    if (!wang) throw new Error('no persona');
    wang.cityCode = '510100';
    const refused = await grab(client);
    expect(refused.body?.code).toBe('E_INELIGIBLE');
    expect(refused.body?.msg).toBe('仅限本省用户参与');
    const info = await client.data<{ eligible: boolean; reasons: string[] }>(
      'GET',
      'handlebusi/saleInfo/queryActiveInfo',
      { query: { actId: 'seckill' } },
    );
    expect(info).toMatchObject({ eligible: false, reasons: ['仅限本省用户参与'] });
  });

  it('ends with the activity (31 days on)', async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_001');
    sim.setClock({ advanceMs: 31 * DAY });
    const info = await client.data<{ status: string }>('GET', 'handlebusi/saleInfo/queryActiveInfo', {
      query: { actId: 'seckill' },
    });
    expect(info.status).toBe('ended');
    expect((await grab(client)).body?.code).toBe('E_ACT_ENDED');
  });
});

describe('vote (pageInit)', () => {
  it('says the window and the designs voted today, a new day starts afresh', async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_001');
    await client.post('activity/formMain/add', { formType: 'vote', actId: 'vote', optionId: 'C' });
    const page = await client.data<{ startAt: string; endAt: string; votedToday: string[]; usedToday: number }>(
      'GET',
      'activity/newSignin/pageInit',
      { query: { actId: 'vote' } },
    );
    expect(page.votedToday).toEqual(['C']);
    expect(page.usedToday).toBe(1);
    expect(Date.parse(page.endAt) - Date.parse(page.startAt)).toBe(21 * DAY);
    sim.setClock({ advanceMs: DAY });
    const next = await client.data<{ votedToday: string[] }>('GET', 'activity/newSignin/pageInit', {
      query: { actId: 'vote' },
    });
    expect(next.votedToday).toEqual([]);
  });

  it('is not started 8 days back and ended 15 days on, and refuses votes then', async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_001');
    const status = async () =>
      (await client.data<{ status: string }>('GET', 'activity/newSignin/pageInit', { query: { actId: 'vote' } }))
        .status;
    sim.setClock({ advanceMs: -8 * DAY });
    expect(await status()).toBe('notStarted');
    const early = await client.post('activity/formMain/add', { formType: 'vote', actId: 'vote', optionId: 'A' });
    expect(early.body?.code).toBe('E_ACT_NOTSTARTED');
    sim.setClock({ offsetMs: 15 * DAY });
    expect(await status()).toBe('ended');
  });
});

describe('trials (queryActiveInfo by trial code, ep/add)', () => {
  type Info = { status: string; eligible: boolean; reasons: string[]; joined: boolean; until?: string };
  const info = (client: ReturnType<typeof harness>['client'], code: string) =>
    client.data<Info>('GET', 'handlebusi/saleInfo/queryActiveInfo', { query: { actId: code } });

  it('refuses the 5G trial to a customer on 5G (无需体验), offers the others', async () => {
    const { client } = harness();
    await client.loginWechat('o_sim_001');
    expect(await info(client, 'FIVEG_TRIAL')).toMatchObject({
      status: 'active',
      eligible: false,
      joined: false,
      reasons: ['您已是5G套餐用户，无需体验'],
    });
    const refused = await client.post('activity/ep/add', { trialCode: 'FIVEG_TRIAL' });
    expect(refused.body).toMatchObject({ code: 'E_NO_NEED', msg: '您已是5G套餐用户，无需体验' });
    const li = harness().client;
    await li.loginWechat('o_sim_002');
    expect(await info(li, 'CLOUD_DRIVE_TRIAL')).toMatchObject({ eligible: true, joined: false, reasons: [] });
  });

  it('refuses the cloud drive and video ringtone trials to a customer who has them (王强), before any start', async () => {
    const { client, sim } = harness();
    await client.loginWechat('o_sim_001');
    expect(await info(client, 'CLOUD_DRIVE_TRIAL')).toMatchObject({
      eligible: false,
      reasons: ['您已开通联通云盘，无需体验'],
    });
    expect(await info(client, 'VIDEO_RING_TRIAL')).toMatchObject({
      eligible: false,
      reasons: ['您已开通视频彩铃，无需体验'],
    });
    expect((await client.post('activity/ep/add', { trialCode: 'CLOUD_DRIVE_TRIAL' })).body).toMatchObject({
      code: 'E_NO_NEED',
      msg: '您已开通联通云盘，无需体验',
    });
    expect(sim.db.trials.filter((t) => t.phone === '18687120001')).toEqual([]);
  });

  it('starts a trial once: 体验中 until its end, then 已体验; a second start is refused', async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_002');
    expect((await info(client, 'FIVEG_TRIAL')).eligible).toBe(true);
    const started = await client.data<{ endAt: string }>('POST', 'activity/ep/add', {
      json: { trialCode: 'FIVEG_TRIAL' },
    });
    const trying = await info(client, 'FIVEG_TRIAL');
    expect(trying).toMatchObject({ joined: true, eligible: false, until: started.endAt });
    expect(Date.parse(started.endAt) - sim.now()).toBe(3 * DAY);
    expect((await client.post('activity/ep/add', { trialCode: 'FIVEG_TRIAL' })).body?.code).toBe('E_TRIAL_USED');
    sim.setClock({ advanceMs: 3 * DAY + 1000 });
    const tried = await info(client, 'FIVEG_TRIAL');
    expect(tried.joined).toBe(true);
    expect(Date.parse(tried.until ?? '')).toBeLessThan(sim.now());
  });

  it('tells a visitor to log in', async () => {
    const { client } = harness();
    expect(await info(client, 'VIDEO_RING_TRIAL')).toMatchObject({ eligible: false, reasons: ['请先登录'] });
  });
});
