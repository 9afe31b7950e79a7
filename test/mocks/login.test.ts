// WeChat OAuth (simulated), phone login, binding up to five numbers, default number, mall tokens.
import { createSimClient } from '../../mocks/client';
import { exampleParams, harness } from './helpers';

describe('WeChat OAuth', () => {
  it('shows a consent page and redirects back with a single-use code', async () => {
    const { client } = harness();
    const redirect = 'https://sms2.example.cn/sms2/newRecharge?x=1';
    const page = await client.request('GET', '/sms2-api/__sim/oauth/authorize', {
      query: {
        redirect_uri: redirect,
        state: 'st9',
        appid: 'wx8a2b3c4d5e6f7a02',
        scope: 'snsapi_userinfo',
        response_type: 'code',
      },
    });
    expect(page.text).toContain('o_sim_001');
    expect(page.text).toContain('o_sim_new');
    const confirm = await client.request('GET', '/sms2-api/__sim/oauth/confirm', {
      query: { openid: 'o_sim_001', redirect_uri: redirect, state: 'st9', appid: 'wx8a2b3c4d5e6f7a02' },
    });
    expect(confirm.status).toBe(302);
    const location = new URL(confirm.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe('https://sms2.example.cn/sms2/newRecharge');
    expect(location.searchParams.get('state')).toBe('st9');
    const code = location.searchParams.get('code') ?? '';
    expect(code).toMatch(/^sim_code_\d+$/);
    const user = await client.get('unifiedinteraction/sns/getSnsUserByCode', { code, state: 'st9', channel: 3 });
    expect(user.body?.data).toMatchObject({ openid: 'o_sim_001', userPhone: '18687120001', nickname: '强子' });
    // Spec §6's union id header is sent once known: the exchange and the who-am-I answer name it.
    expect(user.body?.data).toMatchObject({ unionid: 'un_o_sim_001' });
    expect((await client.get('user/getUserInfoBtm')).body?.data).toMatchObject({ unionid: 'un_o_sim_001' });
    expect((await client.get('unifiedinteraction/sns/getSnsUserByCode', { code, state: 'st9' })).body?.code).toBe(
      'E_OAUTH_CODE',
    );
  });

  it('refuses a foreign redirect, redirects without a code on deny, expires codes after 5 minutes, checks the app id', async () => {
    const { sim, client } = harness();
    const foreign = await client.request('GET', '/sms2-api/__sim/oauth/authorize', {
      query: { redirect_uri: 'https://evil.example/steal', state: 's' },
    });
    expect(foreign.text).toContain('redirect_uri 参数错误');
    const deny = await client.request('GET', '/sms2-api/__sim/oauth/confirm', {
      query: { deny: '1', redirect_uri: '/sms2/', state: 's' },
    });
    expect(deny.headers.get('location')).toBe('/sms2/?state=s');
    const { code, state } = await client.data<{ code: string; state: string }>('POST', '__sim/oauth/code', {
      json: { openid: 'o_sim_001' },
    });
    sim.setClock({ advanceMs: 5 * 60_000 + 1 });
    expect((await client.get('unifiedinteraction/sns/getSnsUserByCode', { code, state })).body?.code).toBe(
      'E_OAUTH_CODE',
    );
    const second = await client.data<{ code: string; state: string }>('POST', '__sim/oauth/code', {
      json: { openid: 'o_sim_001', appid: 'wx5f1c0a1b2c3d4e01' },
    });
    expect(
      (
        await client.get('unifiedinteraction/sns/getSnsUserByCode', {
          code: second.code,
          state: second.state,
          channel: 3,
        })
      ).body?.code,
    ).toBe('E_OAUTH_APPID');
  });

  it('signs the JS-SDK config for a page address without hash', async () => {
    const { client } = harness();
    const r = await client.data<{ wxConfig: Record<string, unknown> }>('GET', 'unifiedinteraction/jssdk/getWxConfig', {
      query: { url: 'https://sms2.example.cn/sms2/vote?source=share_vote' },
    });
    expect(r.wxConfig).toMatchObject({
      appId: 'wx8a2b3c4d5e6f7a02',
      timestamp: expect.any(Number),
      nonceStr: expect.any(String),
      signature: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
    expect((await client.get('unifiedinteraction/jssdk/getWxConfig', { url: 'https://x/sms2/#/a' })).body?.status).toBe(
      0,
    );
  });
});

describe('binding', () => {
  it('binds a number to a new WeChat user with captcha + SMS, which becomes the default', async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_new');
    const send = await client.post('user/userMoreBinding/sendMessage', {
      phone: '18608714445',
      action: 'bind',
      ...(await client.captcha()),
    });
    expect(send.body?.status).toBe(1);
    const bound = await client.post('user/loginCaptcha', {
      phone: '18608714445',
      smsCode: sim.latestSms('18608714445'),
    });
    expect(bound.body?.data).toEqual({ userPhone: '18608714445', openid: 'o_sim_new' });
    const groups = await client.data<{ bound: { phone: string; isDefault: boolean }[]; maxBound: number }>(
      'GET',
      'user/userMoreBinding/getUserGroups',
    );
    expect(groups).toMatchObject({ maxBound: 5, bound: [{ phone: '18608714445', isDefault: true }] });
    expect((await client.get<{ userPhone: string }>('user/getUserInfoBtm')).body?.data?.userPhone).toBe('18608714445');
    expect((await client.get('bill/queryUserBalance')).body?.status).toBe(1);
  });

  it('refuses a sixth number, a number bound elsewhere, and binding outside WeChat', async () => {
    const { sim, client, other } = harness();
    await client.loginWechat('o_sim_005');
    expect(
      (
        await client.post('user/userMoreBinding/sendMessage', {
          phone: '18608714445',
          action: 'bind',
          ...(await client.captcha()),
        })
      ).body?.code,
    ).toBe('E_BIND_LIMIT');
    const fresh = other();
    await fresh.loginWechat('o_sim_new');
    await fresh.post('user/userMoreBinding/sendMessage', {
      phone: '15508750002',
      action: 'bind',
      ...(await fresh.captcha()),
    });
    expect(
      (await fresh.post('user/loginCaptcha', { phone: '15508750002', smsCode: sim.latestSms('15508750002') })).body
        ?.code,
    ).toBe('E_BOUND_ELSEWHERE');
    const browser = other();
    await browser.loginPhone('18687120001');
    expect(
      (
        await browser.post('user/userMoreBinding/sendMessage', {
          phone: '18608714445',
          action: 'bind',
          ...(await browser.captcha()),
        })
      ).body?.code,
    ).toBe('E_NO_WECHAT');
  });

  it('unbinds with an unbind code, and switches the default number', async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_008');
    await client.data('POST', 'user/defaultLogin', { json: { phone: '18687120089' } });
    expect((await client.get<{ phone: string }>('bill/queryUserBalance')).body?.data?.phone).toBe('18687120089');
    await client.post('user/userMoreBinding/sendMessage', {
      phone: '18687120089',
      action: 'unbind',
      ...(await client.captcha()),
    });
    const r = await client.post('user/loginCaptcha', { phone: '18687120089', smsCode: sim.latestSms('18687120089') });
    expect(r.body?.data).toEqual({ userPhone: '18687120088', openid: 'o_sim_008' });
    const groups = await client.data<{ bound: { phone: string }[] }>('GET', 'user/userMoreBinding/getUserGroups');
    expect(groups.bound.map((b) => b.phone)).toEqual(['18687120088']);
    expect((await client.post('user/defaultLogin', { phone: '18687120089' })).body?.code).toBe('E_NOT_BOUND_NUMBER');
  });
});

describe('phone and token login', () => {
  it('logs in outside WeChat with phone + SMS; getUserInfoBtm then has the number but no openid', async () => {
    const { client } = harness();
    await client.loginPhone('18687120001');
    expect((await client.get('user/getUserInfoBtm')).body?.data).toMatchObject({
      openid: '',
      userPhone: '18687120001',
      subscribe: false,
    });
    expect((await client.get('user/getUserInfo')).body?.data).toMatchObject({
      name: '王*',
      certNo: '5301**********1238',
      planName: '5G畅爽冰激凌59元套餐',
      is5G: true,
      star: '4',
      balanceFen: 3650,
    });
  });

  it('logs in with a mall token (customer or staff)', async () => {
    const { client, other } = harness();
    expect((await client.post('user/thirdAuthLogin', { token: 'mt_sim_001' })).body?.data).toEqual({
      thirdUserPhone: '18687120001',
    });
    expect((await client.get('bill/queryUserBalance')).status).toBe(200);
    const staff = other();
    expect((await staff.post('user/thirdAuthLogin', { token: 'st_sim_staff' })).body?.data).toEqual({
      thirdUserPhone: '18687100021',
      staffId: 'YN08710021',
    });
    expect((await staff.post('user/thirdAuthLogin', { token: 'nope' })).body?.code).toBe('E_TOKEN_INVALID');
  });

  it('resets the service password of an own number only', async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_010');
    expect(sim.db.subscribers['16687120010']?.servicePasswordSet).toBe(false);
    expect(
      (await client.post('user/sendResetPwdMessage', { phone: '16687120010', ...(await client.captcha()) })).body
        ?.status,
    ).toBe(1);
    expect(sim.db.smsOutbox.at(-1)?.text).toContain('服务密码已重置为');
    expect(sim.db.subscribers['16687120010']?.servicePasswordSet).toBe(true);
    expect(
      (await client.post('user/sendResetPwdMessage', { phone: '18687120001', ...(await client.captcha()) })).body?.code,
    ).toBe('E_FORBIDDEN_NUMBER');
  });
});

