// The reliability and security checklist, the points a browser (or a client of the API) can show, each as a customer
// (or an attacker) meets it. Two series, one numbering:
// - `N.` a point of the audit's 30-point checklist (WeChat OAuth rules, OWASP's cheat sheets for XSS, CSRF, tokens,
//   open redirects and SMS pumping, resilience patterns, in that order), the eight points the uncertain-outcomes
//   issue was about; each has a test here whose name starts with its number:
//   | point | what it checks | held by |
//   | --- | --- | --- |
//   | 2 | the OAuth `state` bound to the browser that authorized: an attacker's code and state exchanged in a victim's browser log nobody in (login CSRF) | `2.` here; test/mocks/strict.test.ts (OAuth state) |
//   | 5 | nothing of one customer left for the next when a session ends without a logout: drafts per customer, no ID number, numbers masked | `5.` here (`15.5` for the logout) |
//   | 10 | no attacker text on the operator's domain: error and result pages never print words of their address | `10.` here |
//   | 12 | no write through GET (405, `Allow: POST`, nothing changes), the XSRF token on every other method (403) | `12.` here; test/mocks/writes.test.ts, strict.test.ts (XSRF) |
//   | 13 | session cookies `__Host-` and `Secure` over https; the CSP names its report endpoint, which takes a report | `13.` here (two); csp.test.mjs; test/mocks/cookies.test.ts |
//   | 15 | what a deploy could carry: deploy/'s production nginx never passes `__sim` on, `npm run serve` says it is not a production server, a build at the simulator defaults names them | `15.` here; test/scripts/keepBuilds.test.ts (the build's warning) |
//   | 17 | SMS pumping: a server captcha before every send, limits per number, per number prefix, per address (whatever its sessions) and per session, a daily cap; past them 429 and no SMS | `17.` here (two); test/mocks/strict.test.ts (SMS pumping limits) |
//   | 26 | no second order after a lost answer, across tabs: the intent's key outlives the tab and the server answers it with the order it made | `26.` here; faultMatrix.test.mjs (the after-commit cells, again from a new tab) |
// - `15.N` a defect of the reliability-and-security issue that came before (its numbering): 15.2 cashier addresses,
//   15.3 one OAuth exchange, 15.5 the logout, 15.7 return targets, 15.8 OAuth edge cases, 15.11 messages. Elsewhere:
//   15.1 (the session lookup failing) and 15.6 (a 401 on a submit) in faultMatrix.test.mjs, the headers and the
//   policy in csp.test.mjs, 15.10 (the operation log) in oplog.test.mjs, the error catalogue in errors.test.mjs.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  APP,
  BASE_URL,
  captchaText,
  clearFaults,
  consent,
  countRequests,
  fault,
  journey,
  launch,
  otherPhone,
  passSmsGate,
  quiet,
  resetSim,
  SIM,
  sim,
  toast,
  until,
} from './support.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await resetSim();
});

const PAY = 'bill/orderWechatPage';
const EXCHANGE = 'unifiedinteraction/sns/getSnsUserByCode';
const SEND = 'user/userMoreBinding/sendMessage';

/** 王强 at the checkout of a 50-yuan top-up. */
async function checkout(page) {
  await page.goto(`${APP}/newRecharge/index2`);
  await consent(page, '王强');
  await page.getByRole('radio', { name: /^50元/ }).click();
  await page.getByRole('button', { name: '立即充值' }).click();
  await page.getByRole('button', { name: '微信支付 ¥50.00' }).waitFor();
}

/** The pay answer with another cashier address. */
async function cashierIs(page, url) {
  await page.route(`**/sms2-api/**/${PAY}`, async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    body.data = { ...body.data, cashierUrl: url };
    await route.fulfill({ response: res, json: body });
  });
}

