// Envelope, XSRF, sessions and guards, faults on demand, idempotency.
import { createSimClient } from '../../mocks/client';
import { MALFORMED_BODY, loosen } from '../../mocks/core/faults';
import { harness } from './helpers';

describe('XSRF', () => {
  it('sets a readable XSRF-TOKEN cookie and checks it on every non-GET call', async () => {
    const { sim, client } = harness();
    const first = await client.request('GET', 'config/list', { query: { isShow: 0 } });
    const setCookie = first.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/XSRF-TOKEN=\w+; Path=\//);
    expect(setCookie).not.toMatch(/XSRF-TOKEN=[^\n]*HttpOnly/);
    const token = client.cookies.get('XSRF-TOKEN') ?? '';
    const cookie = `XSRF-TOKEN=${token}`;
    const body = JSON.stringify({ phone: '13800138000' });
    const post = (headers: Record<string, string>) =>
      sim.handle(
        new Request('http://localhost/sms2-api/handlebusi/preCheck/preCheckToPhone', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body,
        }),
      );
    const none = await post({ cookie });
    expect(none.status).toBe(403);
    expect(await none.json()).toMatchObject({ status: 0, code: 'E_XSRF' });
    expect((await post({ cookie, 'x-xsrf-token': 'forged' })).status).toBe(403);
    expect((await post({ 'x-xsrf-token': token })).status).toBe(403);
    const good = await post({ cookie, 'x-xsrf-token': token });
    expect(good.status).toBe(200);
    // A response that already had the cookie does not set it again.
    expect(good.headers.getSetCookie().join('')).not.toContain('XSRF-TOKEN');
  });

  it("does not check GET calls nor the simulator's own endpoints", async () => {
    const { sim } = harness();
    const get = await sim.handle(new Request('http://localhost/sms2-api/config/custAreaDict/list'));
    expect(get.status).toBe(200);
    const reset = await sim.handle(new Request('http://localhost/sms2-api/__sim/reset', { method: 'POST' }));
    expect(reset.status).toBe(200);
  });
});

describe('sessions and guards', () => {
  it('answers HTTP 401 to protected paths without a session', async () => {
    const { client } = harness();
    for (const path of [
      'bill/queryUserBalance',
      'user/getUserInfoBtm',
      'user/userMoreBinding/getUserGroups',
      'activity/formMain/list',
    ]) {
      const r = await client.get(path);
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ status: 0, code: 'E_UNAUTHORIZED' });
    }
  });

  it('sets an HttpOnly SMS2SESSION cookie at login and rotates it at each login', async () => {
    const { client } = harness();
    const { code, state } = await client.data<{ code: string; state: string }>('POST', '__sim/oauth/code', {
      json: { openid: 'o_sim_001' },
    });
    const r = await client.get('unifiedinteraction/sns/getSnsUserByCode', { code, state });
    expect(r.headers.getSetCookie().join('\n')).toMatch(/SMS2SESSION=\w+; Path=\/; SameSite=Lax; HttpOnly/);
    const first = client.cookies.get('SMS2SESSION');
    await client.loginToken('mt_sim_001');
    expect(client.cookies.get('SMS2SESSION')).not.toBe(first);
    expect((await client.get('bill/queryUserBalance')).status).toBe(200);
  });

  it('tells a WeChat user without a bound number to bind (G2), and lets G1 paths through', async () => {
    const { client } = harness();
    await client.loginWechat('o_sim_new');
    const btm = await client.get<{ userPhone?: string; openid: string }>('user/getUserInfoBtm');
    expect(btm.body?.data).toMatchObject({ openid: 'o_sim_new' });
    expect(btm.body?.data?.userPhone).toBeUndefined();
    const bal = await client.get('bill/queryUserBalance');
    expect(bal.status).toBe(200);
    expect(bal.body).toMatchObject({ status: 0, code: 'E_NOT_BOUND' });
  });

  it('answers 666 to staff paths without the staff token, and serves them with it (header or session)', async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_001');
    const denied = await client.get('handlebusi/businessAcceptance/getBlPhone', { phone: '18687120001' });
    expect(denied.status).toBe(666);
    expect(denied.body?.code).toBe('E_STAFF_ONLY');
    const withHeader = await client.get(
      'handlebusi/businessAcceptance/getBlPhone',
      { phone: '18687120001' },
      { headers: { mall_token: 'st_sim_staff', tokenType: 'stToken' } },
    );
    expect(withHeader.body?.data).toMatchObject({ phone: '18687120001', maskedName: '王*', staffId: 'YN08710021' });
    const staff = createSimClient(sim);
    await staff.loginToken('st_sim_staff');
    expect(
      (await staff.get('handlebusi/businessAcceptance/multuserqry', { phone: '18608714444' })).body?.data,
    ).toMatchObject({ eligible: false, arrearsFen: 1230 });
  });

  it('lets a customer mall token act on its number', async () => {
    const { client } = harness();
    const r = await client.get<{ balanceFen: number }>('bill/queryUserBalance', undefined, {
      headers: { mall_token: 'mt_sim_001', tokenType: 'stToken' },
    });
    expect(r.body?.data?.balanceFen).toBe(3650);
  });

  it("refuses another customer's number", async () => {
    const { client } = harness();
    await client.loginWechat('o_sim_001');
    const r = await client.get('bill/queryUserBalance', { phone: '18608714444' });
    expect(r.body?.code).toBe('E_FORBIDDEN_NUMBER');
  });
});

