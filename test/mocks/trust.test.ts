// What the simulator takes on trust no more: captchas bound to whoever fetched them, idempotency keys bound to
// their request and their maker, secrets from the system's generator, one open broadband order per door, the
// headers of every API answer, and the client's address behind a trusted proxy only.
import { createSimulator } from '../../mocks/simulator';
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
