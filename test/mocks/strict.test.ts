// What a real backend refuses, through the simulator's HTTP surface: forged XSRF pairs, OAuth state and code
// replays, SMS pumping, codes of another purpose, other customers' orders.
import { harness } from './helpers';

const WANG = '18687120001';
const LI = '15508750002';
/** A customer's number bound to no WeChat user. */
const UNBOUND = '18608714445';

/** A write (a visitor may make it) with exactly these cookie and header values (no client bookkeeping). */
const write = (h: ReturnType<typeof harness>, cookie: string, token: string | undefined) =>
  h.sim.handle(
    new Request('http://localhost/sms2-api/omoweb/productList/recordClick', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie,
        ...(token !== undefined ? { 'x-xsrf-token': token } : {}),
      },
      body: JSON.stringify({ productId: 'pd_fiveg_p1', actCode: 'flow' }),
    }),
  );

/** A page's telemetry sent as a page left before its first answer sends it: no cookie, no token. */
const telemetry = (h: ReturnType<typeof harness>, path: string, body: unknown) =>
  h.sim.handle(
    new Request(`http://localhost/sms2-api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

const xsrfSet = (res: Response): string | undefined =>
  /XSRF-TOKEN=(\w+)/.exec(res.headers.getSetCookie().join('\n'))?.[1];

describe('XSRF bound to the session', () => {
  it('refuses a cookie and header forged with the same value (403) and sets a real token instead', async () => {
    const h = harness();
    const forged = await write(h, 'XSRF-TOKEN=abc123', 'abc123');
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ status: 0, code: 'E_XSRF' });
    const real = xsrfSet(forged) ?? '';
    expect(real).toMatch(/^[0-9a-f]{16}_[0-9a-f]{40}$/);
    // A well-formed token with a wrong signature is forged too.
    const tampered = `${real.slice(0, 17)}${real.slice(17).split('').reverse().join('')}`;
    expect((await write(h, `XSRF-TOKEN=${tampered}`, tampered)).status).toBe(403);
    expect((await write(h, `XSRF-TOKEN=${real}`, real)).status).toBe(200);
  });

  it('refuses the first write without a cookie, sets it, and takes the retry (the app retries once)', async () => {
    const h = harness();
    const first = await write(h, '', undefined);
    expect(first.status).toBe(403);
    const token = xsrfSet(first) ?? '';
    expect(token).not.toBe('');
    const retry = await write(h, `XSRF-TOKEN=${token}`, token);
    expect(retry.status).toBe(200);
    expect(xsrfSet(retry)).toBeUndefined();
  });

  it("takes a page's telemetry without the token (a page served as a file, left before its first answer)", async () => {
    const h = harness();
    const log = await telemetry(h, 'config/operationLog', {
      accessUrl: 'https://sms2.example.cn/sms2/discounts?source=wx_menu',
      userType: 1,
      logParams: { operationId: 1 },
    });
    expect(log.status).toBe(200);
    expect(((await log.json()) as { status: number }).status).toBe(1);
    // Still a write: a link or an image cannot send it.
    const get = await h.sim.handle(new Request('http://localhost/sms2-api/config/operationLog'));
    expect(get.status).toBe(405);
  });

  it('rotates the token at login: the visitor token stops working, and a token of another session is refused', async () => {
    const h = harness();
    await h.client.get('config/list', { isShow: 0 });
    const visitorToken = h.client.cookies.get('XSRF-TOKEN') ?? '';
    await h.client.loginWechat('o_sim_001');
    const session = h.client.cookies.get('SMS2SESSION') ?? '';
    const token = h.client.cookies.get('XSRF-TOKEN') ?? '';
    expect(token).not.toBe(visitorToken);
    expect((await write(h, `SMS2SESSION=${session}; XSRF-TOKEN=${token}`, token)).status).toBe(200);
    const stale = await write(h, `SMS2SESSION=${session}; XSRF-TOKEN=${visitorToken}`, visitorToken);
    expect(stale.status).toBe(403);
    expect(xsrfSet(stale)).toMatch(/\w+/);

    // Another browser logs in: its own pair works, 王强's token with its session does not.
    const other = h.other();
    await other.loginWechat('o_sim_002');
    const otherSession = other.cookies.get('SMS2SESSION') ?? '';
    expect((await write(h, `SMS2SESSION=${otherSession}; XSRF-TOKEN=${token}`, token)).status).toBe(403);
    expect(
      (
        await other.post('config/operationLog', {
          accessUrl: 'https://sms2.example.cn/sms2/',
          userType: 1,
          logParams: { operationId: 1 },
        })
      ).status,
    ).toBe(200);
  });

  it('lets the rotated pair through a phone login (POST) without a 403 on the next write', async () => {
    const { client, sim } = harness();
    await client.loginPhone(WANG);
    expect(client.cookies.get('SMS2SESSION')).toBeDefined();
    const r = await client.post('user/userMoreBinding/sendMessage', {
      phone: LI,
      action: 'bind',
      ...(await client.captcha()),
    });
    expect(r.status).toBe(200);
    expect(sim.db.sessions[client.cookies.get('SMS2SESSION') ?? '']).toBeDefined();
  });
});

describe('OAuth state', () => {
  const authorize = async (h: ReturnType<typeof harness>, state: string, openid = 'o_sim_001') => {
    await h.client.request('GET', '/sms2-api/__sim/oauth/authorize', {
      query: { redirect_uri: '/sms2/', state, appid: '' },
    });
    const confirm = await h.client.request('GET', '/sms2-api/__sim/oauth/confirm', {
      query: { openid, redirect_uri: '/sms2/', state, appid: '' },
    });
    return new URL(confirm.headers.get('location') ?? '', 'http://localhost').searchParams.get('code') ?? '';
  };
  const exchange = (h: ReturnType<typeof harness>, code: string, state?: string) =>
    h.client.get('unifiedinteraction/sns/getSnsUserByCode', { code, ...(state !== undefined ? { state } : {}) });

  it("checklist 2: refuses an attacker's code and state exchanged in another browser (login CSRF): no session there", async () => {
    const h = harness();
    // The attacker authorizes as himself in his own browser and keeps the code and state instead of using them.
    const attacker = h.client;
    const code = await authorize(h, 'st_attacker', 'o_sim_003');
    expect(attacker.cookies.get('SMS2OAUTH')).toMatch(/^[\w-]{16,}$/);
    // The victim's browser, led to the callback with them: refused, and nobody is logged in there.
    const victim = h.other();
    await victim.loginWechat('o_sim_001'); // the victim's own session, with its own binding cookie
    const before = victim.cookies.get('SMS2SESSION');
    const refused = await victim.get('unifiedinteraction/sns/getSnsUserByCode', { code, state: 'st_attacker' });
    expect(refused.body).toMatchObject({ status: 0, code: 'E_OAUTH_STATE' });
    expect(victim.cookies.get('SMS2SESSION')).toBe(before);
    expect((await victim.get<{ phone: string }>('user/getUserInfo')).body?.data?.phone).toBe('18687120001');
    // A browser without the binding cookie at all is refused too.
    const code2 = await authorize(h, 'st_attacker2', 'o_sim_003');
    const bare = h.other();
    expect(
      (await bare.get('unifiedinteraction/sns/getSnsUserByCode', { code: code2, state: 'st_attacker2' })).body?.code,
    ).toBe('E_OAUTH_STATE');
    expect(bare.cookies.get('SMS2SESSION')).toBeUndefined();
    // The browser that authorized still logs in with its own code and state.
    const code3 = await authorize(h, 'st_own', 'o_sim_003');
    expect((await exchange(h, code3, 'st_own')).body).toMatchObject({ status: 1, data: { openid: 'o_sim_003' } });
  });

  it('checklist 2: binds the state over https with __Host-SMS2OAUTH (Secure, HttpOnly)', async () => {
    const h = harness();
    const res = await h.sim.handle(
      new Request('https://sms2.example.cn/sms2-api/__sim/oauth/authorize?redirect_uri=%2Fsms2%2F&state=st_tls&appid='),
    );
    expect(res.headers.getSetCookie().join('\n')).toMatch(
      /^__Host-SMS2OAUTH=[\w-]+; Path=\/; SameSite=Lax; Secure; HttpOnly/,
    );
    expect(h.sim.db.oauthStates.st_tls?.browser).toMatch(/^[\w-]{16,}$/);
  });

  it('exchanges a code with the state of its authorize step, once', async () => {
    const h = harness();
    const code = await authorize(h, 'st_ok');
    expect((await exchange(h, code, 'st_ok')).body).toMatchObject({ status: 1, data: { openid: 'o_sim_001' } });
    // The code is single use, and so is the state (a new code with the same state is refused).
    expect((await exchange(h, code, 'st_ok')).body?.code).toBe('E_OAUTH_CODE');
    const again = await h.client.request('GET', '/sms2-api/__sim/oauth/confirm', {
      query: { openid: 'o_sim_001', redirect_uri: '/sms2/', state: 'st_ok', appid: '' },
    });
    const code2 = new URL(again.headers.get('location') ?? '', 'http://localhost').searchParams.get('code') ?? '';
    expect((await exchange(h, code2, 'st_ok')).body).toMatchObject({ status: 0, code: 'E_OAUTH_STATE' });
  });

  it('refuses a missing, mismatched or unknown state, and burns the code', async () => {
    const h = harness();
    const code = await authorize(h, 'st_a');
    expect((await exchange(h, code)).body?.code).toBe('E_OAUTH_STATE');
    expect((await exchange(h, code, 'st_a')).body?.code).toBe('E_OAUTH_CODE');
    const code2 = await authorize(h, 'st_b');
    expect((await exchange(h, code2, 'st_a')).body?.code).toBe('E_OAUTH_STATE');
    // A confirm link made up without the authorize step: its state was never recorded.
    const made = await h.client.request('GET', '/sms2-api/__sim/oauth/confirm', {
      query: { openid: 'o_sim_001', redirect_uri: '/sms2/', state: 'st_forged', appid: '' },
    });
    const code3 = new URL(made.headers.get('location') ?? '', 'http://localhost').searchParams.get('code') ?? '';
    expect((await exchange(h, code3, 'st_forged')).body?.code).toBe('E_OAUTH_STATE');
    expect(h.client.cookies.get('SMS2SESSION')).toBeUndefined();
  });

  it('refuses an expired state (10 minutes after the authorize step)', async () => {
    const h = harness();
    await h.client.request('GET', '/sms2-api/__sim/oauth/authorize', {
      query: { redirect_uri: '/sms2/', state: 'st_old', appid: '' },
    });
    h.sim.setClock({ advanceMs: 10 * 60_000 + 1 });
    const confirm = await h.client.request('GET', '/sms2-api/__sim/oauth/confirm', {
      query: { openid: 'o_sim_001', redirect_uri: '/sms2/', state: 'st_old', appid: '' },
    });
    const code = new URL(confirm.headers.get('location') ?? '', 'http://localhost').searchParams.get('code') ?? '';
    expect((await exchange(h, code, 'st_old')).body?.code).toBe('E_OAUTH_STATE');
  });
});

describe('SMS pumping limits', () => {
  let seq = 0;
  /** One send of the visitor's business code with a fresh captcha, from an address, with a session or not. */
  const sendFrom = async (
    h: ReturnType<typeof harness>,
    phone: string,
    from: { ip?: string; session?: string } = {},
  ): Promise<Response> => {
    const kaptchaId = `pump${++seq}`;
    // The captcha is the session's, or a visitor's browser's (its binding cookie): fetched and sent by the same.
    const cookie = from.session ? `SMS2SESSION=${from.session}` : `SMS2OAUTH=visitor-browser-${seq}`;
    await h.sim.handle(new Request(`http://localhost/sms2-api/user/kaptcha/${kaptchaId}`, { headers: { cookie } }));
    return h.sim.handle(
      new Request('http://localhost/sms2-api/handlebusi/busi/getBusiSmsNotLogin', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-sim-remote-addr': from.ip ?? '10.0.0.1',
          cookie,
        },
        body: JSON.stringify({ phone, kaptchaId, kaptcha: h.sim.captchaText(kaptchaId) }),
      }),
    );
  };
  /** A number of its own prefix (first 7 digits) for each i. */
  const numberOf = (i: number) => `13${String(i).padStart(5, '0')}8888`;
  const sessionOf = async (h: ReturnType<typeof harness>, openid: string): Promise<string> => {
    const c = h.other();
    await c.loginWechat(openid);
    return c.cookies.get('SMS2SESSION') ?? '';
  };

  it('checklist 17: sends no code without a captcha of the server, single use', async () => {
    const h = harness();
    const bare = await h.client.post('handlebusi/busi/getBusiSmsNotLogin', { phone: LI });
    expect(bare.body).toMatchObject({ status: 0, code: 'E_KAPTCHA_REQUIRED' });
    const wrong = await h.client.post('handlebusi/busi/getBusiSmsNotLogin', {
      phone: LI,
      kaptchaId: 'nope',
      kaptcha: 'abcd',
    });
    expect(wrong.body).toMatchObject({ status: 0, code: 'E_KAPTCHA_EXPIRED' });
    expect(h.sim.db.smsOutbox.filter((m) => m.phone === LI)).toHaveLength(0);
    const captcha = await h.client.captcha();
    expect((await h.client.post('handlebusi/busi/getBusiSmsNotLogin', { phone: LI, ...captcha })).body?.status).toBe(1);
    h.sim.setClock({ advanceMs: 61_000 });
    const reused = await h.client.post('handlebusi/busi/getBusiSmsNotLogin', { phone: LI, ...captcha });
    expect(reused.body?.code).toBe('E_KAPTCHA_EXPIRED');
    expect(h.sim.db.smsOutbox.filter((m) => m.phone === LI)).toHaveLength(1);
  });

  it('checklist 17: allows 5 sends per session in 10 minutes (429 with the wait), and the window slides', async () => {
    const h = harness({ xsrf: false });
    const session = await sessionOf(h, 'o_sim_002');
    for (let i = 0; i < 5; i++)
      expect((await sendFrom(h, numberOf(i), { session, ip: `10.0.1.${i}` })).status).toBe(200);
    const sixth = await sendFrom(h, numberOf(5), { session, ip: '10.0.1.9' });
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toMatchObject({
      status: 0,
      code: 'E_SMS_CLIENT_LIMIT',
      msg: '获取验证码过于频繁，请10分钟后再试',
    });
    expect(h.sim.latestSms(numberOf(5))).toBeUndefined();
    h.sim.setClock({ advanceMs: 10 * 60_000 });
    expect((await sendFrom(h, numberOf(5), { session, ip: '10.0.1.9' })).status).toBe(200);
  });

  it('checklist 17: counts an address whatever its sessions: 4 logins from one address send 10 codes in 10 minutes, not 20', async () => {
    const h = harness({ xsrf: false });
    const sessions = [
      await sessionOf(h, 'o_sim_001'),
      await sessionOf(h, 'o_sim_002'),
      await sessionOf(h, 'o_sim_003'),
      await sessionOf(h, 'o_sim_new'),
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await sendFrom(h, numberOf(i), { session: sessions[i % 4], ip: '10.0.2.1' })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));
    expect(h.sim.db.smsOutbox).toHaveLength(10);
    // Without a session the address is counted too; another address is another client.
    expect((await sendFrom(h, numberOf(30), { ip: '10.0.2.1' })).status).toBe(429);
    expect((await sendFrom(h, numberOf(30), { ip: '10.0.2.2' })).status).toBe(200);
    // Visible and resettable through __sim/limits.
    const seen = await h.client.get<{ windows: Record<string, number> }>('__sim/limits');
    expect(seen.body?.data?.windows).toMatchObject({ 'address:10.0.2.1': 10, 'addressDay:10.0.2.1': 10 });
    expect((await h.client.request('DELETE', '__sim/limits')).body?.data).toEqual({ reset: true });
    expect((await sendFrom(h, numberOf(31), { ip: '10.0.2.1' })).status).toBe(200);
  });

  it('checklist 17: caps an address at 30 codes a day', async () => {
    const h = harness({ xsrf: false });
    for (let i = 0; i < 30; i++) {
      if (i && i % 10 === 0) h.sim.setClock({ advanceMs: 10 * 60_000 });
      expect((await sendFrom(h, numberOf(i), { ip: '10.0.3.1' })).status).toBe(200);
    }
    h.sim.setClock({ advanceMs: 10 * 60_000 });
    const past = await sendFrom(h, numberOf(40), { ip: '10.0.3.1' });
    expect(past.status).toBe(429);
    expect(await past.json()).toMatchObject({
      code: 'E_SMS_CLIENT_DAILY_LIMIT',
      msg: '今日获取验证码次数过多，请24小时后再试',
    });
    h.sim.setClock({ advanceMs: 24 * 60 * 60_000 });
    expect((await sendFrom(h, numberOf(40), { ip: '10.0.3.1' })).status).toBe(200);
  });

  it('allows 20 sends per number prefix (first 7 digits) in an hour and 100 a day, whatever the clients', async () => {
    const h = harness({ xsrf: false });
    const fromIp = (ip: number, phone: string) =>
      sendFrom(h, phone, { ip: `10.1.${Math.floor(ip / 200)}.${ip % 200}` });
    for (let i = 0; i < 20; i++) expect((await fromIp(i, `186871299${String(i).padStart(2, '0')}`)).status).toBe(200);
    const past = await fromIp(99, '18687129950');
    expect(past.status).toBe(429);
    expect(await past.json()).toMatchObject({
      code: 'E_SMS_PREFIX_LIMIT',
      msg: '该号段验证码发送量已达上限，请60分钟后再试',
    });
    expect((await fromIp(99, '18687139950')).status).toBe(200);
    // The day: 20 an hour up to 100.
    let ip = 100;
    for (let hour = 1; hour < 5; hour++) {
      h.sim.setClock({ advanceMs: 60 * 60_000 });
      for (let i = 0; i < 20; i++)
        expect(
          (await fromIp(++ip, `1868712${String(hour).padStart(2, '0')}${String(i).padStart(2, '0')}`)).status,
        ).toBe(200);
    }
    h.sim.setClock({ advanceMs: 60 * 60_000 });
    const day = await fromIp(++ip, '18687129990');
    expect(day.status).toBe(429);
    expect(await day.json()).toMatchObject({
      code: 'E_SMS_PREFIX_LIMIT',
      msg: '该号段验证码发送量已达上限，请19小时后再试',
    });
    // __sim/reset starts the limits again too.
    h.sim.reset();
    expect((await fromIp(++ip, '18687129951')).status).toBe(200);
  });
});

