// Captchas and SMS codes: single use, expiry, rate limits, lock, and the same answer for any number.
import { harness } from './helpers';

const WANG = '18687120001';
const NOT_CUSTOMER = '18687129999';
const OTHER_OPERATOR = '13800138000';

describe('captcha', () => {
  it('serves an SVG per client id and accepts its text once, case-insensitively', async () => {
    const { sim, client } = harness();
    const img = await client.request('GET', 'user/kaptcha/abc123');
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toContain('image/svg+xml');
    expect(img.headers.get('cache-control')).toBe('no-store');
    const text = sim.captchaText('abc123') ?? '';
    expect(text).toHaveLength(4);
    const ok = await client.post('user/sendMessage', { phone: WANG, kaptchaId: 'abc123', kaptcha: text.toLowerCase() });
    expect(ok.body?.status).toBe(1);
    // Single use: the same captcha again is refused.
    sim.setClock({ advanceMs: 61_000 });
    const again = await client.post('user/sendMessage', { phone: WANG, kaptchaId: 'abc123', kaptcha: text });
    expect(again.body).toMatchObject({ status: 0, code: 'E_KAPTCHA_EXPIRED' });
  });

  it('refuses a wrong text and consumes the captcha', async () => {
    const { sim, client } = harness();
    await client.request('GET', 'user/kaptcha/k2');
    const wrong = await client.post('user/sendMessage', { phone: WANG, kaptchaId: 'k2', kaptcha: 'zzzz' });
    expect(wrong.body).toMatchObject({ status: 0, code: 'E_KAPTCHA_WRONG' });
    const right = await client.post('user/sendMessage', {
      phone: WANG,
      kaptchaId: 'k2',
      kaptcha: sim.captchaText('k2'),
    });
    expect(right.body?.code).toBe('E_KAPTCHA_EXPIRED');
  });

  it('expires after 5 minutes and requires both fields', async () => {
    const { sim, client } = harness();
    await client.request('GET', 'user/kaptcha/k3');
    sim.setClock({ advanceMs: 5 * 60_000 + 1 });
    const late = await client.post('user/sendMessage', {
      phone: WANG,
      kaptchaId: 'k3',
      kaptcha: sim.captchaText('k3'),
    });
    expect(late.body?.code).toBe('E_KAPTCHA_EXPIRED');
    const missing = await client.post('user/sendMessage', { phone: WANG });
    expect(missing.body).toMatchObject({ status: 0, code: 'E_KAPTCHA_REQUIRED', msg: '请输入图片验证码' });
  });

  it('gates all eight captcha paths of §7 and every other SMS send (getBusiSmsNotLogin) on the server', async () => {
    const { sim } = harness();
    const gated = sim.routes
      .filter((r) => r.captcha)
      .map((r) => r.path)
      .sort();
    expect(gated).toEqual([
      'activity/complaint/refund/smsCode',
      'bill/getOrderWechatPageCode',
      'broadband/getSmsCode',
      'handlebusi/busi/getBusiSms',
      'handlebusi/busi/getBusiSmsNotLogin',
      'handlebusi/wxOrderRecord/messageSend',
      'user/sendMessage',
      'user/sendResetPwdMessage',
      'user/userMoreBinding/sendMessage',
    ]);
  });

  it('exposes the text to tests at __sim/captcha', async () => {
    const { sim, client } = harness();
    await client.request('GET', 'user/kaptcha', { query: { kaptchaId: 'q1' } });
    const r = await client.get<{ text: string }>('__sim/captcha', { id: 'q1' });
    expect(r.body?.data?.text).toBe(sim.captchaText('q1'));
  });
});