describe('faults', () => {
  it.each([401, 404, 417, 500, 666])('HTTP %i on one path, for the given number of calls', async (status) => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_001');
    sim.faults.add({
      path: '/api/bill/queryUserBalance',
      kind: 'http',
      status,
      msg: status === 417 ? '参数校验失败：phone' : undefined,
      times: 2,
    });
    for (let i = 0; i < 2; i++) {
      const r = await client.get('bill/queryUserBalance', undefined, { base: '/sms2-api/internal/' });
      expect(r.status).toBe(status);
      expect(r.body).toMatchObject({ status: 0, code: `E_HTTP_${status}` });
      if (status === 417) expect(r.body?.msg).toBe('参数校验失败：phone');
    }
    expect((await client.get('bill/queryUserBalance')).status).toBe(200);
    expect((await client.get('bill/querySetMealaAlowance')).status).toBe(200);
  });

  it('business error with HTTP 200', async () => {
    const { sim, client } = harness();
    sim.faults.add({ path: 'config/list', kind: 'business', msg: '系统维护中', code: 'E_MAINT', times: 1 });
    const r = await client.get('config/list', { isShow: 0 });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 0, code: 'E_MAINT', msg: '系统维护中' });
    expect((await client.get('config/list', { isShow: 0 })).body?.status).toBe(1);
  });

  it('timeout: answers after the delay, or drops when the client gives up', async () => {
    const { sim, client } = harness({ timeoutDelayMs: 80 });
    sim.faults.add({ path: 'config/custAreaDict/list', kind: 'timeout', times: 2 });
    const t = Date.now();
    const slow = await client.get('config/custAreaDict/list');
    expect(Date.now() - t).toBeGreaterThanOrEqual(70);
    expect(slow.body?.status).toBe(1);
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 10);
    const aborted = await client.request('GET', 'config/custAreaDict/list', { signal: ac.signal });
    expect(aborted.response.type).toBe('error');
  });

  it('a reset drops an answer still held back, so no timer outlives the test that asked for it', async () => {
    const { sim, client } = harness({ timeoutDelayMs: 600_000 });
    sim.faults.add({ path: 'config/custAreaDict/list', kind: 'timeout', times: 1 });
    const held = client.request('GET', 'config/custAreaDict/list');
    await new Promise((r) => setTimeout(r, 0));
    sim.reset();
    expect((await held).response.type).toBe('error');
  });

  it('drop: the connection is dropped (Response.error)', async () => {
    const { sim, client } = harness();
    sim.faults.add({ path: '*', kind: 'drop', times: 1 });
    const r = await client.request('GET', 'config/custAreaDict/list');
    expect(r.response.type).toBe('error');
    expect((await client.get('config/custAreaDict/list')).status).toBe(200);
  });

  it.each([
    [undefined, {}],
    ['object', {}],
    ['array', []],
    ['null', null],
    ['wrong', 'E_SIM_SHAPE'],
  ] as const)('shape %s: a success envelope whose data is replaced, for a path', async (data, expected) => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_001');
    sim.faults.add({ path: 'bill/queryUserBalance', kind: 'shape', data, times: 1 });
    const r = await client.get('bill/queryUserBalance', undefined, { base: '/sms2-api/internal/' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 1 });
    expect(r.body?.data).toEqual(expected);
    expect((await client.get('bill/queryUserBalance')).body?.data).toMatchObject({ balanceFen: expect.any(Number) });
  });

  it('shape absent: the handler does the work, the success envelope carries no data', async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_001');
    const before = sim.db.clicks.length;
    sim.faults.add({ path: 'omoweb/productList/recordClick', kind: 'shape', data: 'absent', times: 1 });
    const r = await client.post('omoweb/productList/recordClick', { productId: 'p1' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 1, code: '0000' });
    expect(r.body).not.toHaveProperty('data');
    expect(sim.db.clicks).toHaveLength(before + 1);
  });

  it('shape loose: the real answer with numbers and flags as text, empty fields null', async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_001');
    const real = (await client.get<Record<string, unknown>>('user/getUserInfo')).body?.data ?? {};
    sim.faults.add({ path: 'user/getUserInfo', kind: 'shape', data: 'loose', times: 1 });
    const loose = (await client.get<Record<string, unknown>>('user/getUserInfo')).body?.data ?? {};
    expect(loose.balanceFen).toBe(String(real.balanceFen));
    expect(loose.is5G).toBe(String(real.is5G));
    expect(loose.phone).toBe(real.phone);
    expect(loosen({ a: '', b: [], c: [1, true], d: { e: 0 } })).toEqual({
      a: null,
      b: null,
      c: ['1', 'true'],
      d: { e: '0' },
    });
  });

  it.each(['zh-CN', 'en'])(
    'malformed (%s): HTTP 200 that says JSON but is a cut-off envelope, for the given number of calls',
    async (lang) => {
      const { client } = harness();
      await client.loginWechat('o_sim_001');
      const added = await client.post('__sim/faults', { path: 'bill/queryUserBalance', kind: 'malformed', times: 2 });
      expect(added.body?.status).toBe(1);
      for (let i = 0; i < 2; i++) {
        const r = await client.request('GET', 'bill/queryUserBalance', { headers: { 'accept-language': lang } });
        expect(r.status).toBe(200);
        expect(r.headers.get('content-type')).toMatch(/^application\/json/);
        expect(r.body).toBeUndefined();
        expect(() => JSON.parse(r.text) as unknown).toThrow(SyntaxError);
        expect(r.text).toBe(MALFORMED_BODY);
      }
      expect((await client.get('bill/queryUserBalance')).body?.data).toMatchObject({ balanceFen: expect.any(Number) });
    },
  );

  it('shape on a glob or everywhere, over HTTP; an unknown data is refused', async () => {
    const { client } = harness();
    await client.loginWechat('o_sim_001');
    expect((await client.post('__sim/faults', { path: 'bill/*', kind: 'shape', data: 'array' })).body?.status).toBe(1);
    expect((await client.get('bill/querySetMealaAlowance')).body?.data).toEqual([]);
    expect((await client.get('user/getUserInfoBtm')).body?.data).toMatchObject({ openid: 'o_sim_001' });
    await client.request('DELETE', '__sim/faults');
    await client.post('__sim/faults', { path: '*', kind: 'shape', data: 'null' });
    expect((await client.get('user/getUserInfoBtm')).body?.data).toBeNull();
    await client.request('DELETE', '__sim/faults');
    expect((await client.post('__sim/faults', { path: '*', kind: 'shape', data: 'number' })).body?.status).toBe(0);
  });

  it('is driven over HTTP: POST, GET and DELETE __sim/faults; prefix globs; until cleared', async () => {
    const { client } = harness();
    const added = await client.post<{ id: number }>('__sim/faults', { path: 'bill/*', kind: 'http', status: 500 });
    expect(added.body?.data?.id).toEqual(expect.any(Number));
    await client.loginWechat('o_sim_001');
    for (let i = 0; i < 3; i++) expect((await client.get('bill/queryUserBalance')).status).toBe(500);
    expect((await client.get('user/getUserInfoBtm')).status).toBe(200);
    const list = await client.get<unknown[]>('__sim/faults');
    expect(list.body?.data).toHaveLength(1);
    await client.request('DELETE', '__sim/faults');
    expect((await client.get('bill/queryUserBalance')).status).toBe(200);
    const bad = await client.post('__sim/faults', { path: '*', kind: 'explode' });
    expect(bad.body?.status).toBe(0);
  });

  it('is cleared by reset', async () => {
    const { sim, client } = harness();
    sim.faults.add({ path: '*', kind: 'http', status: 500 });
    await client.post('__sim/reset');
    expect((await client.get('config/custAreaDict/list')).status).toBe(200);
  });
});

