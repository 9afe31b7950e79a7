// Journeys of the business hall (/mobileBusiness and its children): 王强 reads this month's live bill and last
// month's issued one from the hub; he verifies with an SMS code (captcha first) and reads his call details, which
// stay open for the next kind without a new code; a month not yet issued says so (clock on the 2nd).
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  APP,
  captchaText,
  consent,
  countRequests,
  journey,
  launch,
  resetSim,
  sim,
  simNow,
  smsCode,
} from './support.mjs';

const WANG = '18687120001';

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

async function openAs(page, route, who) {
  await page.goto(`${APP}${route}`);
  await consent(page, who);
  assert.equal(new URL(page.url()).pathname, `/sms2${route}`);
}

/** 'yyyy-MM' of the simulator's month, `back` months before. */
const CHINA_MS = 8 * 3600_000;
function monthLabel(ms, back = 0) {
  const d = new Date(ms + CHINA_MS);
  const k = d.getUTCFullYear() * 12 + d.getUTCMonth() - back;
  return `${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`;
}

test("王强 reads this month's live bill and last month's from the hub", async (t) => {
  await journey(t, browser, async (page) => {
    const now = await simNow();
    await openAs(page, '/mobileBusiness', '王强');
    await page.getByText('¥36.50').waitFor(); // balance
    await page.getByText('通用流量').waitFor(); // allowance meters
    await page.getByRole('link', { name: '我的账单' }).click();
    await page.waitForURL((u) => u.pathname === '/sms2/mobileBusiness/billQuery');
    await page.getByText(`${monthLabel(now)} 账单`).waitFor();
    await page.getByText('实时话费（未出账）').waitFor();
    await page.getByText('套餐及固定费').waitFor();

    const asked = countRequests(page, 'broadband/mixMember/queryUserBill');
    await page.getByRole('button', { name: monthLabel(now, 1) }).click();
    await page.getByText(`${monthLabel(now, 1)} 账单`).waitFor();
    const month = monthLabel(now, 1).replace('-', '');
    assert.ok(
      asked.some((r) => new URL(r.url()).searchParams.get('month') === month),
      'last month asked by its month',
    );
    const tag = page.getByText(/^(已缴清|未缴费)$/);
    await tag.waitFor();
    assert.equal(new URL(page.url()).searchParams.get('month'), month);
  });
});

test('a month not yet issued says so (last month before the 3rd)', async (t) => {
  await journey(t, browser, async (page) => {
    const now = await simNow();
    const d = new Date(now + CHINA_MS);
    const second = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-02`;
    await sim('POST', 'clock', { at: `${second}T10:00:00+08:00` });
    await openAs(page, '/mobileBusiness/billQuery', '王强');
    const at = await simNow();
    await page.getByRole('button', { name: monthLabel(at, 1) }).click();
    await page.getByRole('status').filter({ hasText: '3日出账' }).waitFor();
  });
});

test('王强 verifies with an SMS code and reads his call details, then his data sessions without a new code', async (t) => {
  await journey(t, browser, async (page) => {
    await openAs(page, '/mobileBusiness/costDetail', '王强');
    await page.getByRole('heading', { name: '身份验证' }).waitFor();
    await page.getByRole('button', { name: '获取验证码' }).click();
    const captcha = page.getByRole('dialog', { name: '安全验证' });
    await captcha.waitFor();
    await captcha.getByRole('textbox', { name: '图片验证码' }).fill(await captchaText(captcha));
    await captcha.getByRole('button', { name: '确定' }).click();
    await page.getByRole('button', { name: /秒后重发/ }).waitFor();

    // A wrong code: the server's reason on the field, the page stays.
    const code = await smsCode(WANG);
    const wrong = code === '000000' ? '111111' : '000000';
    const field = page.getByRole('textbox', { name: '验证码' });
    await field.fill(wrong);
    await page.getByRole('button', { name: '验证并查询' }).click();
    await page.getByText(/验证码(错误|不正确)/).waitFor();
    assert.equal(await field.inputValue(), wrong, 'the typed code is kept');

    await field.fill(code);
    await page.getByRole('button', { name: '验证并查询' }).click();
    await page.getByRole('tab', { name: '通话', selected: true }).waitFor();
    await page.getByText(/共\d+条记录/).waitFor();
    assert.ok((await page.getByText(/\d+秒/).count()) > 0, 'call rows with their duration');

    await page.getByRole('tab', { name: '上网' }).click();
    await page.getByRole('tab', { name: '上网', selected: true }).waitFor();
    await page.getByText(/共\d+条记录/).waitFor();
    assert.equal(await page.getByRole('heading', { name: '身份验证' }).count(), 0, 'no new verification');

    // A reload within 30 minutes stays verified.
    await page.reload();
    await page.getByText(/共\d+条记录/).waitFor();
    assert.equal(await page.getByRole('heading', { name: '身份验证' }).count(), 0);
  });
});
