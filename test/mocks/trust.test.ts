// What the simulator takes on trust no more: captchas bound to whoever fetched them, idempotency keys bound to
// their request and their maker, secrets from the system's generator, one open broadband order per door, the
// headers of every API answer, and the client's address behind a trusted proxy only.
import type { IncomingMessage } from 'node:http';
import { createSimulator } from '../../mocks/simulator';
import { clientAddress, trustedProxiesOf } from '../../mocks/node';
import { harness, T0 } from './helpers';

const WANG = '18687120001';

describe('captchas belong to the session or browser that fetched them', () => {
  it("refuses a captcha fetched by another customer's session, and takes it from its own", async () => {
    const h = harness();
    const li = h.other();
    const zhang = h.other();
    await li.loginWechat('o_sim_002');
    await zhang.loginWechat('o_sim_003');
    const captcha = await li.captcha();
    const stolen = await zhang.post('user/sendMessage', { phone: WANG, ...captcha });
    expect(stolen.body).toMatchObject({ status: 0, code: 'E_KAPTCHA_EXPIRED' });
    expect(h.sim.db.smsOutbox).toHaveLength(0);
    // The attempt from another session neither used nor spoiled it: its own session sends.
    expect((await li.post('user/sendMessage', { phone: WANG, ...captcha })).body?.status).toBe(1);
  });

  it("binds a visitor's captcha to the browser; another browser's same id is another captcha", async () => {
    const h = harness();
    const mine = h.other();
    const theirs = h.other();
    const id = 'shared-id';
    const first = await mine.request('GET', `user/kaptcha/${id}`);
    expect(first.headers.getSetCookie().join()).toMatch(/SMS2OAUTH=[0-9a-f]{32}; Path=\/; SameSite=Lax; HttpOnly/);
    const text = h.sim.captchaText(id) ?? '';
    // Someone who knows the id fetches it too: a captcha of their own, not a new text over the visitor's.
    await theirs.request('GET', `user/kaptcha/${id}`);
    const replayed = await theirs.post('user/sendMessage', { phone: WANG, kaptchaId: id, kaptcha: text });
    expect(replayed.body?.code).toBe('E_KAPTCHA_WRONG');
    // The visitor's own image, fetched again (a reload), is the same picture: a live captcha is never re-issued.
    const again = await mine.request('GET', `user/kaptcha/${id}`);
    expect(again.text).toBe(first.text);
    expect((await mine.post('user/sendMessage', { phone: WANG, kaptchaId: id, kaptcha: text })).body?.status).toBe(1);
  });

  it('refuses a captcha sent without the browser that fetched it', async () => {
    const h = harness();
    const c = h.other();
    const captcha = await c.captcha();
    c.cookies.delete('SMS2OAUTH');
    expect((await c.post('user/sendMessage', { phone: WANG, ...captcha })).body?.code).toBe('E_KAPTCHA_EXPIRED');
  });
});

describe('an idempotency key goes with one request and the one who made it', () => {
  const path = 'config/pay/anon/orderSubmitBlack';

  it('refuses the same key with another amount or another number (422), and replays the same request', async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_001');
    const headers = { 'Idempotency-Key': 'one-key' };
    const first = await client.post<{ orderId: string }>(path, { phone: WANG, faceFen: 5000 }, { headers });
    expect(first.body?.status).toBe(1);
    const more = await client.post(path, { phone: WANG, faceFen: 20000 }, { headers });
    expect(more.status).toBe(422);
    expect(more.body?.code).toBe('E_IDEMPOTENCY_KEY_MISMATCH');
    const otherPhone = await client.post(path, { phone: '18687120002', faceFen: 5000 }, { headers });
    expect(otherPhone.body?.code).toBe('E_IDEMPOTENCY_KEY_MISMATCH');
    // The same request, its fields in another order: the first answer again.
    const same = await client.post<{ orderId: string }>(path, { faceFen: 5000, phone: WANG }, { headers });
    expect(same.headers.get('idempotent-replayed')).toBe('true');
    expect(same.body?.data?.orderId).toBe(first.body?.data?.orderId);
    // A new SMS code is no other request (a new tab proves the same order again): the first answer.
    const code = await client.post<{ orderId: string }>(
      path,
      { phone: WANG, faceFen: 5000, smsCode: '1' },
      { headers },
    );
    expect(code.body?.data?.orderId).toBe(first.body?.data?.orderId);
    expect(Object.values(sim.db.payOrders).filter((o) => o.createdAt === sim.now())).toHaveLength(1);
  });

  it("replays a visitor's key to that browser alone, never to another visitor", async () => {
    const { client, other } = harness();
    const headers = { 'Idempotency-Key': 'anon-key' };
    const body = { phone: WANG, faceFen: 5000 };
    const first = await client.post<{ orderId: string }>(path, body, { headers });
    expect(first.body?.status).toBe(1);
    const again = await client.post<{ orderId: string }>(path, body, { headers });
    expect(again.body?.data?.orderId).toBe(first.body?.data?.orderId);
    const stranger = await other().post(path, body, { headers });
    expect(stranger.status).toBe(422);
    expect(stranger.body?.code).toBe('E_IDEMPOTENCY_KEY_REUSED');
  });
});

