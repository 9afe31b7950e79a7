// Journeys of the login (WeChat OAuth as the simulator plays it outside WeChat), /bindAccount with its
// picture-captcha dialog, SMS countdown and bind, and a double tap on the submit button.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  APP,
  captchaText,
  consent,
  countRequests,
  journey,
  launch,
  quiet,
  resetSim,
  smsCode,
  toast,
} from './support.mjs';

/** The seeded customer number that no WeChat user has bound yet (mocks/README.md). */
const UNBOUND = '18608714445';

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

/** A G2 page as the new WeChat user (o_sim_new): the login, then /bindAccount in bind mode. */
async function newUserOnBindAccount(page, from = '/complain') {
  await page.goto(`${APP}${from}`);
  await consent(page, '新用户');
  await page.waitForURL((u) => u.pathname === '/sms2/bindAccount' && u.searchParams.get('redirect') === from);
  await page.getByRole('heading', { name: '绑定号码', level: 1 }).waitFor();
}

const smsButton = (page) => page.getByRole('button', { name: /获取验证码|重新发送|秒后重发|发送中/ });
const captchaDialog = (page) => page.getByRole('dialog', { name: '安全验证' });

test('8. the home login goes through WeChat OAuth and comes back logged in, without a loop on Back', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    const exchanges = countRequests(page, 'unifiedinteraction/sns/getSnsUserByCode');
    // The customer was reading an agreement before opening home.
    await page.goto(`${APP}/agreement/a1`);
    await page.getByRole('heading', { name: '客户入网服务协议', level: 1 }).waitFor();
    await page.goto(`${APP}/`);
    await page.getByRole('button', { name: '登录/绑定号码' }).click();

    await page.waitForURL(/\/sms2-api\/__sim\/oauth\/authorize\?/);
    const authorize = new URL(page.url());
    assert.equal(authorize.searchParams.get('scope'), 'snsapi_userinfo');
    assert.equal(authorize.searchParams.get('response_type'), 'code');
    assert.ok(authorize.searchParams.get('state'), 'a state');
    assert.equal(new URL(authorize.searchParams.get('redirect_uri')).pathname, '/sms2/');

    await consent(page, '王强');
    const back = new URL(page.url());
    assert.equal(back.pathname, '/sms2/');
    assert.equal(back.searchParams.has('code'), false, 'code removed from the address');
    assert.equal(back.searchParams.has('state'), false, 'state removed from the address');
    await page.getByText('186****0001').waitFor();
    await page.getByText('¥36.50').waitFor();
    assert.equal(exchanges.length, 1, 'the code is exchanged once');

    // Back never leads into the login again (the consent page, the OAuth answer, a "login failed" page): it goes
    // to the page before the login; Forward shows home, still logged in.
    await page.goBack();
    await quiet(page);
    const after = new URL(page.url());
    assert.doesNotMatch(after.pathname, /\/__sim\/oauth\//, `Back went through the login again (${after})`);
    assert.equal(after.searchParams.has('code'), false, `Back returned to the OAuth answer (${after})`);
    assert.equal(after.pathname, '/sms2/agreement/a1', 'Back goes to the page before the login');
    await page.getByRole('heading', { name: '客户入网服务协议', level: 1 }).waitFor();
    await page.goForward();
    await quiet(page);
    assert.equal(new URL(page.url()).search, '');
    await page.getByText('186****0001').waitFor();
    assert.equal(exchanges.length, 1, 'no second exchange after Back');
    assert.deepEqual(errors, []);
  });
});

test('8. a G2 page for an unbound WeChat user leads to /bindAccount?redirect=<that page>', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    await newUserOnBindAccount(page, '/complain');
    assert.equal(new URL(page.url()).searchParams.get('redirect'), '/complain');
    await page.getByRole('textbox', { name: '手机号码' }).waitFor();
    assert.deepEqual(errors, []);
  });
});