describe('SMS codes', () => {
  it('answers the same for a customer, a non-customer and another operator, and logs the code', async () => {
    const { client, lines, sim } = harness();
    const bodies = [];
    for (const phone of [WANG, NOT_CUSTOMER, OTHER_OPERATOR]) {
      const r = await client.post('user/sendMessage', { phone, ...(await client.captcha()) });
      bodies.push(r.body);
      expect(sim.latestSms(phone)).toMatch(/^\d{6}$/);
    }
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect(bodies[0]).toEqual({ status: 1, code: '0000', msg: 'ok', data: { resendAfter: 60 } });
    expect(lines).toContain(`[sim] SMS to 186****0001: ${sim.latestSms(WANG) ?? ''}`);
    const peek = await client.get<{ code: string }>('__sim/sms', { phone: WANG });
    expect(peek.body?.data?.code).toBe(sim.latestSms(WANG));
  });

  it('allows one send per number per 60 s and 10 a day', async () => {
    const { sim, client } = harness();
    const sendOnce = async () => client.post('user/sendMessage', { phone: WANG, ...(await client.captcha()) });
    expect((await sendOnce()).body?.status).toBe(1);
    const soon = await sendOnce();
    expect(soon.body).toMatchObject({ status: 0, code: 'E_SMS_FREQUENT', data: { resendAfter: 60 } });
    sim.setClock({ advanceMs: 30_000 });
    expect((await sendOnce()).body?.data).toEqual({ resendAfter: 30 });
    // Spread out: the per-client limit (5 in 10 minutes) is not what this is about.
    for (let i = 2; i <= 10; i++) {
      sim.setClock({ advanceMs: 125_000 });
      expect((await sendOnce()).body?.status).toBe(1);
    }
    sim.setClock({ advanceMs: 125_000 });
    expect((await sendOnce()).body?.code).toBe('E_SMS_DAILY_LIMIT');
    // Another number is not affected; the next day the limit starts again.
    expect(
      (await client.post('user/sendMessage', { phone: NOT_CUSTOMER, ...(await client.captcha()) })).body?.status,
    ).toBe(1);
    sim.setClock({ advanceMs: 24 * 3600_000 });
    expect((await sendOnce()).body?.status).toBe(1);
  });

  it('is single use and expires after 5 minutes', async () => {
    const { sim, client } = harness();
    const code = await client.smsCode(WANG);
    const ok = await client.post('user/loginCaptcha', { phone: WANG, smsCode: code });
    expect(ok.body?.status).toBe(1);
    const reuse = await client.post('user/loginCaptcha', { phone: WANG, smsCode: code });
    expect(reuse.body?.code).toBe('E_SMS_EXPIRED');
    sim.setClock({ advanceMs: 61_000 });
    const code2 = await client.smsCode(WANG);
    sim.setClock({ advanceMs: 5 * 60_000 + 1 });
    expect((await client.post('user/loginCaptcha', { phone: WANG, smsCode: code2 })).body?.code).toBe('E_SMS_EXPIRED');
  });

  it('is bound to the number it was sent to', async () => {
    const { client } = harness();
    const code = await client.smsCode(WANG);
    const other = await client.post('user/loginCaptcha', { phone: '15508750002', smsCode: code });
    expect(other.body?.status).toBe(0);
  });

  it('locks the number for 30 minutes after 5 wrong tries', async () => {
    const { sim, client } = harness();
    const code = await client.smsCode(WANG);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const r = await client.post('user/loginCaptcha', { phone: WANG, smsCode: wrong });
      expect(r.body).toMatchObject({ code: 'E_SMS_WRONG', msg: `短信验证码错误，您还可以尝试${5 - i}次` });
    }
    expect((await client.post('user/loginCaptcha', { phone: WANG, smsCode: wrong })).body?.code).toBe('E_SMS_LOCKED');
    expect((await client.post('user/loginCaptcha', { phone: WANG, smsCode: code })).body?.code).toBe('E_SMS_LOCKED');
    sim.setClock({ advanceMs: 61_000 });
    const send = await client.post('user/sendMessage', { phone: WANG, ...(await client.captcha()) });
    expect(send.body?.code).toBe('E_SMS_LOCKED');
    sim.setClock({ advanceMs: 30 * 60_000 });
    const fresh = await client.smsCode(WANG);
    expect((await client.post('user/loginCaptcha', { phone: WANG, smsCode: fresh })).body?.status).toBe(1);
  });

  it('refuses a login of a number that is not a customer only after the code is proven', async () => {
    const { client } = harness();
    const code = await client.smsCode(NOT_CUSTOMER);
    const r = await client.post('user/loginCaptcha', { phone: NOT_CUSTOMER, smsCode: code });
    expect(r.body?.code).toBe('E_NOT_CUSTOMER');
  });
});