for (const [what, url] of [
  ['a javascript: address', 'javascript:window.__pwned=1'],
  ['a host that is not the cashier', 'https://evil.example.com/pay'],
]) {
  test(`15.2 a cashier that is ${what} is never followed: the checkout stays, with the generic message`, async (t) => {
    await journey(t, browser, async (page) => {
      await checkout(page);
      await cashierIs(page, url);
      const left = [];
      page.on('framenavigated', (f) => f === page.mainFrame() && left.push(f.url()));
      await page.getByRole('button', { name: '微信支付 ¥50.00' }).click();
      await toast(page, '抱歉，发生错误，请稍后重试').waitFor();
      assert.equal(new URL(page.url()).pathname, '/sms2/newRecharge/recharge');
      assert.deepEqual(
        left.filter((u) => !u.startsWith(APP)),
        [],
      );
      assert.equal(await page.evaluate(() => window.__pwned ?? false), false);
      await page.getByRole('button', { name: '微信支付 ¥50.00' }).waitFor();
    });
  });
}

test('15.3 the OAuth code is exchanged once: a lost answer is not sent again, and the failure is said', async (t) => {
  await journey(t, browser, async (page) => {
    const exchanges = countRequests(page, EXCHANGE);
    await fault({ path: EXCHANGE, kind: 'drop' });
    await page.goto(`${APP}/`);
    await page.getByRole('button', { name: '登录/绑定号码' }).click();
    await consent(page, '王强', { session: false });
    await page.waitForURL((u) => u.pathname === '/sms2/tip/error');
    await page.getByText('登录失败，请返回重试').waitFor();
    // Chromium itself resends a request whose connection closed; the app never does: one exchange per code.
    const codes = new Set(exchanges.map((r) => new URL(r.url()).searchParams.get('code')));
    assert.equal(codes.size, 1);
  });
});

test('15.5 a logout ends the session and leaves nothing of the customer: the next one sees no number', async (t) => {
  await journey(t, browser, async (page) => {
    await checkout(page);
    await page.goto(`${APP}/`);
    await page.getByText('186****0001').waitFor();
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '登录/绑定号码' }).waitFor();
    const kept = await page.evaluate(() => ({
      local: Object.keys(window.localStorage),
      session: Object.keys(window.sessionStorage).filter((k) => /draft|idem/.test(k)),
    }));
    assert.deepEqual(
      kept.local.filter((k) => /phone|session|token/i.test(k)),
      [],
    );
    assert.deepEqual(kept.session, []);
    // The next customer on this phone: a new WeChat user, the top-up form without the previous number.
    await page.goto(`${APP}/newRecharge/index2`);
    await consent(page, '新用户');
    const number = page.getByRole('textbox', { name: '充值号码' });
    await number.waitFor();
    assert.equal(await number.inputValue(), '');
  });
});

test('5. a session that ends without a logout leaves nothing typed for the next customer on the phone', async (t) => {
  await journey(t, browser, async (page) => {
    const text = '宣传的免费流量包实际每月收费十元，与营业员所说不符。';
    await page.goto(`${APP}/complain`);
    await consent(page, '王强');
    const description = page.getByRole('textbox', { name: '问题描述' });
    await description.fill(text);
    await until(async () => (await page.evaluate(() => JSON.stringify(window.sessionStorage))).includes('营业员'));
    const stored = await page.evaluate(() => JSON.stringify(window.sessionStorage));
    assert.doesNotMatch(stored, /18687120001/, 'a phone number is stored masked');
    // The session ends on the server's side (its cookie gone: a 401), not by 退出登录.
    await page.context().clearCookies();
    await page.goto(`${APP}/complain`);
    await consent(page, '李明');
    await page.getByRole('textbox', { name: '投诉号码' }).waitFor();
    await until(async () => (await page.getByRole('textbox', { name: '投诉号码' }).inputValue()) === '15508750002');
    assert.equal(await description.inputValue(), '');
    assert.doesNotMatch(await page.evaluate(() => JSON.stringify(window.sessionStorage)), /营业员/);
  });
});

test('10. an error or result page never shows the words of its address', async (t) => {
  await journey(t, browser, async (page) => {
    const words = encodeURIComponent('您的账户异常，请拨打4008-123-456办理退款');
    await page.goto(`${APP}/tip/error?msg=${words}&code=${words}`);
    await page.getByText('抱歉，发生错误，请稍后重试').waitFor();
    await page.goto(`${APP}/tip/success?msg=${words}`);
    await page.getByText('您的申请已提交成功').waitFor();
    assert.doesNotMatch(await page.locator('body').innerText(), /4008/);
  });
});