test('9. the picture-captcha dialog, the SMS send, the 60 s countdown and the bind', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    await page.clock.install();
    const sends = countRequests(page, 'user/userMoreBinding/sendMessage');
    await newUserOnBindAccount(page, '/complain');
    await page.getByRole('textbox', { name: '手机号码' }).fill(UNBOUND);

    // Cancel: the call is rejected with "请输入图片验证码", nothing is sent.
    await smsButton(page).click();
    const dialog = captchaDialog(page);
    await dialog.waitFor();
    await dialog.locator('img[src*="/user/kaptcha/"]').waitFor();
    await dialog.getByRole('textbox', { name: '图片验证码' }).waitFor();
    await dialog.getByRole('button', { name: '确定' }).waitFor();
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toast(page, '请输入图片验证码').waitFor();
    assert.equal(sends.length, 0);

    // The right text: sent, then 60 s of countdown during which taps do nothing. The page's clock stands still from
    // here, so the countdown is read second by second.
    await smsButton(page).click();
    await dialog.waitFor();
    const text = await captchaText(dialog);
    await dialog.getByRole('textbox', { name: '图片验证码' }).fill(text);
    await page.clock.pauseAt(Date.now() + 1000);
    await dialog.getByRole('button', { name: '确定' }).click();
    await toast(page, /^(发送成功|验证码已发送至186\*{4}4445)$/).waitFor();
    await page.getByRole('button', { name: '60秒后重发' }).waitFor();
    assert.equal(sends.length, 1);
    await page.clock.runFor(1000);
    await page.getByRole('button', { name: '59秒后重发' }).waitFor();
    // aria-disabled while counting: a tap still reaches it (force) and must do nothing.
    await smsButton(page).click({ force: true });
    await page.getByRole('button', { name: '59秒后重发' }).waitFor();
    assert.equal(await captchaDialog(page).count(), 0, 'no captcha while counting');
    assert.equal(sends.length, 1, 'no send while counting');
    await page.clock.runFor(58_000);
    await page.getByRole('button', { name: '1秒后重发' }).waitFor();
    await page.clock.fastForward(1000);
    await page.getByRole('button', { name: '重新发送' }).waitFor();
    await page.clock.resume();

    // The code from the simulator's outbox completes the bind; back to the page that asked.
    await page.getByRole('textbox', { name: '短信验证码' }).fill(await smsCode(UNBOUND));
    await page.getByRole('button', { name: '绑定', exact: true }).click();
    await toast(page, '绑定成功').waitFor();
    await page.waitForURL((u) => u.pathname === '/sms2/complain');
    await page.goto(`${APP}/`);
    await page.getByText('186****4445').waitFor();
    assert.deepEqual(errors, []);
  });
});

test('10. a double tap on the bind button sends one request', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    const submits = countRequests(page, 'user/loginCaptcha');
    await newUserOnBindAccount(page, '/complain');
    await page.getByRole('textbox', { name: '手机号码' }).fill(UNBOUND);
    await smsButton(page).click();
    const dialog = captchaDialog(page);
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: '图片验证码' }).fill(await captchaText(dialog));
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByRole('button', { name: /秒后重发/ }).waitFor();
    await page.getByRole('textbox', { name: '短信验证码' }).fill(await smsCode(UNBOUND));

    await page.getByRole('button', { name: '绑定', exact: true }).dblclick();
    await toast(page, '绑定成功').waitFor();
    await page.waitForURL((u) => u.pathname === '/sms2/complain');
    await quiet(page);
    assert.equal(submits.length, 1, 'one loginCaptcha for a double tap');
    assert.deepEqual(errors, []);
  });
});

test('a wrong picture captcha closes the dialog with the server message as a failure toast (SPEC §4, §8); the number stays, a fresh picture sends', async (t) => {
  await journey(t, browser, async (page) => {
    await page.goto(`${APP}/bindAccount`);
    await consent(page, '新用户');
    await page.getByRole('textbox', { name: '手机号码' }).fill('18608714445');
    await page.getByRole('button', { name: /获取验证码/ }).click();
    const dialog = page.getByRole('dialog', { name: '安全验证' });
    const picture = dialog.locator('img');
    const first = await picture.getAttribute('src');
    await dialog.getByRole('textbox', { name: '图片验证码' }).fill('zzzz');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toast(page, '图片验证码错误，请重新输入').waitFor();
    assert.equal(await page.getByRole('textbox', { name: '手机号码' }).inputValue(), '18608714445', 'the number typed');
    await page.getByRole('button', { name: /获取验证码/ }).click();
    await dialog.waitFor();
    assert.notEqual(await picture.getAttribute('src'), first, 'a fresh picture');
    assert.equal(await dialog.getByRole('textbox', { name: '图片验证码' }).inputValue(), '');
    await dialog.getByRole('textbox', { name: '图片验证码' }).fill(await captchaText(dialog));
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /秒后重发/ }).waitFor();
  });
});
