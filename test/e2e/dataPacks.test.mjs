// Journeys of the data packs (/flowDetail/*, /douyin, /discounts/flowDetail): 王强 (5G ¥59, ¥36.50) orders a 5G
// pack through the confirm sheet and the SMS dialog and sees it in his remaining data on home; 李明 (4G, ¥5.20)
// is sent to the 5G upgrade, and is told his balance is short before any gate, tops up and comes back to the pack;
// a festival pack outside its window, then inside it by the simulator's clock; a double tap on confirm orders once.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  APP,
  CREDIT_WAIT_MS,
  consent,
  countRequests,
  journey,
  launch,
  passSmsGate,
  resetSim,
  sim,
  simNow,
  until,
} from './support.mjs';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp';

const WANG = '18687120001';
const HANDLE = 'handlebusi/busi/handle';

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

/** A term's value in a list of facts or result rows. */
const row = (page, term) => page.locator('dt', { hasText: term }).locator('+ dd');

/** Opens a pack route and logs in as `who` on the simulator's consent page. */
async function openAs(page, route, who) {
  await page.goto(`${APP}${route}`);
  await consent(page, who);
  assert.equal(new URL(page.url()).pathname, `/sms2${route}`);
  // Logged in once the session answered (a full page load before that would start logged out).
  await until(() => page.evaluate(() => window.localStorage.getItem('sms2_session') === '1'), {
    what: 'the session known after the login',
  });
}

/** Home's "剩余通用流量" in GB. */
async function homeDataGb(page) {
  await page.goto(`${APP}/`);
  const dd = page.locator('dt', { hasText: '剩余通用流量' }).locator('+ dd');
  await page.waitForFunction((el) => el && /GB/.test(el.textContent ?? ''), await dd.elementHandle());
  return Number.parseFloat(await dd.innerText());
}