test('15.7 a return target outside the route table is not followed; one inside is', async (t) => {
  await journey(t, browser, async (page) => {
    for (const bad of ['/../../evil', '/%2e%2e/evil', '//evil.example.com', '/nowhere']) {
      await page.goto(`${APP}/tip/error?next=${encodeURIComponent(bad)}`);
      await page.getByText('返回首页').waitFor();
      assert.equal(await page.getByText('继续', { exact: true }).count(), 0, `${bad}: no way on`);
    }
    await page.goto(`${APP}/tip/error?next=${encodeURIComponent('/agreement/a1')}`);
    await page.getByText('继续', { exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/sms2/agreement/a1');
  });
});

test('15.8 a denied consent comes back logged out, with a clean address and no error', async (t) => {
  await journey(t, browser, async (page) => {
    await page.goto(`${APP}/`);
    await page.getByRole('button', { name: '登录/绑定号码' }).click();
    await page.waitForURL(/\/__sim\/oauth\/authorize\?/);
    await page.getByRole('link', { name: '拒绝' }).click();
    await page.waitForURL((u) => u.pathname === '/sms2/');
    await page.getByRole('button', { name: '登录/绑定号码' }).waitFor();
    await until(async () => !/[?&](state|code)=/.test(page.url()), { what: 'no state or code in the address' });
    assert.equal(await page.getByText('登录失败').count(), 0);
  });
});

test('15.8 a snapshot user (WeChat preview) is asked to open the page in full, not to order', async (t) => {
  await journey(t, browser, async (page) => {
    await page.goto(`${APP}/newRecharge/index2`);
    await page.getByRole('link', { name: '朋友圈快照（预览）' }).click();
    await page.getByText('使用完整服务').first().waitFor();
    assert.equal(await page.getByRole('button', { name: '立即充值' }).count(), 0);
  });
});

test('15.11 a 500 whose msg is a stack trace shows the generic message, not the trace', async (t) => {
  await journey(t, browser, async (page) => {
    await page.goto(`${APP}/bindAccount`);
    await consent(page, '新用户');
    await page.getByRole('textbox', { name: '手机号码' }).fill('18608714445');
    const trace = 'java.lang.NullPointerException\n\tat com.operator.sms.SmsService.send(SmsService.java:42)';
    await fault({ path: SEND, kind: 'http', status: 500, msg: trace, times: 1 });
    await page.getByRole('button', { name: /获取验证码/ }).click();
    const dialog = page.getByRole('dialog', { name: '安全验证' });
    await dialog.getByRole('textbox', { name: '图片验证码' }).fill(await captchaText(dialog));
    await dialog.getByRole('button', { name: '确定' }).click();
    await toast(page, '抱歉，发生错误，请稍后重试').waitFor();
    assert.equal(await page.getByText('NullPointerException').count(), 0);
  });
});

test('15.11 the SMS countdown survives a reload', async (t) => {
  await journey(t, browser, async (page) => {
    await page.goto(`${APP}/bindAccount`);
    await consent(page, '新用户');
    await page.getByRole('textbox', { name: '手机号码' }).fill('18608714445');
    await page.getByRole('button', { name: /获取验证码/ }).click();
    const dialog = page.getByRole('dialog', { name: '安全验证' });
    await dialog.getByRole('textbox', { name: '图片验证码' }).fill(await captchaText(dialog));
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByRole('button', { name: /秒后重发/ }).waitFor();
    await page.reload();
    await page.getByRole('textbox', { name: '手机号码' }).fill('18608714445');
    await page.getByRole('button', { name: /秒后重发/ }).waitFor();
  });
});

// ---------------------------------------------------------------- the simulator as a strict backend (25.n)

/** Logs in as `who` on the consent page from `route`, and waits until the app knows the session. */
async function loggedIn(page, route, who) {
  await page.goto(`${APP}${route}`);
  await consent(page, who);
  await until(() => page.evaluate(() => window.localStorage.getItem('sms2_session') === '1'), {
    what: 'the session known after the login',
  });
}

test('12. links of another site to writes (spend points, top up, log out) are refused with 405; nothing changes', async (t) => {
  await journey(t, browser, async (page) => {
    await loggedIn(page, '/newRecharge/index2', '王强');
    const state = async () => (await sim('GET', 'state')).data;
    const before = await state();
    for (const link of [
      'omoweb/rewardRecord/dealReward?actId=jf&benefitId=jf_credit10',
      'config/pay/anon/orderSubmitBlack?phone=18687120001&faceFen=5000&type=standard',
      'user/logout',
    ]) {
      // A top-level navigation, as a link on another site opens it: the session cookie goes along (SameSite=Lax).
      const res = await page.goto(`${BASE_URL}/sms2-api/${link}`);
      assert.equal(res?.status(), 405, link);
      assert.equal(res?.headers().allow, 'POST', link);
    }
    // A write sent without the XSRF token (a form of another site, a script that cannot read the cookie) is refused.
    await page.goto(`${APP}/agreement/a1`);
    const unsigned = await page.evaluate(async () => {
      const res = await fetch('/sms2-api/omoweb/rewardRecord/dealReward', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ actId: 'jf', benefitId: 'jf_credit10' }),
      });
      return { status: res.status, code: (await res.json()).code };
    });
    assert.deepEqual(unsigned, { status: 403, code: 'E_XSRF' });
    const after = await state();
    assert.equal(after.subscribers['18687120001'].points, before.subscribers['18687120001'].points);
    assert.equal(Object.keys(after.payOrders).length, Object.keys(before.payOrders).length);
    // Still logged in: home shows his number.
    await page.goto(`${APP}/`);
    await page.getByText('186****0001').waitFor();
  });
});

