// Journey 7: request errors as the user sees them. The home cards fail one by one with their own "点击重试";
// the SPEC §8 catalogue is read from the toasts of the SMS send on /bindAccount.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  APP,
  captchaText,
  consent,
  countRequests,
  fault,
  journey,
  launch,
  logInFromHome,
  quiet,
  resetSim,
  sim,
  toast,
  until,
} from './support.mjs';

const SEND = 'user/userMoreBinding/sendMessage';

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

test('7. home: the products card fails alone, and "点击重试" loads it', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    await fault({ path: 'omoweb/productList/list', kind: 'http', status: 500, times: 1 });
    await page.goto(`${APP}/`);
    const retry = page.getByRole('button', { name: /加载失败.*点击重试/ });
    await retry.waitFor();
    // The rest of the page is there.
    await page.getByRole('link', { name: '话费充值' }).waitFor();
    await page.getByRole('list', { name: '热门活动' }).waitFor();
    assert.equal(await toast(page, /./).count(), 0, 'a card error is not toasted');
    await retry.click();
    await page
      .getByRole('button', { name: /¥\d+\.\d{2}/ })
      .first()
      .waitFor();
    assert.equal(await retry.count(), 0);
    assert.deepEqual(errors, []);
  });
});

test('7. home: a failed config/list hides the banners only', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    await fault({ path: 'config/list', kind: 'http', status: 500, times: 1 });
    await page.goto(`${APP}/`);
    await page
      .getByRole('button', { name: /¥\d+\.\d{2}/ })
      .first()
      .waitFor();
    await quiet(page);
    assert.equal(await page.getByRole('list', { name: '热门活动' }).count(), 0, 'no banners');
    assert.equal(await page.getByRole('note').count(), 0, 'no notice');
    await page.getByRole('link', { name: '话费充值' }).waitFor();
    assert.equal(await toast(page, /./).count(), 0);
    assert.deepEqual(errors, []);
  });
});

test('7. home: a logged-in balance that fails shows "--" and "点击重试", which loads ¥36.50', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    await fault({ path: 'bill/queryUserBalance', kind: 'http', status: 500, times: 1 });
    await logInFromHome(page, '王强');
    await page.getByText('186****0001').waitFor();
    const retry = page.getByRole('button', { name: '点击重试', exact: true });
    await retry.waitFor();
    const balance = page.locator('dt', { hasText: '话费余额' }).locator('+ dd');
    assert.equal(await balance.innerText(), '--');
    await retry.click();
    await page.getByText('¥36.50').waitFor();
    assert.equal(await retry.count(), 0);
    assert.deepEqual(errors, []);
  });
});

/** The new WeChat user on /bindAccount with a number typed in: each send goes through the captcha dialog. */
async function bindForm(page) {
  await page.goto(`${APP}/bindAccount`);
  await consent(page, '新用户');
  await page.getByRole('heading', { name: '绑定号码', level: 1 }).waitFor();
  await page.getByRole('textbox', { name: '手机号码' }).fill('18608714445');
}

/** The captcha was answered: the dialog is gone (the call settled) or stays busy while the call is under way. */
async function answered(dialog) {
  await until(
    async () => (await dialog.count()) === 0 || (await dialog.locator('button[type="submit"]:disabled').count()) > 0,
    { what: 'the captcha answered (the dialog gone or busy)' },
  );
}

/** The send through the captcha dialog, which stays, busy, until the send has its answer. */
async function send(page) {
  await page.getByRole('button', { name: /获取验证码|重新发送/ }).click();
  const dialog = page.getByRole('dialog', { name: '安全验证' });
  await dialog.waitFor();
  await dialog.getByRole('textbox', { name: '图片验证码' }).fill(await captchaText(dialog));
  await dialog.getByRole('button', { name: '确定' }).click();
  await answered(dialog);
}