test('王强 orders the 5G day pass: confirm, SMS dialog, result, and 2 GB more on home', async (t) => {
  await journey(t, browser, async (page) => {
    await openAs(page, '/flowDetail/fiveG/product1', '王强');
    const before = await homeDataGb(page);
    await page.goto(`${APP}/flowDetail/fiveG/product1`);
    await page.getByRole('heading', { name: '5G日包' }).waitFor();
    assert.equal(await row(page, '流量').innerText(), '2 GB');
    assert.equal(await row(page, '有效期').innerText(), '当日有效');
    const handled = countRequests(page, HANDLE);
    await page.getByRole('button', { name: '立即订购 ¥3.00' }).click();
    const sheet = page.getByRole('dialog', { name: '确认订购' });
    await sheet.getByRole('button', { name: '确认订购' }).click();
    await passSmsGate(page, WANG);
    await page.waitForURL((u) => u.pathname === '/sms2/flowDetail/result');
    await page.getByRole('heading', { name: '订购成功，立即生效' }).waitFor();
    assert.equal(await row(page, '流量包').innerText(), '5G日包');
    assert.match(await row(page, '生效时间').innerText(), /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    assert.match(await row(page, '订单号').innerText(), /^\d{20}$/);
    assert.equal(handled.filter((r) => r.method() === 'POST').length, 1, 'ordered once');
    const after = await homeDataGb(page);
    assert.ok(Math.abs(after - before - 2) < 0.05, `home shows 2 GB more (${before} -> ${after})`);
  });
});

test('李明 (4G) is told the 5G pack needs a 5G plan and is sent to the 5G upgrade pack, beyond his balance', async (t) => {
  await journey(t, browser, async (page) => {
    await openAs(page, '/flowDetail/fiveG/product2', '李明');
    await page.getByText('该流量包仅限5G套餐用户订购，可先订购5G升级包').waitFor();
    assert.ok(await page.getByRole('button', { name: '暂不可订购' }).isDisabled());
    await page.getByRole('link', { name: '订购5G升级包' }).click();
    await page.waitForURL((u) => u.pathname === '/sms2/flowDetail/fiveG/product7');
    await page.getByRole('heading', { name: '5G升级包' }).waitFor();
    // ¥10 is beyond his ¥5.20: said on the pack, with 去充值, before any gate.
    await page.getByRole('status').filter({ hasText: '余额不足，订购需10.00元，请先充值' }).waitFor();
  });
});

test('a balance below the price is said on the pack before any gate, with 去充值; topped up, the result leads back to the pack, refreshed', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    await openAs(page, '/flowDetail/bingjiling', '李明');
    const handled = countRequests(page, HANDLE);
    const notice = page.getByRole('status').filter({ hasText: '余额不足，订购需10.00元，请先充值' });
    await notice.waitFor();
    assert.ok(await page.getByRole('button', { name: '暂不可订购' }).isDisabled());
    await page.screenshot({ path: `${SHOTS}/walkb-pack-balance.png` });
    await notice.getByRole('link', { name: '去充值' }).click();
    await page.waitForURL((u) => u.pathname === '/sms2/newRecharge/index2');
    await page.getByRole('radio', { name: /^50元/ }).click();
    await page.getByRole('button', { name: '立即充值' }).click();
    await page.waitForURL((u) => u.pathname === '/sms2/newRecharge/recharge');
    await page.getByRole('button', { name: /^微信支付/ }).click();
    await page.waitForURL((u) => u.pathname === '/sms2-api/__sim/cashier');
    await page.getByRole('button', { name: '支付', exact: true }).click();
    await page.getByRole('heading', { name: '¥50.00 已到账' }).waitFor({ timeout: CREDIT_WAIT_MS });
    await page.screenshot({ path: `${SHOTS}/walkb-topup-back.png` });
    await page.getByRole('button', { name: '返回继续办理' }).click();
    await page.waitForURL((u) => u.pathname === '/sms2/flowDetail/bingjiling');
    // Read again: no stale 余额不足, the pack can be ordered.
    await page.getByRole('button', { name: '立即订购 ¥10.00' }).waitFor();
    assert.ok(await page.getByRole('button', { name: '立即订购 ¥10.00' }).isEnabled());
    assert.equal(await page.getByText('余额不足').count(), 0);
    assert.equal(handled.length, 0, 'nothing was ordered on the way');
    assert.deepEqual(errors, []);
  });
});

test('a festival pack outside its window says when it opens, and can be ordered inside it', async (t) => {
  await journey(t, browser, async (page) => {
    // Move the simulator to 1 March of next year: the Qingming window (4/3–4/6) has not opened.
    const year = new Date((await simNow()) + 8 * 3600_000).getUTCFullYear() + 1;
    await sim('POST', 'clock', { at: `${year}-03-01` });
    await openAs(page, '/flowDetail/qingmingFestival', '王强');
    await page.getByText(`即将开始：${year}-04-03 00:00 开放订购`).waitFor();
    assert.ok(await page.getByRole('button', { name: '即将开始' }).isDisabled());
    assert.equal(await row(page, '活动时间').innerText(), `${year}-04-03 – ${year}-04-06`);
    await sim('POST', 'clock', { at: `${year}-04-04` });
    await page.reload();
    await page.getByRole('button', { name: '立即订购 ¥6.00' }).waitFor();
    await sim('POST', 'clock', { at: `${year}-04-08` });
    await page.reload();
    await page.getByText('活动已结束，感谢关注').waitFor();
    assert.ok(await page.getByRole('button', { name: '活动已结束' }).isDisabled());
  });
});

test('a double tap on confirm orders once', async (t) => {
  await journey(t, browser, async (page) => {
    await openAs(page, '/flowDetail/outdoor', '王强');
    const handled = countRequests(page, HANDLE);
    await page.getByRole('button', { name: '立即订购 ¥5.00' }).click();
    const confirm = page.getByRole('dialog', { name: '确认订购' }).getByRole('button', { name: '确认订购' });
    await confirm.dblclick();
    await passSmsGate(page, WANG);
    await page.waitForURL((u) => u.pathname === '/sms2/flowDetail/result');
    assert.equal(handled.length, 1);
  });
});