/**
 * Sends SMS codes from inside the page (its session if any, its address): each send `{ phone, path, captcha }` with
 * a new captcha read from the simulator (`captcha: 'new'`, the default), none (`'none'`), or the one the send before
 * used (`'again'`). `path`: user/sendMessage unless said. Answers each send's HTTP status and envelope code.
 */
function sendFromPage(page, sends) {
  return page.evaluate(async (list) => {
    const answers = [];
    let last = { kaptchaId: '', kaptcha: '' };
    // A fresh browser's first answer of the API sets its XSRF token (nginx serves index.html without one).
    if (!/(?:^|; )XSRF-TOKEN=/.test(document.cookie)) await fetch('/sms2-api/user/kaptcha/first');
    for (const [i, { phone, path = 'user/sendMessage', captcha = 'new' }] of list.entries()) {
      if (captcha === 'new') {
        const id = `pump${Date.now().toString(36)}${i}`;
        await fetch(`/sms2-api/user/kaptcha/${id}`);
        last = { kaptchaId: id, kaptcha: (await (await fetch(`/sms2-api/__sim/captcha?id=${id}`)).json()).data.text };
      }
      const send = () =>
        fetch(`/sms2-api/${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-xsrf-token': decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? ''),
          },
          body: JSON.stringify({ phone, ...(captcha === 'none' ? {} : last) }),
        });
      // As the app's request layer does: a write refused for its XSRF token (the page's own first calls may have
      // started its session meanwhile, which renews the token) is sent once more with the token that answer set.
      let res = await send();
      let body = await res.json().catch(() => ({}));
      if (res.status === 403 && body.code === 'E_XSRF') {
        res = await send();
        body = await res.json().catch(() => ({}));
      }
      answers.push({ status: res.status, code: body.code, msg: body.msg });
    }
    return answers;
  }, sends);
}

/** Sends login codes from inside the page, each with a new captcha; answers the HTTP statuses. */
async function sendCodesFromPage(page, phones) {
  return (
    await sendFromPage(
      page,
      phones.map((phone) => ({ phone })),
    )
  ).map((a) => a.status);
}

/** Whether the simulator sent an SMS to `phone` (its outbox). */
const smsSent = async (phone) => (await sim('GET', `sms?phone=${phone}`))?.status === 1;

test('17. logins from one address do not start its SMS count again: past 10 codes the next is refused (429, its message), no SMS', async (t) => {
  // Two customers on two phones behind one address each send five codes in their own session.
  for (const [who, series] of [
    ['王强', '1330000000'],
    ['李明', '1340000000'],
  ]) {
    await otherPhone(t, browser, who, async (page) => {
      await loggedIn(page, '/newRecharge/index2', who);
      assert.deepEqual(
        await sendCodesFromPage(
          page,
          [1, 2, 3, 4, 5].map((i) => `${series}${i}`),
        ),
        [200, 200, 200, 200, 200],
      );
    });
  }
  // A third login from the same address: its first code is past the address's limit.
  await journey(t, browser, async (page) => {
    await page.goto(`${APP}/bindAccount`);
    await consent(page, '新用户');
    await page.getByRole('textbox', { name: '手机号码' }).fill('18608714445');
    await page.getByRole('button', { name: /获取验证码/ }).click();
    const dialog = page.getByRole('dialog', { name: '安全验证' });
    await dialog.getByRole('textbox', { name: '图片验证码' }).fill(await captchaText(dialog));
    await dialog.getByRole('button', { name: '确定' }).click();
    await toast(page, '获取验证码过于频繁，请10分钟后再试').waitFor();
    assert.notEqual((await sim('GET', 'sms?phone=18608714445'))?.status, 1, 'no SMS sent');
    await page.getByRole('button', { name: /获取验证码/ }).waitFor(); // no countdown: the customer may try later
  });
});

test("2. an attacker's OAuth code and state exchanged in a victim's browser are refused: nobody is logged in there", async (t) => {
  // The attacker authorizes as himself (张敏) in his own browser and keeps the code instead of using it.
  const code = await otherPhone(t, browser, 'attacker', async (page) => {
    await page.goto(`${SIM}/oauth/authorize?redirect_uri=%2Fsms2%2F&state=st_attacker&appid=`);
    const res = await page.request.get(
      `${SIM}/oauth/confirm?openid=o_sim_003&redirect_uri=%2Fsms2%2F&state=st_attacker&appid=`,
      { maxRedirects: 0 },
    );
    return new URL(res.headers().location, BASE_URL).searchParams.get('code');
  });
  assert.match(code ?? '', /^sim_code_/);
  await journey(t, browser, async (page) => {
    await page.goto(`${APP}/agreement/a1`);
    const answers = await page.evaluate(async (c) => {
      const exchange = await fetch(`/sms2-api/unifiedinteraction/sns/getSnsUserByCode?code=${c}&state=st_attacker`);
      const me = await fetch('/sms2-api/user/getUserInfo');
      return { exchange: await exchange.json(), me: me.status };
    }, code);
    assert.equal(answers.exchange.code, 'E_OAUTH_STATE');
    assert.equal(answers.me, 401);
  });
});

test('13. session cookies: __Host- and Secure behind an https proxy, the bare names over plain http', async () => {
  const login = async (headers) => {
    const made = await fetch(`${SIM}/oauth/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ openid: 'o_sim_001' }),
    });
    const { code, state } = (await made.json()).data;
    const binding = made.headers.getSetCookie().map((c) => c.split(';')[0]);
    const res = await fetch(
      `${BASE_URL}/sms2-api/unifiedinteraction/sns/getSnsUserByCode?code=${code}&state=${state}`,
      {
        headers: { ...headers, cookie: binding.join('; ') },
      },
    );
    assert.equal((await res.json()).status, 1);
    return { binding: made.headers.getSetCookie(), session: res.headers.getSetCookie() };
  };
  const tls = await login({ 'x-forwarded-proto': 'https' });
  assert.match(tls.binding.join('\n'), /^__Host-SMS2OAUTH=[^;]+; Path=\/; SameSite=Lax; Secure; HttpOnly/m);
  assert.match(tls.session.join('\n'), /^__Host-SMS2SESSION=[^;]+; Path=\/; SameSite=Lax; Secure; HttpOnly$/m);
  assert.match(tls.session.join('\n'), /^XSRF-TOKEN=[^;]+; Path=\/; SameSite=Lax; Secure$/m);
  assert.doesNotMatch(tls.session.join('\n'), /domain=/i);
  // `npm run serve` sets the XSRF cookie on the page too (Secure over https); nginx serves index.html as a file and
  // sets no cookie there (the API's first answer does).
  const page = await fetch(`${APP}/`, { headers: { 'x-forwarded-proto': 'https' } });
  const pageCookies = page.headers.getSetCookie().join('\n');
  if (new URL(APP).protocol === 'http:') assert.match(pageCookies, /^XSRF-TOKEN=[^;]+;.*; Secure$/m);
  else assert.doesNotMatch(pageCookies, /XSRF-TOKEN=(?![^\n]*Secure)/);
  const plain = await login({});
  if (new URL(APP).protocol === 'https:') {
    // Behind nginx over TLS the proxy says https itself (X-Forwarded-Proto): never the bare names.
    assert.match(plain.session.join('\n'), /^__Host-SMS2SESSION=[^;]+; Path=\/; SameSite=Lax; Secure; HttpOnly$/m);
    return;
  }
  assert.match(plain.session.join('\n'), /^SMS2SESSION=[^;]+; Path=\/; SameSite=Lax; HttpOnly$/m);
  assert.doesNotMatch([...plain.session, ...plain.binding].join('\n'), /Secure|__Host-/);
});

