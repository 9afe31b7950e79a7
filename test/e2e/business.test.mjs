// Journeys of the business hall (/mobileBusiness and its children): 王强 reads this month's live bill and last
// month's issued one from the hub; he verifies with an SMS code (captcha first) and reads his call details, which
// stay open for the next kind without a new code; a month not yet issued says so (clock on the 2nd). The records:
// 王强 finds the order he placed a few minutes ago under 待支付, opens it and cancels it; he unsubscribes 视频彩铃
// with an SMS code; 刘洋's broadband reminder is refused before 24 hours and accepted after (simulator clock).
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  captchaText,
  countRequests,
  journey,
  launch,
  openAs,
  passSmsGate,
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

test('王强 finds the order he placed earlier under 待支付, opens its details and cancels it', async (t) => {
  await journey(t, browser, async (page) => {
    await openAs(page, '/mobileBusiness/orderTracking', '王强');
    await page.getByRole('tab', { name: '待支付' }).click();
    const row = page.locator('li', { hasText: '5G卡' }).filter({ hasText: '待支付' });
    await row.waitFor();
    await row.getByText(/请在 .* 前完成支付/).waitFor();
    await row.getByRole('button', { name: '查看详情' }).click();
    await page.waitForURL((u) => u.pathname === '/sms2/mobileBusiness/orderDetails' && u.searchParams.has('orderNo'));
    await page.getByText('订单进度').waitFor();
    await page.getByText('王**').waitFor(); // the receiver, masked
    await page.getByRole('button', { name: /去支付 ¥50\.00/ }).waitFor();

    await page.getByRole('button', { name: '取消订单' }).click();
    await page.getByRole('dialog', { name: '取消订单' }).getByRole('button', { name: '确认取消' }).click();
    await page.getByRole('status').filter({ hasText: '订单已取消' }).waitFor();
    await page.locator('[data-state="18"]').waitFor();
    assert.equal(await page.getByRole('button', { name: /去支付/ }).count(), 0, 'nothing to pay any more');

    await page.getByRole('link', { name: '订单查询' }).click();
    await page.getByRole('tab', { name: '已取消' }).click();
    await page.locator('li', { hasText: '5G卡' }).filter({ hasText: '已取消' }).first().waitFor();
  });
});

test('王强 unsubscribes 视频彩铃 with the SMS code; the plan says why it cannot be', async (t) => {
  await journey(t, browser, async (page) => {
    await openAs(page, '/mobileBusiness/businessQuery', '王强');
    await page.getByText('套餐不支持退订，如需更换请办理套餐变更').waitFor();
    const row = page.locator('li[data-record="rec_s_2"]');
    await row.getByRole('button', { name: '退订' }).click();
    await page.getByRole('dialog', { name: '确认退订' }).getByRole('button', { name: '确认退订' }).click();
    await passSmsGate(page, WANG);
    await row
      .getByRole('status')
      .filter({ hasText: /退订成功，.*起失效/ })
      .waitFor();
    await row.getByText('已退订').waitFor();
    assert.equal(await row.getByRole('button', { name: '退订' }).count(), 0);
    // Read again: 视频彩铃 is listed once, its record, not the service under 增值业务 beside it.
    await page.reload();
    await page.getByText('来电显示').waitFor();
    await row.getByText('已退订').waitFor();
    assert.equal(await page.getByText('视频彩铃', { exact: true }).count(), 1);
  });
});

test("刘洋's broadband reminder is refused before 24 hours and accepted after", async (t) => {
  await journey(t, browser, async (page) => {
    await openAs(page, '/broadOrder', '刘洋');
    const row = page.locator('li', { hasText: '1000M光纤宽带包年' });
    await row.getByText(/后可催单/).waitFor();
    assert.equal(await row.getByRole('button', { name: '催单' }).count(), 0, 'no reminder before 24 hours');

    await sim('POST', 'clock', { advanceMs: 24 * 3600_000 });
    await page.reload();
    await row.getByRole('button', { name: '催单' }).click();
    await row.getByRole('status').filter({ hasText: '催单成功' }).waitFor();
    // One per 12 hours: the next time is said, the button is gone.
    await row.getByText(/后可催单/).waitFor();
    assert.equal(await row.getByRole('button', { name: '催单' }).count(), 0);

    await row.getByRole('button', { name: '安装进度' }).click();
    await row.getByText('资源核查').waitFor();
  });
});

test('王强 pays the waiting order at the cashier and comes back to it: paid, then 待发货', async (t) => {
  await journey(t, browser, async (page) => {
    await openAs(page, '/mobileBusiness/orderTracking', '王强');
    const row = page.locator('li', { hasText: '5G卡' }).filter({ hasText: '待支付' });
    await row.getByRole('button', { name: '去支付' }).click();
    await page.waitForURL((u) => u.pathname === '/sms2/mobileBusiness/orderDetails');
    await page.getByRole('button', { name: /去支付 ¥50\.00/ }).click();
    await page.waitForURL(/\/sms2-api\/__sim\/cashier/);
    await page.getByRole('button', { name: '支付', exact: true }).click();
    await page.waitForURL(/\/mobileBusiness\/orderDetails\?.*payResult=success/);
    await page.getByRole('status').filter({ hasText: '支付成功，订单处理中' }).waitFor();
    await page.locator('[data-state="6"]').waitFor({ timeout: 20_000 }); // once the payment is credited
    await page.getByText('支付成功').last().waitFor(); // the timeline's new line
  });
});

test('王强 reads what his data is made of on PackageMargin: the plan and each pack by kind, each with its end', async (t) => {
  await journey(t, browser, async (page) => {
    await openAs(page, '/mobileBusiness/PackageMargin', '王强');
    await page.getByRole('heading', { name: '流量构成及有效期' }).waitFor();
    const plan = page.getByRole('group', { name: '套餐内' });
    await plan.waitFor();
    await plan
      .getByText(/有效期至 \d{4}-\d{2}-01 00:00/)
      .first()
      .waitFor();
    const kinds = await page.getByRole('group').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    assert.equal(kinds[0], '套餐内');
    assert.ok(kinds.length >= 2, `the packs by kind besides the plan (${kinds.join(', ')})`);
  });
});
