// The simulator's rules for the venues family: each venue's configuration (config/list?page=<actId>), the
// festival windows, the recruitment sign-up (fields, SMS code of user/sendMessage, duplicate, closed) and the school
// top-up's records for students of the school platform only.
import { DAY } from '../../mocks/core/time';
import { harness } from './helpers';

const LI = '15508750002';

describe('venue configuration', () => {
  it('serves the hero, tiles, floors and rules of each venue under its activity', async () => {
    const { client } = harness();
    for (const actId of ['doubleEleven', 'doubleTwelve', 'yearMainVenue', 'venue5G', 'venueHi']) {
      const items = await client.data<{ kind: string; link?: string; actCode?: string }[]>('GET', 'config/list', {
        query: { isShow: 0, page: actId },
      });
      const kinds = new Set(items.map((i) => i.kind));
      expect([actId, [...kinds].sort()]).toEqual([actId, ['banner', 'floor', 'notice', 'tile']]);
      expect(items.filter((i) => i.kind === 'tile').every((i) => i.link?.startsWith('/'))).toBe(true);
    }
    const main = await client.data<{ kind: string; link?: string }[]>('GET', 'config/list', {
      query: { isShow: 0, page: 'yearMainVenue' },
    });
    expect(main.filter((i) => i.kind === 'tile').map((i) => i.link)).toEqual(
      expect.arrayContaining(['/yearMainVenue/venue5G', '/yearMainVenue/venueHi', '/bingdundun']),
    );
    // The venues' items stay off the home page and the activity list.
    const home = await client.data<{ id: string }[]>('GET', 'config/list', { query: { isShow: 0, page: 'home' } });
    expect(home.some((i) => i.id.startsWith('venue_'))).toBe(false);
  });

  it('a tile of an offer states what the offer gives: its title is the activity title (存200送120, not 预存200送200)', async () => {
    const { client, sim } = harness();
    const byRoute = new Map(Object.values(sim.db.activities).map((a) => [a.route, a.title]));
    let offers = 0;
    for (const actId of ['doubleTwelve', 'yearMainVenue', 'venueHi']) {
      const items = await client.data<{ kind: string; title: string; link?: string }[]>('GET', 'config/list', {
        query: { isShow: 0, page: actId },
      });
      for (const tile of items.filter((i) => i.kind === 'tile' && i.link?.startsWith('/payGift/'))) {
        offers += 1;
        expect([actId, tile.title]).toEqual([actId, byRoute.get(tile.link ?? '')]);
      }
    }
    expect(offers).toBe(4);
    expect(byRoute.get('/payGift/pay200')).toBe('存200送120');
  });

  it('an ended activity is no banner of the whole configuration (home), only a row of the activity list', async () => {
    const { client } = harness();
    type Item = { kind: string; title: string; endAt?: string };
    const all = await client.data<Item[]>('GET', 'config/list', { query: { isShow: 0 } });
    const ended = (i: Item) => i.endAt !== undefined && Date.parse(i.endAt) <= Date.parse('2024-05-15T10:00:00+08:00');
    expect(all.filter(ended).map((i) => i.title)).toEqual([]);
    expect(all.map((i) => i.title)).not.toContain('2022老用户存费回馈');
    const list = await client.data<Item[]>('GET', 'config/list', { query: { isShow: 0, page: 'activities' } });
    expect(list.map((i) => i.title)).toContain('2022老用户存费回馈');
  });

  it('venue artwork carries no words: no id (venue_doubleEleven, tile_draw) shows over the headline', async () => {
    const { client } = harness();
    for (const name of ['venue_doubleEleven', 'tile_draw']) {
      const r = await client.get(`__sim/img/${name}.svg`);
      expect(r.headers.get('content-type')).toBe('image/svg+xml');
      expect(r.text).toMatch(/^<svg /);
      expect([name, r.text.includes(name), /<text/.test(r.text)]).toEqual([name, false, false]);
    }
  });

  it('serves the online hall address of /online/goToOnline', async () => {
    const { client } = harness();
    const items = await client.data<{ link?: string }[]>('GET', 'config/list', {
      query: { isShow: 0, page: 'online/goToOnline' },
    });
    expect(items[0]?.link).toMatch(/^https:\/\//);
  });

  it('judges the festival windows on its clock: 11.11 before, during and after', async () => {
    const { client, sim } = harness();
    const info = () =>
      client.data<{ status: string; startAt: string; endAt: string }>('GET', 'handlebusi/saleInfo/queryActiveInfo', {
        query: { actId: 'doubleEleven' },
      });
    const { startAt, endAt } = await info();
    sim.setClock({ at: Date.parse(startAt) - DAY });
    expect((await info()).status).toBe('notStarted');
    sim.setClock({ at: Date.parse(startAt) + DAY });
    expect((await info()).status).toBe('active');
    sim.setClock({ at: Date.parse(endAt) });
    expect((await info()).status).toBe('ended');
    // 11-11 24:00 is the end: the window is 11-01 00:00 to 11-12 00:00 China time.
    expect(startAt).toMatch(/-11-01T00:00:00\+08:00$/);
    expect(endAt).toMatch(/-11-12T00:00:00\+08:00$/);
  });
});

describe('activity/hire/add', () => {
  const form = { position: 'installer', name: '李明', phone: LI, areaCode: '530502', age: 27 };

  it('signs up with the code of user/sendMessage, once per phone and position', async () => {
    const { client, sim } = harness();
    const first = await client.post('activity/hire/add', { ...form, smsCode: await client.smsCode(LI) });
    expect(first.body).toMatchObject({ status: 1 });
    sim.setClock({ advanceMs: 61_000 });
    const again = await client.post('activity/hire/add', { ...form, smsCode: await client.smsCode(LI) });
    expect(again.body).toMatchObject({ code: 'E_DUPLICATE', msg: '您已报名该岗位，请耐心等待通知' });
    sim.setClock({ advanceMs: 61_000 });
    const other = await client.post('activity/hire/add', {
      ...form,
      position: 'clerk',
      smsCode: await client.smsCode(LI),
    });
    expect(other.body).toMatchObject({ status: 1 });
  });

  it('refuses bad fields before spending the code: age, name, district', async () => {
    const { client } = harness();
    const code = await client.smsCode(LI);
    expect((await client.post('activity/hire/add', { ...form, age: 17, smsCode: code })).body?.code).toBe('E_AGE');
    expect((await client.post('activity/hire/add', { ...form, age: 46, smsCode: code })).body?.code).toBe('E_AGE');
    expect((await client.post('activity/hire/add', { ...form, name: 'Li', smsCode: code })).body?.code).toBe('E_NAME');
    expect((await client.post('activity/hire/add', { ...form, areaCode: '530500', smsCode: code })).body?.code).toBe(
      'E_AREA',
    );
    expect(
      (await client.post('activity/hire/add', { ...form, experience: '经'.repeat(201), smsCode: code })).body?.code,
    ).toBe('E_PARAM');
    // The code is still good.
    expect((await client.post('activity/hire/add', { ...form, smsCode: code })).body).toMatchObject({ status: 1 });
  });

  it('refuses a wrong code, and a closed recruitment in words', async () => {
    const { client, sim } = harness();
    await client.smsCode(LI);
    expect((await client.post('activity/hire/add', { ...form, smsCode: '000000' })).body?.code).toMatch(/^E_SMS/);
    sim.setClock({ advanceMs: 61 * DAY });
    expect((await client.post('activity/hire/add', { ...form, smsCode: '000000' })).body).toMatchObject({
      code: 'E_ACT_ENDED',
      msg: '本期招聘已结束，感谢您的关注',
    });
  });
});

describe('activity/schoolRechargeJM/listRecord', () => {
  it('answers students of the school platform only (E_NOT_SCHOOL otherwise)', async () => {
    const { client } = harness();
    await client.loginWechat('o_sim_001');
    const wang = await client.get('activity/schoolRechargeJM/listRecord', undefined, {
      headers: { wxPublicAccountId: '5' },
    });
    expect(wang.body).toMatchObject({ code: 'E_NOT_SCHOOL' });
    const h = harness();
    await h.client.loginWechat('o_sim_007');
    const chen = await h.client.get('activity/schoolRechargeJM/listRecord', undefined, {
      headers: { wxPublicAccountId: '5' },
    });
    expect(chen.body).toMatchObject({ status: 1, data: [] });
    const other = await h.client.get('activity/schoolRechargeJM/listRecord', undefined, {
      headers: { wxPublicAccountId: '3' },
    });
    expect(other.body).toMatchObject({ code: 'E_NOT_SCHOOL' });
  });
});
