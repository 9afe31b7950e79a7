// The session cookies of both schemes: over https (or behind a proxy saying so) Secure with the __Host- prefix,
// over plain http (development, tests) the bare names without Secure. XSRF-TOKEN keeps its name in both.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSimClient } from '../../mocks/client';
import { cookieScheme, parseSetCookie, servedOverHttps } from '../../mocks/core/cookies';
import { createSimulatorMiddleware } from '../../mocks/node';
import { harness } from './helpers';

const cookiesOf = (res: { headers: Headers }) =>
  res.headers.getSetCookie().map((line) => ({ line, ...parseSetCookie(line) }));

describe('checklist 13: session cookies over https', () => {
  it('sets __Host-SMS2SESSION (Secure, HttpOnly, Path=/, no Domain) and a Secure XSRF-TOKEN, and the session works', async () => {
    const { sim } = harness();
    const client = createSimClient(sim, 'https://sms2.example.cn');
    const { code, state } = await client.data<{ code: string; state: string }>('POST', '__sim/oauth/code', {
      json: { openid: 'o_sim_001' },
    });
    const login = await client.request('GET', 'unifiedinteraction/sns/getSnsUserByCode', { query: { code, state } });
    expect(login.body?.status).toBe(1);
    const set = cookiesOf(login);
    const session = set.find((c) => c.name === '__Host-SMS2SESSION');
    expect(session).toMatchObject({ secure: true, httpOnly: true, path: '/' });
    expect(session?.line).not.toMatch(/domain=/i);
    expect(set.find((c) => c.name === 'SMS2SESSION')).toBeUndefined();
    expect(set.find((c) => c.name === 'XSRF-TOKEN')).toMatchObject({ secure: true, httpOnly: false });
    // The session and its token work: a read and a write.
    expect((await client.get('user/getUserInfo')).body?.status).toBe(1);
    expect((await client.post('handlebusi/preCheck/preCheckToPhone', { phone: '18687120001' })).status).toBe(200);
    // Logging out expires the __Host- cookie, Secure too.
    const out = await client.post('user/logout');
    expect(cookiesOf(out).find((c) => c.name === '__Host-SMS2SESSION')).toMatchObject({ remove: true, secure: true });
  });

  it('reads only the __Host- cookie over https: a bare SMS2SESSION (set by a subdomain, say) is no session', async () => {
    const { sim } = harness();
    const plain = createSimClient(sim);
    await plain.loginWechat('o_sim_001');
    const sid = plain.cookies.get('SMS2SESSION') ?? '';
    expect(sid).not.toBe('');
    const asHttps = (cookie: string) =>
      sim.handle(new Request('https://sms2.example.cn/sms2-api/user/getUserInfo', { headers: { cookie } }));
    expect((await asHttps(`SMS2SESSION=${sid}`)).status).toBe(401);
    expect((await asHttps(`__Host-SMS2SESSION=${sid}`)).status).toBe(200);
  });

  it('honours X-Forwarded-Proto: https of a proxy in front', async () => {
    const { sim } = harness();
    const { code, state } = await createSimClient(sim).data<{ code: string; state: string }>(
      'POST',
      '__sim/oauth/code',
      { json: { openid: 'o_sim_001' } },
    );
    const res = await sim.handle(
      new Request(
        `http://127.0.0.1:8000/sms2-api/unifiedinteraction/sns/getSnsUserByCode?code=${code}&state=${state}`,
        { headers: { 'x-forwarded-proto': 'https' } },
      ),
    );
    // (The code was issued to another client: the answer may refuse it; the cookies say the scheme either way.)
    const set = cookiesOf(res);
    expect(set.find((c) => c.name === 'XSRF-TOKEN')).toMatchObject({ secure: true });
    expect(set.every((c) => c.name !== 'SMS2SESSION')).toBe(true);
  });
});

describe('checklist 13: session cookies over plain http (development, tests)', () => {
  it('keeps SMS2SESSION and XSRF-TOKEN without Secure, so the browser sends them back', async () => {
    const { sim } = harness();
    const client = createSimClient(sim);
    const { code, state } = await client.data<{ code: string; state: string }>('POST', '__sim/oauth/code', {
      json: { openid: 'o_sim_001' },
    });
    const login = await client.request('GET', 'unifiedinteraction/sns/getSnsUserByCode', { query: { code, state } });
    const set = cookiesOf(login);
    expect(set.find((c) => c.name === 'SMS2SESSION')).toMatchObject({ secure: false, httpOnly: true, path: '/' });
    expect(set.find((c) => c.name === 'XSRF-TOKEN')).toMatchObject({ secure: false });
    expect(set.some((c) => (c.name ?? '').startsWith('__Host-'))).toBe(false);
    expect((await client.get('user/getUserInfo')).body?.status).toBe(1);
  });

  it('a proxy saying http, or another first value, changes nothing', () => {
    const h = (v: string) => new Headers({ 'x-forwarded-proto': v });
    expect(servedOverHttps('http://a/', h('http'))).toBe(false);
    expect(servedOverHttps('http://a/', h('http, https'))).toBe(false);
    expect(servedOverHttps('http://a/', h('HTTPS'))).toBe(true);
    expect(servedOverHttps('https://a/', new Headers())).toBe(true);
    expect(cookieScheme(false).session('SMS2SESSION')).toBe('SMS2SESSION');
    expect(cookieScheme(true).session('SMS2SESSION')).toBe('__Host-SMS2SESSION');
  });
});

describe('checklist 13: the page response of the Node adapter', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    const middleware = createSimulatorMiddleware({ log: () => undefined });
    server = createServer((req, res) => middleware(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sets a Secure XSRF-TOKEN behind an https proxy, a plain one over http', async () => {
    const viaProxy = await fetch(`${base}/sms2/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers.getSetCookie().join('\n')).toMatch(/^XSRF-TOKEN=[^;]+;.*; Secure/);
    const direct = await fetch(`${base}/sms2/`);
    const line = direct.headers.getSetCookie().join('\n');
    expect(line).toMatch(/^XSRF-TOKEN=/);
    expect(line).not.toMatch(/Secure/);
  });
});