describe('secrets', () => {
  it('gives two fresh simulators of the same seed different sessions and browser bindings', async () => {
    const secrets = async () => {
      const h = harness({ seed: 1 });
      const c = h.other();
      await c.loginWechat('o_sim_001');
      return { session: c.cookies.get('SMS2SESSION'), browser: c.cookies.get('SMS2OAUTH') };
    };
    const [a, b] = [await secrets(), await secrets()];
    expect(a.session).toMatch(/^[0-9a-f]{40}$/);
    expect(a.browser).toMatch(/^[0-9a-f]{32}$/);
    expect(b.session).not.toBe(a.session);
    expect(b.browser).not.toBe(a.browser);
    // The data stays the seed's: the same seed, the same first SMS code.
    const code = async () => {
      const sim = createSimulator({ now: () => T0, log: () => undefined, seed: 1 });
      const h = { sim };
      const c = (await import('../../mocks/client')).createSimClient(h.sim);
      return c.smsCode(WANG);
    };
    expect(await code()).toBe(await code());
  });
});

describe('one open broadband order per door', () => {
  it('refuses a second order of the same door from a new tab, naming the open one, before the SMS code', async () => {
    const { sim, client, other } = harness();
    const door = '53011101010110101';
    const offers = await client.data<{ slots: { date: string }[] }[]>('GET', 'broadband/queryBroadBandList', {
      query: { addressCode: door },
    });
    const date = offers[0]?.slots[0]?.date;
    const tab = async () => {
      const c = other();
      await c.loginWechat('o_sim_new');
      return c;
    };
    const order = async (c: Awaited<ReturnType<typeof tab>>, time: string) => {
      await c.data('POST', 'broadband/getSmsCode', { json: { phone: '15508750002', ...(await c.captcha()) } });
      return c.post<{ orderNo: string; payFen: number }>('handlebusi/submitOrder/newBroadband', {
        offerCode: 'BB300',
        addressCode: door,
        addressText: '世纪城',
        customer: { name: '李明', certNo: '530502199708152013', contactPhone: '15508750002' },
        slot: { date, time },
        smsCode: sim.latestSms('15508750002'),
      });
    };
    const first = await order(await tab(), '08:00');
    expect(first.body?.data?.payFen).toBeGreaterThan(0);
    const before = Object.keys(sim.db.productOrders).length;
    sim.setClock({ advanceMs: 61_000 });
    const second = await order(await tab(), '14:00');
    expect(second.body).toMatchObject({
      status: 0,
      code: 'E_BROADBAND_PENDING',
      msg: '您有一笔待支付的宽带订单，请先完成支付',
      data: { orderNo: first.body?.data?.orderNo, payFen: first.body?.data?.payFen },
    });
    expect(Object.keys(sim.db.productOrders)).toHaveLength(before);
    // Said before the SMS gate: the code sent for it is still good.
    expect(sim.db.smsCodes['15508750002']?.used).toBe(false);
    // Once the open order has expired unpaid, the door takes a new one.
    sim.setClock({ advanceMs: 31 * 60_000 });
    expect((await order(await tab(), '14:00')).body?.status).toBe(1);
  });
});

describe('the headers of every API answer', () => {
  it('sends nosniff, no-store and a policy of nothing, on a success, a refusal and the captcha', async () => {
    const { client } = harness();
    const answers = [
      await client.get('config/custAreaDict/list'),
      await client.post('user/sendMessage', { phone: WANG }),
      await client.request('GET', 'user/kaptcha/h1'),
      await client.get('no/such/path'),
    ];
    for (const a of answers) {
      expect(a.headers.get('x-content-type-options')).toBe('nosniff');
      expect(a.headers.get('cache-control')).toBe('no-store');
      expect(a.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });
});

describe("the client's address behind a proxy", () => {
  const req = (peer: string, headers: Record<string, string> = {}) =>
    ({ socket: { remoteAddress: peer }, headers }) as unknown as IncomingMessage;

  it("takes a trusted proxy's X-Real-IP, else its last X-Forwarded-For entry", () => {
    const trusted = trustedProxiesOf({ SIM_TRUSTED_PROXIES: '127.0.0.1, ::1' });
    expect(trusted).toEqual(['127.0.0.1', '::1']);
    expect(clientAddress(req('127.0.0.1', { 'x-real-ip': '203.0.113.7' }), trusted)).toBe('203.0.113.7');
    expect(clientAddress(req('::ffff:127.0.0.1', { 'x-real-ip': '203.0.113.7' }), trusted)).toBe('203.0.113.7');
    expect(clientAddress(req('::1', { 'x-forwarded-for': '10.9.9.9, 198.51.100.4' }), trusted)).toBe('198.51.100.4');
    expect(clientAddress(req('127.0.0.1', { 'x-real-ip': 'not an address' }), trusted)).toBe('127.0.0.1');
  });

  it('ignores both headers from any other peer, and from anyone without a configured proxy', () => {
    const spoofed = { 'x-real-ip': '203.0.113.7', 'x-forwarded-for': '203.0.113.7' };
    expect(clientAddress(req('198.51.100.9', spoofed), ['127.0.0.1'])).toBe('198.51.100.9');
    expect(clientAddress(req('127.0.0.1', spoofed))).toBe('127.0.0.1');
  });
});