/** SPEC §8 in zh-CN: what the customer reads for each failure of the send. */
const CATALOGUE = [
  ['HTTP 401', { kind: 'http', status: 401 }, '暂无权限，请登录或刷新页面后重试'],
  ['HTTP 404', { kind: 'http', status: 404 }, '请求失败，资源不存在'],
  [
    'HTTP 417 (the server msg)',
    { kind: 'http', status: 417, msg: '手机号码校验未通过（417）' },
    '手机号码校验未通过（417）',
  ],
  ['HTTP 666', { kind: 'http', status: 666 }, '暂无权限，请认证或刷新页面后重试'],
  ['HTTP 500 (the server msg)', { kind: 'http', status: 500, msg: '短信平台维护中（500）' }, '短信平台维护中（500）'],
  ['HTTP 503 (the server msg)', { kind: 'http', status: 503 }, '服务暂不可用'],
  // Chromium sends a request again (up to 3 times, a POST too) when the connection closes without an answer:
  // the connection drops until the fault is cleared, so the page sees it.
  ['a dropped connection', { kind: 'drop', times: undefined }, '网络异常，请检查网络后重试'],
];

test('7. the error catalogue, as toasts of the SMS send on /bindAccount', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    const sends = countRequests(page, SEND);
    await bindForm(page);
    // 401 and 666 end the session, whoever handles the call: the guard logs in again (next test).
    for (const [what, input, message] of CATALOGUE.filter(([, f]) => f.status !== 401 && f.status !== 666)) {
      await sim('DELETE', 'faults');
      await fault({ path: SEND, times: 1, ...input });
      const before = sends.length;
      await send(page);
      await toast(page, message)
        .waitFor()
        .catch((e) => {
          throw new Error(`${what}: no toast "${message}" (${e.message})`);
        });
      assert.equal(sends.length, before + 1, `${what}: one request, no retry`);
      // Still on the form, nothing counting: the customer can try again.
      await page.getByRole('button', { name: /获取验证码|重新发送/ }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/sms2/bindAccount', `${what}: stays on the page`);
    }
    await sim('DELETE', 'faults');
    assert.deepEqual(errors, []);
  });
});

test('7. a 401 and a 666 of the SMS send show their messages, once, then the login runs and comes back', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    await bindForm(page);
    for (const [what, input, message] of CATALOGUE.filter(([, f]) => f.status === 401 || f.status === 666)) {
      await fault({ path: SEND, times: 1, ...input });
      await send(page);
      await toast(page, message)
        .waitFor()
        .catch((e) => {
          throw new Error(`${what}: no toast "${message}" (${e.message})`);
        });
      assert.equal(await toast(page, /./).count(), 1, `${what}: one message`);
      // The session is over: the login runs (the consent page) and brings the customer back to the form.
      await consent(page, '新用户');
      await page.getByRole('heading', { name: '绑定号码', level: 1 }).waitFor();
      await page.getByRole('textbox', { name: '手机号码' }).fill('18608714445');
    }
    assert.deepEqual(errors, []);
  });
});

test('7. a 500 without a msg shows "抱歉，发生错误，请稍后重试"; a business failure its msg', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    await bindForm(page);
    // The simulator always sends a msg with its HTTP faults: this one answer is the browser's own.
    await page.route(`**/sms2-api/${SEND}`, (r) => r.fulfill({ status: 500, body: '' }), { times: 1 });
    await send(page);
    await toast(page, '抱歉，发生错误，请稍后重试').waitFor();

    await fault({ path: SEND, kind: 'business', code: 'E_SMS_PLATFORM', msg: '短信平台繁忙，请稍后再试', times: 1 });
    await send(page);
    // At the field and, as SPEC §8 asks of a refused send, as a failure toast.
    await toast(page, '短信平台繁忙，请稍后再试').waitFor();
    assert.deepEqual(errors, []);
  });
});

test('7. a request past the 30 s timeout shows "请求超时，请稍后重试"', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    await page.clock.install();
    await bindForm(page);
    await fault({ path: SEND, kind: 'timeout', times: 1 });
    const sent = page.waitForRequest((r) => r.url().includes(SEND));
    await send(page);
    await sent;
    await page.clock.fastForward(30_000);
    await toast(page, '请求超时，请稍后重试').waitFor();
    await page.getByRole('button', { name: /获取验证码|重新发送/ }).waitFor();
    assert.deepEqual(errors, []);
  });
});