describe('idempotency', () => {
  it('answers the same order to the same Idempotency-Key', async () => {
    const { sim, client } = harness();
    const submit = (key: string) =>
      client.post<{ orderId: string }>(
        'config/pay/anon/orderSubmitBlack',
        { phone: '18687120001', faceFen: 5000, type: 'standard' },
        { headers: { 'Idempotency-Key': key } },
      );
    const a = await submit('key-1');
    const b = await submit('key-1');
    expect(b.body?.data?.orderId).toBe(a.body?.data?.orderId);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    const c = await submit('key-2');
    expect(c.body?.data?.orderId).not.toBe(a.body?.data?.orderId);
    expect(Object.values(sim.db.payOrders).filter((o) => o.createdAt === sim.now())).toHaveLength(2);
    // The same key on another path is refused.
    const other = await client.post(
      'bill/logtransactive',
      { orderId: a.body?.data?.orderId, action: 'cancel' },
      { headers: { 'Idempotency-Key': 'key-1' } },
    );
    expect(other.status).toBe(422);
  });

  it('does not replay a failure: the retry runs again', async () => {
    const { client } = harness();
    const submit = (faceFen: number) =>
      client.post<{ orderId: string }>(
        'config/pay/anon/orderSubmitBlack',
        { phone: '18687120001', faceFen, type: 'standard' },
        { headers: { 'Idempotency-Key': 'k' } },
      );
    expect((await submit(123)).body?.code).toBe('E_AMOUNT');
    expect((await submit(5000)).body?.status).toBe(1);
  });

  it('survives a re-login (keys are not tied to the session)', async () => {
    const { client } = harness();
    await client.loginWechat('o_sim_001');
    const a = await client.post<{ orderId: string }>(
      'config/pay/anon/orderSubmitBlack',
      { phone: '18687120001', faceFen: 2000 },
      { headers: { 'Idempotency-Key': 'relogin' } },
    );
    await client.loginWechat('o_sim_001');
    const b = await client.post<{ orderId: string }>(
      'config/pay/anon/orderSubmitBlack',
      { phone: '18687120001', faceFen: 2000 },
      { headers: { 'Idempotency-Key': 'relogin' } },
    );
    expect(b.body?.data?.orderId).toBe(a.body?.data?.orderId);
  });

  it("answers the same customer in another session (a new tab), never another customer's request", async () => {
    const { sim, client, other } = harness();
    await client.loginWechat('o_sim_001');
    const body = { phone: '18687120001', faceFen: 2000 };
    const headers = { 'Idempotency-Key': 'tab' };
    const a = await client.post<{ orderId: string }>('config/pay/anon/orderSubmitBlack', body, { headers });
    const tab = other();
    await tab.loginWechat('o_sim_001');
    const b = await tab.post<{ orderId: string }>('config/pay/anon/orderSubmitBlack', body, { headers });
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(b.body?.data?.orderId).toBe(a.body?.data?.orderId);
    const stranger = other();
    await stranger.loginWechat('o_sim_002');
    const c = await stranger.post('config/pay/anon/orderSubmitBlack', body, { headers });
    expect(c.status).toBe(422);
    expect(Object.values(sim.db.payOrders).filter((o) => o.createdAt === sim.now())).toHaveLength(1);
  });
});