test('17. every send needs a captcha of the server, used once; a number prefix and an address have their limits, the address a daily cap: past them 429 and no SMS', async (t) => {
  await journey(t, browser, async (page) => {
    const outbox = async (phone) => (await sim('GET', 'state')).data.smsOutbox.filter((m) => m.phone === phone).length;
    // A visitor (no session): the address's windows and the number's own rules alone.
    await page.goto(`${APP}/agreement/a1`);
    const gate = await sendFromPage(page, [
      { phone: '13912340001', captcha: 'none' },
      { phone: '13912340002', path: 'handlebusi/busi/getBusiSmsNotLogin', captcha: 'none' },
      { phone: '13912340003' },
      { phone: '13912340004', captcha: 'again' },
      { phone: '13912340003' },
    ]);
    assert.deepEqual(
      gate.map((a) => a.code),
      ['E_KAPTCHA_REQUIRED', 'E_KAPTCHA_REQUIRED', '0000', 'E_KAPTCHA_EXPIRED', 'E_SMS_FREQUENT'],
      'no captcha, a captcha used before, the same number within the minute: refused',
    );
    for (const phone of ['13912340001', '13912340002', '13912340004']) assert.equal(await smsSent(phone), false, phone);
    assert.equal(await outbox('13912340003'), 1, 'one code to the number within its minute');

    await sim('DELETE', 'limits');
    const later = () => sim('POST', 'clock', { advanceMs: 11 * 60_000 }); // past the address's 10 minutes
    const numbers = (prefix, from, n) =>
      Array.from({ length: n }, (_, i) => ({ phone: `${prefix}${String(from + i).padStart(4, '0')}` }));
    const statuses = async (sends) => (await sendFromPage(page, sends)).map((a) => a.status);
    // Ten codes fill the address's ten minutes.
    assert.deepEqual(await statuses(numbers('1770001', 0, 10)), Array(10).fill(200));
    const [address] = await sendFromPage(page, [{ phone: '18800000001' }]);
    assert.equal(address.status, 429);
    assert.match(address.msg, /获取验证码过于频繁/);
    // Ten minutes on, ten more to the same prefix: its twenty an hour are used, another prefix still gets its code.
    await later();
    assert.deepEqual(await statuses(numbers('1770001', 10, 10)), Array(10).fill(200));
    await later();
    const [prefix, other] = await sendFromPage(page, [{ phone: '17700010020' }, { phone: '18800000002' }]);
    assert.deepEqual([prefix.status, prefix.code], [429, 'E_SMS_PREFIX_LIMIT']);
    assert.match(prefix.msg, /该号段验证码发送量已达上限/);
    assert.equal(other.status, 200, 'another prefix is not held by this one');
    // 21 codes today from this address; nine more make its thirty a day, and the next is refused until tomorrow.
    await later();
    assert.deepEqual(await statuses(numbers('1990002', 0, 9)), Array(9).fill(200));
    await later();
    const [daily] = await sendFromPage(page, [{ phone: '16600000001' }]);
    assert.deepEqual([daily.status, daily.code], [429, 'E_SMS_CLIENT_DAILY_LIMIT']);
    assert.match(daily.msg, /今日获取验证码次数过多/);
    for (const phone of ['18800000001', '17700010020', '16600000001']) assert.equal(await smsSent(phone), false, phone);
  });
});

