// The three ways in: msw handlers (jest), the Node middleware (dev server, serve, npm run mock) and the state file.
import axios from 'axios';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSimClient } from '../../mocks/client';
import { setupSimulatorServer } from '../../mocks/msw';
import { createSimulatorMiddleware, envOptions } from '../../mocks/node';
import { createSimulator } from '../../mocks/simulator';
import { T0 } from './helpers';

describe('msw adapter', () => {
  const { server, sim, reset } = setupSimulatorServer({ now: () => T0 });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => reset());
  afterAll(() => server.close());

  it('answers axios (XHR) under the three prefixes and keeps the XSRF cookie readable for it', async () => {
    const list = await axios.get('/sms2-api/config/list', { params: { isShow: 0 } });
    expect(list.status).toBe(200);
    expect(list.data).toMatchObject({ status: 1 });
    expect(document.cookie).toMatch(/XSRF-TOKEN=\w+/);
    const pre = await axios.post('/sms2-api/handlebusi/preCheck/preCheckToPhone', { phone: '18687120001' });
    expect(pre.data).toMatchObject({ status: 1, data: { operator: 'unicom', cityName: '昆明市', canRecharge: true } });
    const internal = await axios.get('/sms2-api/internal/config/custAreaDict/list');
    expect(internal.data.status).toBe(1);
  });

  it('keeps the HttpOnly session across calls (WeChat login, then a G2 call on the internal host)', async () => {
    const { code, state } = (await axios.post('/sms2-api/__sim/oauth/code', { openid: 'o_sim_001' })).data.data;
    await axios.get('/sms2-api/unifiedinteraction/sns/getSnsUserByCode', { params: { code, state } });
    expect(document.cookie).not.toContain('SMS2SESSION');
    const bal = await axios.get('/sms2-api/internal/bill/queryUserBalance');
    expect(bal.data.data).toMatchObject({ phone: '18687120001', balanceFen: 3650 });
  });

  it('gives the client the HTTP statuses of faults, 666 included, and drops', async () => {
    sim.faults.add({ path: 'config/list', kind: 'http', status: 666, times: 1 });
    await expect(axios.get('/sms2-api/config/list')).rejects.toMatchObject({
      response: { status: 666, data: { status: 0 } },
    });
    sim.faults.add({ path: 'config/list', kind: 'drop', times: 1 });
    await expect(axios.get('/sms2-api/config/list')).rejects.toMatchObject({ message: 'Network Error' });
    expect((await axios.get('/sms2-api/config/list')).status).toBe(200);
  });

  it('answers fetch too; 401 without a session', async () => {
    const r = await fetch('http://localhost/sms2-api/bill/queryUserBalance');
    expect(r.status).toBe(401);
  });
});