describe('faults where the work is done', () => {
  const order = { phone: '18687120001', faceFen: 2000 };
  const madeNow = (sim: ReturnType<typeof harness>['sim']) =>
    Object.values(sim.db.payOrders).filter((o) => o.createdAt === sim.now());

  it('dropAfterCommit: the order is made, the connection drops, the same key answers it', async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_001');
    sim.faults.add({ path: 'config/pay/anon/orderSubmitBlack', kind: 'dropAfterCommit', times: 1 });
    const headers = { 'Idempotency-Key': 'lost' };
    const lost = await client.request('POST', 'config/pay/anon/orderSubmitBlack', { json: order, headers });
    expect(lost.response.type).toBe('error');
    expect(madeNow(sim)).toHaveLength(1);
    const again = await client.post<{ orderId: string }>('config/pay/anon/orderSubmitBlack', order, { headers });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body?.data?.orderId).toBe(madeNow(sim)[0]?.orderId);
    expect(madeNow(sim)).toHaveLength(1);
  });

  it('emptyAfterCommit: the order is made and the answer is {status:1,msg:"ok"}', async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_001');
    sim.faults.add({ path: 'config/pay/anon/orderSubmitBlack', kind: 'emptyAfterCommit', times: 1 });
    const r = await client.post('config/pay/anon/orderSubmitBlack', order, { headers: { 'Idempotency-Key': 'e' } });
    expect(r.body).toEqual({ status: 1, msg: 'ok' });
    expect(madeNow(sim)).toHaveLength(1);
  });

  it('lateAfterCommit: the order is made at once, its answer comes after the delay', async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_001');
    sim.faults.add({ path: 'config/pay/anon/orderSubmitBlack', kind: 'lateAfterCommit', delayMs: 50, times: 1 });
    const pending = client.post('config/pay/anon/orderSubmitBlack', order, { headers: { 'Idempotency-Key': 'l' } });
    await new Promise((r) => setTimeout(r, 20));
    expect(madeNow(sim)).toHaveLength(1);
    expect((await pending).body?.status).toBe(1);
  });
});

describe('envelope', () => {
  it('wraps data as { status: 1, code: "0000", msg: "ok", data } and failures as { status: 0, code, msg }', async () => {
    const { client } = harness();
    const ok = await client.post('handlebusi/preCheck/preCheckToPhone', { phone: '13800138000' });
    expect(ok.body).toEqual({
      status: 1,
      code: '0000',
      msg: 'ok',
      data: expect.objectContaining({ operator: 'mobile', canRecharge: false }),
    });
    const bad = await client.post('handlebusi/preCheck/preCheckToPhone', { phone: '123' });
    expect(bad.status).toBe(200);
    expect(bad.body).toEqual({ status: 0, code: 'E_PHONE', msg: '请输入正确的手机号码' });
  });
});