test('13. the Content-Security-Policy names its report endpoint (report-to, report-uri), and the endpoint takes a report', async () => {
  const page = await fetch(`${APP}/`);
  // Enforced, or reported only (the first step of a rollout): the same policy, the same endpoint.
  const policy =
    page.headers.get('content-security-policy') ?? page.headers.get('content-security-policy-report-only') ?? '';
  const endpoint = /(?:^|; )report-uri (\S+?)(?:;|$)/.exec(policy)?.[1];
  assert.ok(endpoint, `a report-uri in ${policy}`);
  assert.match(policy, /(?:^|; )report-to csp(?:;|$)/);
  assert.equal(page.headers.get('reporting-endpoints'), `csp="${endpoint}"`);
  // A report as a browser of the Reporting API sends it reaches the collector.
  const sent = await fetch(new URL(endpoint, BASE_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/reports+json' },
    body: JSON.stringify([
      {
        type: 'csp-violation',
        url: `${APP}/`,
        body: { effectiveDirective: 'img-src', blockedURL: 'https://x.example/' },
      },
    ]),
  });
  assert.equal(sent.status, 204);
  const got = await (await fetch(new URL(endpoint, BASE_URL))).json();
  assert.deepEqual(
    got.data.map((r) => r.effectiveDirective),
    ['img-src'],
  );
});