test('the follow pack: how to follow, then claim it free once; claimed, and ended after its window', async (t) => {
  await journey(t, browser, async (page) => {
    await openAs(page, '/flowDetail/follow', '李明'); // 李明 does not follow the official account
    await page.getByRole('heading', { name: '关注有礼1GB' }).waitFor();
    await page.getByText('先关注官方公众号，关注后即可免费领取').waitFor();
    await page.getByRole('heading', { name: '如何关注' }).waitFor();
    assert.ok(await page.getByRole('button', { name: '关注后领取' }).isDisabled());
    await sim('POST', 'wechat/o_sim_002', { subscribe: true }); // follows in WeChat
    await page.getByRole('button', { name: '我已关注' }).click();
    const claimed = countRequests(page, 'omoweb/rewardRecord/dealReward');
    await page.getByRole('button', { name: '免费领取' }).click();
    await page.getByRole('dialog', { name: '确认领取' }).getByRole('button', { name: '领取' }).click();
    await page.waitForURL((u) => u.pathname === '/sms2/flowDetail/result');
    await page.getByRole('heading', { name: '领取成功，已生效' }).waitFor();
    assert.equal(await row(page, '流量包').innerText(), '关注有礼1GB');
    assert.match(await row(page, '领取编号').innerText(), /^rw_/);
    assert.equal(claimed.length, 1, 'claimed once, without the SMS gate');
    assert.ok(claimed[0].headers()['idempotency-key'], 'with an idempotency key');
    await page.goto(`${APP}/flowDetail/follow`);
    await page.getByText('您已领取过该流量包，可在剩余量中查看').waitFor();
    assert.ok(await page.getByRole('button', { name: '已领取' }).isDisabled());
    await sim('POST', 'clock', { advanceMs: 310 * 86_400_000 }); // the activity ends 300 days after seeding
    await page.reload();
    await page.getByText('活动已结束，感谢关注').waitFor();
  });
});

const ZHANG = '13211880003';

test('张敏 (40 GB cap, 41.2 GB used) lifts the cap; the page then shows it lifted', async (t) => {
  await journey(t, browser, async (page) => {
    await openAs(page, '/flowCaps', '张敏');
    await page.getByText('已封顶，暂停上网').waitFor();
    assert.equal(await page.getByRole('progressbar').getAttribute('aria-valuenow'), '100');
    await page.getByText('41.2 GB').waitFor();
    // The figure says what it is: data used this month, of the cap.
    await page.getByText('本月通用流量已用/封顶值', { exact: true }).waitFor();
    await page.getByRole('button', { name: '申请解除封顶' }).click();
    await passSmsGate(page, ZHANG);
    await page.waitForURL((u) => u.pathname === '/sms2/flowCaps/success');
    await page.getByRole('heading', { name: '已解除封顶' }).waitFor();
    await page.goto(`${APP}/flowCaps`);
    // Over the cap and lifted: said so, never 未封顶 beside 41.2 GB / 40 GB.
    await page.getByText('已解除封顶，可继续上网').waitFor();
    assert.equal(await page.getByText('未封顶，可正常上网').count(), 0);
    await page.getByText('本月已解除封顶').waitFor();
    assert.ok(await page.getByRole('button', { name: '申请解除封顶' }).isDisabled());
  });
});

test('张敏 restores full speed for ¥5: the balance on home drops and the page says full speed', async (t) => {
  await journey(t, browser, async (page) => {
    await openAs(page, '/flowCaps2', '张敏');
    await page.getByText('已限速至1Mbps').waitFor();
    await page.getByRole('button', { name: '¥5.00 立即恢复高速' }).click();
    await passSmsGate(page, ZHANG);
    await page.waitForURL((u) => u.pathname === '/sms2/flowCaps2/success');
    await page.getByRole('heading', { name: '已恢复高速' }).waitFor();
    await page.getByRole('button', { name: '返回首页' }).click();
    await page.locator('dt', { hasText: '话费余额' }).locator('+ dd').filter({ hasText: '17.80' }).waitFor();
    await page.goto(`${APP}/flowCaps2`);
    await page.getByText('高速上网中').waitFor();
    await page.getByText('您当前未被限速，无需购买').waitFor();
  });
});