describe('node middleware', () => {
  let httpServer: Server;
  let base = '';
  const mw = createSimulatorMiddleware({ now: () => T0, log: () => undefined });
  beforeAll(async () => {
    httpServer = createServer((req, res) =>
      mw(req, res, () => {
        res.statusCode = 404;
        res.end('next');
      }),
    );
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => httpServer.close(() => resolve())));

  it('converts requests and responses: JSON, cookies, XSRF, form bodies, redirects', async () => {
    const first = await fetch(`${base}/sms2-api/config/list?isShow=0`);
    expect(first.status).toBe(200);
    const cookies = first.headers.getSetCookie();
    const xsrf = /XSRF-TOKEN=(\w+)/.exec(cookies.join(';'))?.[1] ?? '';
    const post = await fetch(`${base}/sms2-api/handlebusi/preCheck/preCheckToPhone`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
      body: JSON.stringify({ phone: '13800138000' }),
    });
    expect(await post.json()).toMatchObject({ status: 1, data: { operator: 'mobile' } });
    const oauth = await fetch(
      `${base}/sms2-api/__sim/oauth/authorize?redirect_uri=${encodeURIComponent('/sms2/?a=1')}&state=s1&appid=wx8a2b3c4d5e6f7a02`,
    );
    expect(await oauth.text()).toContain('o_sim_001');
    const confirm = await fetch(
      `${base}/sms2-api/__sim/oauth/confirm?openid=o_sim_001&redirect_uri=${encodeURIComponent('/sms2/?a=1')}&state=s1`,
      { redirect: 'manual' },
    );
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toMatch(/^\/sms2\/\?a=1&code=sim_code_\d+&state=s1$/);
  });

  it('compresses a JSON answer above 1 KB as the browser accepts, as the operator gateway does', async () => {
    const at = (encoding: string) =>
      fetch(`${base}/sms2-api/config/list?isShow=0`, { headers: { 'accept-encoding': encoding } });
    const br = await at('gzip, deflate, br');
    expect([br.headers.get('content-encoding'), br.headers.get('vary')]).toEqual(['br', 'Accept-Encoding']);
    expect(await br.json()).toMatchObject({ status: 1 });
    expect((await at('gzip')).headers.get('content-encoding')).toBe('gzip');
    const plain = await at('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const size = Number(plain.headers.get('content-length'));
    expect(size).toBeGreaterThan(1024);
    expect(Number(br.headers.get('content-length'))).toBeLessThan(size / 3);
    // A small answer goes as it is.
    const small = await fetch(`${base}/sms2-api/config/custAreaDict/list?parentCode=530100`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('writes status 666 and drops the connection on a drop fault', async () => {
    mw.simulator.faults.add({ path: 'config/custAreaDict/list', kind: 'http', status: 666, times: 1 });
    expect((await fetch(`${base}/sms2-api/config/custAreaDict/list`)).status).toBe(666);
    mw.simulator.faults.add({ path: 'config/custAreaDict/list', kind: 'drop', times: 1 });
    await expect(fetch(`${base}/sms2-api/config/custAreaDict/list`)).rejects.toThrow();
  });

  it('reads its options from the environment', () => {
    expect(
      envOptions({
        SIM_STATE_FILE: '/tmp/s.json',
        SIM_SEED: '7',
        SIM_VERBOSE: '1',
        SIM_CREDIT_DELAY_MS: '100',
        SIM_TIMEOUT_MS: '50',
        SIM_XSRF: '0',
      }),
    ).toEqual({
      stateFile: '/tmp/s.json',
      seed: 7,
      verbose: true,
      creditDelayMs: 100,
      timeoutDelayMs: 50,
      xsrf: false,
    });
    expect(envOptions({})).toEqual({});
  });

  it('calls next() outside /sms2-api/', async () => {
    const r = await fetch(`${base}/sms2/index.html`);
    expect(await r.text()).toBe('next');
  });
});

describe('state file', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sms2-sim-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps state, sessions and the clock offset across restarts', async () => {
    const stateFile = join(dir, 'nested', 'state.json');
    const a = createSimulator({ now: () => T0, stateFile, log: () => undefined });
    const client = createSimClient(a);
    await client.loginWechat('o_sim_001');
    const { orderId } = await client.data<{ orderId: string }>('POST', 'config/pay/anon/orderSubmitBlack', {
      json: { phone: '18687120001', faceFen: 2000 },
    });
    a.setClock({ advanceMs: 60_000 });
    a.save();
    expect(JSON.parse(readFileSync(stateFile, 'utf8'))).toMatchObject({ version: 2, clockOffsetMs: 60_000 });

    const b = createSimulator({ now: () => T0, stateFile, log: () => undefined });
    expect(b.now()).toBe(T0 + 60_000);
    expect(b.db.payOrders[orderId]?.status).toBe('unpaid');
    const again = createSimClient(b);
    for (const [k, v] of client.cookies) again.cookies.set(k, v);
    expect((await again.get<{ balanceFen: number }>('bill/queryUserBalance')).body?.data?.balanceFen).toBe(3650);
    b.reset();
    expect(createSimulator({ now: () => T0, stateFile, log: () => undefined }).db.payOrders[orderId]).toBeUndefined();
  });

  it('re-seeds from a corrupt or outdated file', () => {
    const stateFile = join(dir, 'state.json');
    writeFileSync(stateFile, '{not json');
    const lines: string[] = [];
    const sim = createSimulator({ now: () => T0, stateFile, log: (l) => lines.push(l) });
    expect(sim.db.subscribers['18687120001']?.name).toBe('王强');
    expect(lines.join('\n')).toContain('re-seeding');
    writeFileSync(stateFile, JSON.stringify({ version: 0, clockOffsetMs: 5, state: {} }));
    expect(createSimulator({ now: () => T0, stateFile, log: () => undefined }).now()).toBe(T0);
  });
});