// ---------------------------------------------------------------- what a deploy could carry (15)

/** A free port of this machine. */
const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/** Waits for `url` to answer at all; its status. */
async function answering(url) {
  return until(async () => (await fetch(url).catch(() => undefined))?.status, { timeout: 20_000, what: url });
}

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

test('15. a deploy carries no simulator: production nginx passes no __sim on, under any base; npm run serve says it is not a production server', async (t) => {
  // deploy/nginx.conf as production runs it, with the SITE and BUILD files of this machine, in front of a gateway
  // that notes every path it is passed.
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((f) => fs.existsSync(f));
  if (!nginx) return t.skip('no nginx here');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms2-prod-nginx-'));
  const passed = [];
  const gateway = http.createServer((req, res) => {
    passed.push(req.url);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":1,"code":"0000","msg":"ok","data":null}');
  });
  let server;
  try {
    const [port, gatewayPort] = [await freePort(), await freePort()];
    await new Promise((resolve) => gateway.listen(gatewayPort, '127.0.0.1', resolve));
    for (const f of fs.readdirSync(path.join(REPO, 'deploy')))
      if (f.endsWith('.conf')) fs.copyFileSync(path.join(REPO, 'deploy', f), path.join(dir, f));
    fs.writeFileSync(
      path.join(dir, 'site.conf'),
      `listen 127.0.0.1:${port};\nserver_name localhost;\nroot ${path.join(dir, 'www')};\n`,
    );
    fs.writeFileSync(
      path.join(dir, 'upstreams.conf'),
      ['sms2_api', 'sms2_internal_api', 'sms2_userinfo_api']
        .map((name) => `upstream ${name} { server 127.0.0.1:${gatewayPort}; }\n`)
        .join(''),
    );
    fs.writeFileSync(path.join(dir, 'csp.conf'), '');
    // Only what a run without root needs is added (logs and temporary files in the prefix); the server is deploy's.
    const conf = fs.readFileSync(path.join(dir, 'nginx.conf'), 'utf8');
    const local =
      'access_log off; client_body_temp_path tmp/body; proxy_temp_path tmp/proxy; fastcgi_temp_path tmp/fastcgi; ' +
      'uwsgi_temp_path tmp/uwsgi; scgi_temp_path tmp/scgi;';
    assert.match(conf, /^http \{$/m);
    fs.writeFileSync(path.join(dir, 'nginx.conf'), conf.replace(/^http \{$/m, `http {\n    ${local}`));
    fs.mkdirSync(path.join(dir, 'tmp'));
    server = spawn(
      nginx,
      ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off; pid nginx.pid;'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    server.stderr.on('data', (d) => (stderr += d));
    const base = `http://127.0.0.1:${port}`;
    await answering(`${base}/sms2-api/user/getUserInfo`).catch((e) => {
      throw new Error(`${e.message}; nginx said: ${stderr}`);
    });
    assert.ok(passed.includes('/sms2-api/user/getUserInfo'), 'the API base is passed on to the gateway');
    for (const p of [
      '/sms2-api/__sim/state',
      '/sms2-api/__sim/sms?phone=18687120001',
      '/sms2-api/__sim',
      '/sms2-api//__sim/state',
      '/sms2-api/%5F%5Fsim/state',
      '/sms2-api/internal/__sim/state',
      '/sms2-api/userinfo/__sim/personas',
    ]) {
      const res = await fetch(`${base}${p}`, { method: p.endsWith('state') ? 'GET' : 'POST' });
      assert.equal(res.status, 404, p);
    }
    assert.deepEqual(
      passed.filter((u) => /__sim|%5f%5fsim/i.test(u)),
      [],
      'no __sim path reaches the gateway',
    );
  } finally {
    server?.kill('SIGTERM');
    await new Promise((resolve) => gateway.close(resolve));
    if (server && server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }

  // `npm run serve` mounts the simulator: its start-up says, beside its address, that it is not a production server.
  const port = await freePort();
  const env = { ...process.env, PORT: String(port) };
  delete env.SIM_STATE_FILE;
  const serve = spawn(path.join(REPO, 'node_modules', '.bin', 'ts-node'), ['scripts/serve.ts'], {
    cwd: REPO,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    let said = '';
    serve.stdout.on('data', (d) => (said += d));
    serve.stderr.on('data', (d) => (said += d));
    await until(() => said.includes('NOT A PRODUCTION SERVER'), { timeout: 30_000, what: 'the start-up warning' });
    assert.match(said, new RegExp(`at http://localhost:${port}/sms2/`));
    assert.match(
      said,
      /NOT A PRODUCTION SERVER: the operator simulator answers \/sms2-api\/, with \/sms2-api\/__sim\//,
    );
    assert.match(said, /never proxies __sim/);
  } finally {
    serve.kill('SIGTERM');
    if (serve.exitCode === null) await new Promise((resolve) => serve.once('exit', resolve));
  }
});

// ---------------------------------------------------------------- a lost answer, a new tab (26)

test('26. a pack ordered again from a new tab after its answer was lost is the order the server made: one record, one charge, the success said', async (t) => {
  const OWN = '18687120001';
  const state = async () => (await sim('GET', 'state')).data;
  const packs = (s) =>
    s.productRecords.filter((r) => r.phone === OWN && r.source === 'handle' && r.productCode === 'OUTDOOR_3');
  const order = async (page) => {
    await page.getByRole('button', { name: '立即订购 ¥5.00' }).click();
    await page.getByRole('dialog', { name: '确认订购' }).getByRole('button', { name: '确认订购' }).click();
  };
  await journey(t, browser, async (page, { context }) => {
    const start = await state();
    await page.goto(`${APP}/flowDetail/outdoor`);
    await consent(page, '王强');
    await order(page);
    // The server makes the order; its answer would come after a minute: the customer closes the tab before.
    await fault({ path: 'handlebusi/busi/handle', kind: 'lateAfterCommit', delayMs: 60_000 });
    await passSmsGate(page, OWN);
    await until(async () => packs(await state()).length > packs(start).length, {
      what: 'the order made on the server',
    });
    const tab = await context.newPage();
    await page.close();
    await clearFaults();
    await sim('DELETE', 'limits'); // a second code for the same number within the minute, if the new tab asks one
    await tab.goto(`${APP}/flowDetail/outdoor`);
    await order(tab);
    const gate = tab.getByRole('dialog', { name: '短信验证' });
    const result = (u) => u.pathname === '/sms2/flowDetail/result';
    const asked = await until(async () => ((await gate.count()) ? 'gate' : result(new URL(tab.url())) ? 'done' : ''), {
      what: 'the SMS gate or the result',
    });
    if (asked === 'gate') await passSmsGate(tab, OWN);
    await tab.waitForURL(result);
    await tab.getByRole('heading', { name: '订购成功，立即生效' }).waitFor();
    await quiet(tab).catch(() => {});
    const end = await state();
    assert.equal(packs(end).length, packs(start).length + 1, 'one order from both tabs');
    assert.equal(end.subscribers[OWN].balanceFen, start.subscribers[OWN].balanceFen - 500, 'charged once');
  });
});