test('王强 (not throttled) cannot buy the speed pack; a refused restore shows its fail page', async (t) => {
  await journey(t, browser, async (page) => {
    await openAs(page, '/flowCaps2', '王强');
    await page.getByText('您当前未被限速，无需购买').waitFor();
    await page.getByText('本月通用流量已用', { exact: true }).waitFor();
    assert.ok(await page.getByRole('button', { name: '¥5.00 立即恢复高速' }).isDisabled());
    await page.goto(`${APP}/flowCaps2/fail?code=E_BALANCE`);
    await page.getByRole('heading', { name: '解除限速失败' }).waitFor();
    await page.getByText('余额不足，请充值后再办理').waitFor();
    await page.getByRole('button', { name: '去充值' }).click();
    await page.waitForURL((u) => u.pathname === '/sms2/newRecharge/index2');
  });
});

test('/flowDetail: data left, tabs by category, and a tap that records the click and opens the pack', async (t) => {
  await journey(t, browser, async (page) => {
    const clicks = countRequests(page, 'omoweb/productList/recordClick');
    await openAs(page, '/flowDetail', '王强');
    await page.getByText('剩余流量').waitFor();
    await page
      .locator('span', { hasText: /^\d+(\.\d+)? GB$/ })
      .first()
      .waitFor();
    await page.getByRole('tab', { name: '节日' }).click();
    await page.getByRole('button', { name: /清明踏青包/ }).waitFor();
    await page.getByRole('tab', { name: '5G' }).click();
    await page.getByRole('button', { name: /^5G日包/ }).click();
    await page.waitForURL((u) => u.pathname === '/sms2/flowDetail/fiveG/product1');
    await page.getByRole('heading', { name: '5G日包' }).waitFor();
    await until(() => clicks.length === 1, { what: 'the click logged' });
    // Back from the pack: the tab the customer was on (it lives in the address).
    await page.goBack();
    await page.getByRole('tab', { name: '5G', selected: true }).waitFor();
    assert.equal(new URL(page.url()).searchParams.get('tab'), '5G');
  });
});

test('/flowDetail/fiveG as a 4G customer says 5G packs need a 5G plan and offers the upgrade', async (t) => {
  await journey(t, browser, async (page) => {
    await openAs(page, '/flowDetail/fiveG', '李明');
    await page.getByText('5G流量包需5G套餐：4G套餐可先订购5G升级包，或变更为5G套餐。').waitFor();
    assert.ok((await page.getByText('需5G套餐', { exact: true }).count()) > 0, 'cards say they need a 5G plan');
    await page.getByRole('link', { name: '订购5G升级包' }).click();
    await page.waitForURL((u) => u.pathname === '/sms2/flowDetail/fiveG/product7');
  });
});

test('/discounts: original and discounted price, one sold out; the pack opens from its card', async (t) => {
  await journey(t, browser, async (page) => {
    await openAs(page, '/discounts', '王强');
    const sold = page.getByRole('button', { name: /限时折扣20GB/ });
    await sold.getByText('已抢光').waitFor();
    await page.getByRole('button', { name: /限时折扣10GB/ }).click();
    await page.waitForURL(
      (u) => u.pathname === '/sms2/discounts/flowDetail' && u.searchParams.get('code') === 'DISC_10G',
    );
    await page.getByRole('button', { name: '立即订购 ¥9.90' }).waitFor();
    await row(page, '叠加订购').filter({ hasText: '每个号码限订购1次' }).waitFor();
  });
});
