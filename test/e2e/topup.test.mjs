// Journeys of the standard top-up (/newRecharge/*) as 王强 (18687120001, ¥36.50) sees them: the form with its
// pre-check, the checkout, the simulator's cashier (支付 / 支付（模拟充值失败）/ 取消), the wait for the credit, the
// results, the history and the balance on home; and a double tap on the submit.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  APP,
  chinaMonthLabel,
  consent,
  countRequests,
  CREDIT_WAIT_MS,
  fault,
  journey,
  launch,
  quiet,
  resetSim,
  sim,
  simNow,
} from './support.mjs';

const OWN = '18687120001';
const ORDER = 'config/pay/anon/orderSubmitBlack';

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

/** The balance on home, as its card shows it. */
const homeBalance = (page) => page.locator('dt', { hasText: '话费余额' }).locator('+ dd');

/** A term's value in a result or checkout list ("充值面额" -> "¥50.00"). */
const row = (page, term) => page.locator('dt', { hasText: term }).locator('+ dd');

/** 王强 logs in on the top-up form; the number is his, pre-checked; 50 yuan is chosen. */
async function formWith50(page) {
  await page.goto(`${APP}/newRecharge/index2`);
  await consent(page, '王强');
  assert.equal(new URL(page.url()).pathname, '/sms2/newRecharge/index2');
  const number = page.getByRole('textbox', { name: '充值号码' });
  await page.getByText('云南 昆明 联通').waitFor();
  assert.equal(await number.inputValue(), OWN, 'the bound number is prefilled');
  const fifty = page.getByRole('radio', { name: /^50元/ });
  await fifty.click();
  assert.equal(await fifty.getAttribute('aria-checked'), 'true');
  await page.getByText('实付金额¥50.00').waitFor();
}

/** Submit, then the checkout of that order: ¥50.00 for 186****0001. Returns the order number it shows. */
async function checkout(page) {
  await page.getByRole('button', { name: '立即充值' }).click();
  await page.waitForURL((u) => u.pathname === '/sms2/newRecharge/recharge');
  await page.getByRole('button', { name: '微信支付 ¥50.00' }).waitFor();
  assert.equal(await row(page, '充值号码').innerText(), '186****0001');
  assert.equal(await row(page, '充值面额').innerText(), '¥50.00');
  assert.equal(await row(page, '应付金额').innerText(), '¥50.00');
  return (await row(page, '订单编号').innerText()).trim();
}

/** 微信支付 leads to the simulator's cashier for this order and amount; `choice` is one of its buttons. */
async function cashier(page, orderId, choice) {
  await page.getByRole('button', { name: '微信支付 ¥50.00' }).click();
  await page.waitForURL((u) => u.pathname === '/sms2-api/__sim/cashier');
  await page.getByRole('heading', { name: /微信支付/ }).waitFor();
  await page.getByText('¥50.00', { exact: true }).waitFor();
  await page.getByText(`号码 186****0001 · 订单号 ${orderId}`).waitFor();
  await page.getByRole('button', { name: choice, exact: true }).click();
}

/** Back from the cashier after 支付: paySuccess says "支付成功，充值中", then "¥50.00 已到账" with the new balance. */
async function credited(page, orderId) {
  await page.waitForURL(
    (u) => u.pathname === '/sms2/newRecharge/paySuccess' && u.searchParams.get('orderId') === orderId,
  );
  await page.getByRole('heading', { name: '支付成功，充值中' }).waitFor();
  await page.getByRole('heading', { name: '¥50.00 已到账' }).waitFor({ timeout: CREDIT_WAIT_MS });
  const u = new URL(page.url());
  assert.equal(u.pathname, '/sms2/newRecharge/success');
  assert.equal(u.searchParams.get('orderId'), orderId);
  assert.equal(await row(page, '订单编号').innerText(), orderId);
  assert.equal(await row(page, '支付金额').innerText(), '¥50.00');
  await row(page, '当前余额').filter({ hasText: '¥86.50' }).waitFor();
}

test('top-up: 50 yuan to the bound number, paid at the cashier, credited, in the history and on home', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    await formWith50(page);
    const orderId = await checkout(page);
    await cashier(page, orderId, '支付');
    // The cashier comes back to the app, which waits for the credit.
    await credited(page, orderId);

    // This month's history lists the payment, credited.
    const month = chinaMonthLabel(await simNow());
    await page.goto(`${APP}/newRecharge/history`);
    await page.getByRole('tab', { name: month, selected: true }).waitFor();
    const record = page
      .getByRole('tabpanel', { name: month })
      .getByRole('listitem')
      .filter({ hasText: `订单号 ${orderId}` });
    await record.waitFor();
    const text = await record.innerText();
    for (const seen of ['¥50.00', '已到账', '186****0001', '微信支付'])
      assert.ok(text.includes(seen), `the record shows ${seen}: ${text}`);
    // The row opens its detail sheet.
    await record.getByRole('button').click();
    const sheet = page.getByRole('dialog', { name: '充值详情' });
    for (const seen of ['¥50.00', '已到账', '微信支付', orderId]) await sheet.getByText(seen).first().waitFor();
    await sheet.getByRole('button', { name: '关闭' }).click();
    await sheet.waitFor({ state: 'detached' });

    // Home shows the new balance: 36.50 + 50.
    await page.goto(`${APP}/`);
    await homeBalance(page).filter({ hasText: '¥86.50' }).waitFor();
    assert.deepEqual(errors, []);
  });
});