describe('orders placed before binding', () => {
  it("a new customer's card and broadband orders (contact phone 李明's) are listed and readable once a number is bound", async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_new');
    const newBroadband = sim.routes.find((r) => r.path === 'handlebusi/submitOrder/newBroadband');
    if (!newBroadband) throw new Error('no route');
    const placed = await client.data<{ orderNo: string }>('POST', 'handlebusi/submitOrder/newBroadband', {
      json: await exampleParams(sim, client, newBroadband),
    });
    sim.setClock({ advanceMs: 61_000 });
    await client.post('user/userMoreBinding/sendMessage', {
      phone: '18608714445',
      action: 'bind',
      ...(await client.captcha()),
    });
    await client.post('user/loginCaptcha', { phone: '18608714445', smsCode: sim.latestSms('18608714445') });
    const records = await client.data<{ list: { orderNo?: string }[] }>(
      'GET',
      'handlebusi/businessAcceptanceRecord/queryUserProductInfo',
      { query: { source: 'order', pageSize: 50 } },
    );
    expect(records.list.map((r) => r.orderNo)).toContain(placed.orderNo);
    const broadband = await client.data<{ list: { orderNo: string }[] }>('GET', 'broadband/queryNewOrderList');
    expect(broadband.list.map((o) => o.orderNo)).toEqual([placed.orderNo]);
    expect((await client.get('bill/getTradebhInfoCbss', { orderNo: placed.orderNo })).body?.status).toBe(1);
    expect((await client.get('broadband/queryOrderTrackInfo', { orderNo: placed.orderNo })).body?.status).toBe(1);
    // Another WeChat user bound to another number sees none of it.
    const other = createSimClient(sim);
    await other.loginWechat('o_sim_001');
    const theirs = await other.data<{ list: { orderNo: string }[] }>('GET', 'broadband/queryNewOrderList');
    expect(theirs.list.map((o) => o.orderNo)).not.toContain(placed.orderNo);
  });

  it('a WeChat user without a number lists the broadband orders it placed: the door, and what is still to pay', async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_new');
    type Row = { orderNo: string; addressCode?: string; payFen?: number; payBy?: string };
    // Nothing placed yet: an empty list, not a demand to log in.
    expect((await client.data<{ list: Row[] }>('GET', 'broadband/queryNewOrderList')).list).toEqual([]);
    const newBroadband = sim.routes.find((r) => r.path === 'handlebusi/submitOrder/newBroadband');
    if (!newBroadband) throw new Error('no route');
    const json = await exampleParams(sim, client, newBroadband);
    const placed = await client.data<{ orderNo: string; payFen: number; payBy: string }>(
      'POST',
      'handlebusi/submitOrder/newBroadband',
      { json },
    );
    const [row] = (await client.data<{ list: Row[] }>('GET', 'broadband/queryNewOrderList')).list;
    expect(row).toMatchObject({
      orderNo: placed.orderNo,
      addressCode: (json as { addressCode: string }).addressCode,
      payFen: placed.payFen,
      payBy: placed.payBy,
    });
    // Its 30 minutes over: nothing is to pay any more.
    sim.setClock({ advanceMs: 31 * 60_000 });
    const [late] = (await client.data<{ list: Row[] }>('GET', 'broadband/queryNewOrderList')).list;
    expect(late?.orderNo).toBe(placed.orderNo);
    expect(late?.payFen).toBeUndefined();
    // A caller without a session is still asked to log in.
    const other = createSimClient(sim);
    expect((await other.get('broadband/queryNewOrderList')).status).toBe(401);
  });
});