describe('a code is bound to its purpose', () => {
  it('refuses a binding code for a phone login and a login code for binding, like a wrong code', async () => {
    const h = harness();
    // A binding code (WeChat user), then used outside WeChat to log in.
    const wx = h.other();
    await wx.loginWechat('o_sim_new');
    expect(
      (await wx.post('user/userMoreBinding/sendMessage', { phone: UNBOUND, action: 'bind', ...(await wx.captcha()) }))
        .body?.status,
    ).toBe(1);
    const bindCode = h.sim.latestSms(UNBOUND) ?? '';
    const login = await h.client.post('user/loginCaptcha', { phone: UNBOUND, smsCode: bindCode });
    expect(login.body).toMatchObject({ status: 0, code: 'E_SMS_WRONG' });
    // Still good for its own purpose.
    expect((await wx.post('user/loginCaptcha', { phone: UNBOUND, smsCode: bindCode })).body?.status).toBe(1);

    // A login code does not bind.
    h.sim.setClock({ advanceMs: 61_000 });
    const fresh = h.other();
    await fresh.loginWechat('o_sim_new');
    const loginCode = await h.client.smsCode(WANG);
    expect((await fresh.post('user/loginCaptcha', { phone: WANG, smsCode: loginCode })).body?.code).toBe('E_SMS_WRONG');
    expect((await h.client.post('user/loginCaptcha', { phone: WANG, smsCode: loginCode })).body?.status).toBe(1);
  });

  it('refuses a login code for an order on the number, and a business code for a login', async () => {
    const h = harness();
    await h.client.loginWechat('o_sim_001');
    const loginCode = await h.other().smsCode(WANG);
    const handle = await h.client.post('handlebusi/busi/handle', {
      productCode: 'BINGJILING',
      phone: WANG,
      smsCode: loginCode,
    });
    expect(handle.body).toMatchObject({ status: 0, code: 'E_SMS_WRONG' });
    h.sim.setClock({ advanceMs: 61_000 });
    expect(
      (await h.client.post('handlebusi/busi/getBusiSms', { phone: WANG, ...(await h.client.captcha()) })).body?.status,
    ).toBe(1);
    const busiCode = h.sim.latestSms(WANG) ?? '';
    expect((await h.other().post('user/loginCaptcha', { phone: WANG, smsCode: busiCode })).body?.code).toBe(
      'E_SMS_WRONG',
    );
    expect(
      (await h.client.post('handlebusi/busi/handle', { productCode: 'BINGJILING', phone: WANG, smsCode: busiCode }))
        .body?.status,
    ).toBe(1);
  });
});