test('top-up: a payment whose credit fails ends on the failure page with the refund text; nothing is credited', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    await formWith50(page);
    const orderId = await checkout(page);
    await cashier(page, orderId, '支付（模拟充值失败）');

    await page.getByRole('heading', { name: '充值失败', level: 1 }).waitFor({ timeout: CREDIT_WAIT_MS });
    const u = new URL(page.url());
    assert.equal(u.pathname, '/sms2/newRecharge/fail');
    assert.equal(u.searchParams.get('orderId'), orderId);
    // The refund text keeps "1–3个工作日" on one line (its own span), so it is matched in parts.
    await page
      .getByText(/款项将原路退回/)
      .first()
      .waitFor();
    await page.getByText('1–3个工作日').first().waitFor();
    assert.equal(await row(page, '订单编号').innerText(), orderId);
    assert.equal(await row(page, '支付金额').innerText(), '¥50.00');
    assert.equal(await page.getByRole('heading', { name: /已到账/ }).count(), 0);

    // "重新充值" goes back to the form with the number and the amount kept.
    await page.getByRole('button', { name: '重新充值' }).click();
    await page.waitForURL((u2) => u2.pathname === '/sms2/newRecharge/index2');
    assert.equal(await page.getByRole('textbox', { name: '充值号码' }).inputValue(), OWN);
    assert.equal(await page.getByRole('radio', { name: /^50元/ }).getAttribute('aria-checked'), 'true');

    await page.goto(`${APP}/`);
    await homeBalance(page).filter({ hasText: /^¥\d/ }).waitFor();
    assert.equal(await homeBalance(page).innerText(), '¥36.50', 'the balance is unchanged');
    assert.deepEqual(errors, []);
  });
});

test('top-up: a cancelled payment returns to the checkout with "支付已取消", and the order can still be paid', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    await formWith50(page);
    const orderId = await checkout(page);
    await cashier(page, orderId, '取消');

    await page.getByText('支付已取消，订单仍为您保留，可重新支付').waitFor();
    const u = new URL(page.url());
    assert.equal(u.pathname, '/sms2/newRecharge/recharge');
    assert.equal(u.searchParams.get('orderId'), orderId);
    assert.equal(await row(page, '订单编号').innerText(), orderId, 'the same order');
    await page
      .getByRole('timer')
      .filter({ hasText: /请在 \d\d:\d\d 内完成支付/ })
      .waitFor();

    // The same order, paid this time.
    await cashier(page, orderId, '支付');
    await credited(page, orderId);
    assert.deepEqual(errors, []);
  });
});

test('top-up: a double tap on "立即充值" creates one order', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    const submits = countRequests(page, ORDER);
    await formWith50(page);
    const before = Object.keys((await sim('GET', 'state')).data.payOrders);
    // A slow answer, so that the second tap lands while the first order is still on its way.
    await fault({ path: ORDER, kind: 'timeout', delayMs: 1500, times: 1 });
    await page.getByRole('button', { name: '立即充值' }).dblclick();
    await page.waitForURL((u) => u.pathname === '/sms2/newRecharge/recharge');
    await page.getByRole('button', { name: '微信支付 ¥50.00' }).waitFor();
    await quiet(page);
    assert.equal(submits.length, 1, 'one orderSubmitBlack for a double tap');

    const orders = Object.values((await sim('GET', 'state')).data.payOrders).filter((o) => !before.includes(o.orderId));
    assert.equal(orders.length, 1, `one new order, got ${orders.map((o) => o.orderId).join(', ')}`);
    assert.equal(await row(page, '订单编号').innerText(), orders[0].orderId);
    assert.deepEqual(errors, []);
  });
});

test('top-up history: the chosen month is kept in the address, so a reload stays on it', async (t) => {
  await journey(t, browser, async (page) => {
    await page.goto(`${APP}/newRecharge/history`);
    await consent(page, '王强');
    const now = await simNow();
    const last = new Date(now + 8 * 3600_000);
    last.setUTCDate(1);
    last.setUTCMonth(last.getUTCMonth() - 1);
    const label = `${last.getUTCMonth() + 1}月`;
    const tab = page.getByRole('tab', { name: new RegExp(`^(\\d{4}年)?${label}$`) });
    await tab.click();
    const month = `${last.getUTCFullYear()}${String(last.getUTCMonth() + 1).padStart(2, '0')}`;
    await page.waitForURL((u) => u.searchParams.get('month') === month);
    await page.reload();
    await page.getByRole('tab', { name: new RegExp(`^(\\d{4}年)?${label}$`), selected: true }).waitFor();
  });
});