describe('orders need the session that owns them', () => {
  it('shows a pay order to its owner, 订单不存在 to another customer, 401 without a session', async () => {
    const h = harness();
    const order = Object.values(h.sim.db.payOrders).find((o) => o.ownerPhone === WANG);
    expect(order).toBeDefined();
    const orderId = order?.orderId ?? '';
    await h.client.loginWechat('o_sim_001');
    expect((await h.client.get('bill/orderWechatGetById', { orderId })).body).toMatchObject({
      status: 1,
      data: { orderId },
    });

    const liu = h.other();
    await liu.loginWechat('o_sim_008');
    const refused = await liu.get('bill/orderWechatGetById', { orderId });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ status: 0, code: 'E_ORDER_NOT_FOUND', msg: '订单不存在' });
    expect((await liu.post('bill/orderWechatPage', { orderId })).body?.code).toBe('E_ORDER_NOT_FOUND');
    expect((await liu.post('bill/logtransactive', { orderId, action: 'cancel' })).body?.code).toBe('E_ORDER_NOT_FOUND');

    const nobody = h.other();
    const anon = await nobody.get('bill/orderWechatGetById', { orderId });
    expect(anon.status).toBe(401);
    expect(anon.body?.code).toBe('E_UNAUTHORIZED');
  });

  it("refuses another customer's product order and activity order; an anonymous top-up stays readable by its id", async () => {
    const h = harness();
    const liu = h.other();
    await liu.loginWechat('o_sim_008');
    const productOrder = Object.values(h.sim.db.productOrders).find((o) => o.phone === WANG);
    expect((await liu.get('bill/getTradebhInfoCbss', { orderNo: productOrder?.orderNo ?? '' })).body?.code).toBe(
      'E_ORDER_NOT_FOUND',
    );
    expect(
      (await liu.get('activity/payGiveFeeAct/queryhandleProductXy', { actId: 'pay100', actOrderId: 'ACT_PAY100_0001' }))
        .body?.code,
    ).toBe('E_ACT_ORDER_NOT_FOUND');
    expect((await liu.get('bill/orderWechatGetById', { orderId: 'ACT_PAY100_0001' })).body?.code).toBe(
      'E_ORDER_NOT_FOUND',
    );

    // A visitor's top-up (no session): the order id is the key, as at the cashier.
    const visitor = h.other();
    const created = await visitor.data<{ orderId: string }>('POST', 'config/pay/anon/orderSubmitBlack', {
      json: { phone: WANG, faceFen: 5000, type: 'standard' },
    });
    expect((await visitor.get('bill/orderWechatGetById', { orderId: created.orderId })).body?.status).toBe(1);
  });
});
