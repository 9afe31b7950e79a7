// Journeys for the defects found trying the built pages as a customer would (issue "Defects found trying the built
// pages"): 1. a consent page left without a choice never blocks the next login; 2. no built page leads to an unbuilt one without saying so, and a planned page explains itself on a full
// load; 3. the money texts of a deposit follow the order and the account as the months pass; 4. a result page says
// what the server says of the order, and with no order that there is nothing to show; 6. the language switch
// leaves no ?lang= behind, and the server's texts come in the language chosen.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  APP,
  consent,
  CREDIT_WAIT_MS,
  journey,
  launch,
  logInFromHome,
  quiet,
  resetSim,
  sim,
  simNow,
} from './support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const LI = '15508750002';
const WANG = '18687120001';
const AUTHORIZE = /\/sms2-api\/__sim\/oauth\/authorize\?/;

/** The route table as `npm run routes -- --json` prints it: the ready and the planned paths. */
function routeTable() {
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/ts-node/dist/bin.js'), 'scripts/routes.ts', '--json'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) throw new Error(`the route table could not be read: ${run.stderr}`);
  const rows = JSON.parse(run.stdout).filter((r) => r.path !== '*');
  const pattern = (p) => new RegExp(`^${p.replace(/:[^/]+/g, '[^/]+')}/?$`);
  return {
    ready: rows.filter((r) => r.page === 'ready' && r.template).map((r) => pattern(r.path)),
    planned: rows.filter((r) => r.page !== 'ready' && r.template && !r.path.includes(':')).map((r) => r.path),
  };
}

let browser;
let routes;
before(async () => {
  browser = await launch();
  routes = routeTable();
});
after(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await resetSim();
});

const row = (page, term) => page.locator('dt', { hasText: term }).locator('+ dd');
const text = async (page) => (await page.locator('#root').innerText()).replace(/\s+/g, ' ');

/** Every link of the page into the app leads to a ready route. */
async function linksAreBuilt(page, where, { some = false } = {}) {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => new URL(a.getAttribute('href'), location.href)));
  const inApp = hrefs
    .map((h) => new URL(h))
    .filter((u) => u.origin === new URL(APP).origin && u.pathname.startsWith('/sms2'))
    .map((u) => u.pathname.slice('/sms2'.length) || '/');
  if (some) assert.ok(inApp.length > 0, `${where} has links`);
  for (const p of inApp) {
    assert.ok(
      routes.ready.some((r) => r.test(p)),
      `${where} links to ${p}, which is not a ready route`,
    );
  }
}

test('1. a consent page left without a choice: the next visit and the home login each start a new login', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    await page.goto(`${APP}/newRecharge/index2`);
    await page.waitForURL(AUTHORIZE);
    // The customer leaves the consent page without choosing, and within the minute opens another guarded page.
    await page.goto(`${APP}/cfsf`);
    await page.waitForURL(AUTHORIZE);
    assert.notEqual(new URL(page.url()).pathname, '/sms2/tip/error');
    // And leaves again, for home, where the login button starts one more.
    await logInFromHome(page, '王强');
    await page.getByText('186****0001').waitFor();
    assert.deepEqual(errors, []);
  });
});

test('2. home links only to built routes, marks the rest 即将上线; a planned page explains itself on a full load', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    await page.goto(`${APP}/`);
    await page.getByRole('heading', { name: '热门推荐' }).waitFor();
    await quiet(page);
    await linksAreBuilt(page, 'home (a visitor)', { some: true });
    const tiles = page.getByRole('navigation', { name: '业务入口' });
    const soon = await tiles.getByText('即将上线').count();
    assert.equal(
      await tiles.getByRole('link').filter({ hasText: '即将上线' }).count(),
      0,
      'a tile marked 即将上线 is not a link',
    );
    t.diagnostic(`home: ${soon} tile(s) marked 即将上线, ${routes.planned.length} planned route(s)`);

    // A planned route reached by its address: its text, not its keys, and no login on the way.
    if (routes.planned.length === 0) {
      t.diagnostic('no planned route is left to load');
    } else {
      await page.goto(`${APP}${routes.planned[0]}`);
      await page.getByRole('heading', { name: '功能即将上线' }).waitFor();
      assert.doesNotMatch(await text(page), /shell\.planned/, 'no raw key');
      assert.equal(new URL(page.url()).pathname, `/sms2${routes.planned[0]}`, 'no login on the way');
    }
    assert.deepEqual(errors, []);
  });
});

test('3. a ¥130 deposit: nothing credited at once, the schedule on the success page, ¥20 on the 1st', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    // 李明: 王强's 存100送60 runs, and cfsf is not combined with another deposit gift.
    await page.goto(`${APP}/cfsf`);
    await consent(page, '李明');
    await page.locator('label', { hasText: '存¥130.00' }).click();
    await page.getByRole('checkbox', { name: '已阅读并同意' }).check();
    await page.getByRole('button', { name: '自己存' }).click();
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.waitForURL((u) => u.pathname === '/sms2-api/__sim/cashier');
    await page.getByRole('button', { name: '支付', exact: true }).click();
    await page.getByRole('heading', { name: '存费成功', level: 1 }).waitFor({ timeout: CREDIT_WAIT_MS });
    const success = page.url();

    // What the page says of the money: ¥200 in 10 monthly credits of ¥20 from the 1st of next month, none yet.
    const now = await simNow();
    const cn = new Date(now + 8 * 3600_000);
    const y = cn.getUTCFullYear() + (cn.getUTCMonth() === 11 ? 1 : 0);
    const m = (cn.getUTCMonth() + 1) % 12;
    const first = `${y}-${String(m + 1).padStart(2, '0')}-01`;
    await page.getByText(`共¥200.00话费分10个月返还；${first}到账¥20.00`).waitFor();
    await page.getByText('已到账0/10期').waitFor();
    assert.doesNotMatch(await text(page), /预存话费已到账|即时到账/, 'nothing is said to be credited at once');
    await linksAreBuilt(page, 'the cfsf success page');

    // Home's balance is untouched.
    await page.goto(`${APP}/`);
    await row(page, '话费余额').filter({ hasText: '¥5.20' }).waitFor();

    // Past the 1st: the simulator credits the first ¥20 of this agreement (beside whatever else of 李明's falls
    // due), home shows the balance the simulator holds, and the schedule says one of ten is credited.
    const actOrderId = new URL(success).searchParams.get('actOrderId');
    const month = `${y}${String(m + 1).padStart(2, '0')}`;
    const at = Date.UTC(y, m, 1, 1) - 8 * 3600_000; // 01:00 China time on the 1st
    await sim('POST', 'clock', { advanceMs: at - now });
    const state = (await sim('GET', 'state')).data;
    const credit = state.payments.find((p) => p.orderId === `${actOrderId}-${month}`);
    assert.equal(credit?.fen, 2000, `the ¥20 of ${actOrderId} for ${month} is credited`);
    const balance = state.subscribers[LI].balanceFen;
    assert.ok(balance >= 520 + 2000, `the balance grew by the ¥20 at least (${balance} fen)`);
    await page.reload();
    await row(page, '话费余额')
      .filter({ hasText: `¥${(balance / 100).toFixed(2)}` })
      .waitFor();
    await page.goto(success);
    await page.getByText('已到账1/10期').waitFor();
    assert.deepEqual(errors, []);
  });
});

test('4. result pages say what the server says: an unpaid order is not a success, no order is nothing to show', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    await page.goto(`${APP}/newRecharge/index2`);
    await consent(page, '王强');
    await page.getByRole('radio', { name: /^50元/ }).click();
    await page.getByRole('button', { name: '立即充值' }).click();
    await page.getByRole('button', { name: '微信支付 ¥50.00' }).waitFor();
    const orderId = (await row(page, '订单编号').innerText()).trim();

    for (const result of ['success', 'fail']) {
      await page.goto(`${APP}/newRecharge/${result}?orderId=${orderId}`);
      await page.getByRole('heading', { name: '订单尚未支付' }).waitFor();
      await page.getByText('该订单还没有完成支付，未扣款').waitFor();
      assert.equal((await row(page, '订单编号').innerText()).trim(), orderId);
      await page
        .getByRole('button', { name: '去支付' })
        .or(page.getByRole('link', { name: '去支付' }))
        .waitFor();
      assert.doesNotMatch(await text(page), /支付成功|已退款|退回/, `/newRecharge/${result} claims nothing`);
    }
    for (const p of ['/newRecharge/paySuccess', '/callbackSuccessPageCommon', '/newRecharge/toothSuccess88']) {
      await page.goto(`${APP}${p}`);
      await page.getByRole('heading', { name: '没有可显示的订单' }).waitFor();
      assert.doesNotMatch(await text(page), /支付成功/, `${p} claims nothing`);
      await page
        .getByRole('link', { name: '返回首页' })
        .or(page.getByRole('button', { name: '返回首页' }))
        .click();
      await page.waitForURL((u) => u.pathname === '/sms2/' || u.pathname === '/sms2');
    }
    assert.deepEqual(errors, []);
  });
});

test('6. English: the server texts come in English; 中文 leaves no ?lang= and a reload stays Chinese', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    await page.goto(`${APP}/?lang=en`);
    await page.getByRole('heading', { name: 'Online service hall', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Recommended' }).waitFor();
    await quiet(page);
    // The banners and the products are the server's, in English from the first load.
    await page.getByText('Winter Games New Year Main Venue').first().waitFor();
    assert.doesNotMatch(await page.locator('main').innerText(), /冬奥迎新年主会场/);

    await page.getByRole('button', { name: '中文' }).click();
    await page.getByRole('heading', { name: '网上营业厅', level: 1 }).waitFor();
    await page.waitForURL((u) => !u.searchParams.has('lang'));
    // The cards come again in Chinese.
    await page.getByText('冬奥迎新年主会场').first().waitFor();
    await page.reload();
    await page.getByRole('heading', { name: '网上营业厅', level: 1 }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');

    // And back to English without a reload: the server's texts follow.
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Online service hall', level: 1 }).waitFor();
    await page.getByText('Winter Games New Year Main Venue').first().waitFor();
    assert.deepEqual(errors, []);
  });
});

test('8. the agent is not offered 5G升级包 for a 5G customer, nor the 5G pack for a 4G one, before any code', async (t) => {
  await journey(t, browser, async (page) => {
    await page.goto(`${APP}/valetHandle?token=st_sim_staff`);
    await page.getByRole('heading', { name: '代客办理' }).waitFor();
    const lookUp = async (number) => {
      await page.getByRole('textbox', { name: '客户号码' }).fill(number);
      await page.getByRole('button', { name: '查询客户' }).click();
      await page.getByRole('radiogroup', { name: '选择产品' }).waitFor();
    };
    await lookUp(WANG); // 5G ¥59
    await page.getByRole('radio', { name: /5G加油包20元/ }).waitFor();
    assert.equal(await page.getByRole('radio', { name: /5G升级包/ }).count(), 0, 'no 5G upgrade for a 5G customer');
    await page.getByText('另有1项业务不适用于5G客户，未列出').waitFor();

    await lookUp('15508750002'); // 李明, 4G ¥29
    await page.getByRole('radio', { name: /5G升级包/ }).waitFor();
    assert.equal(await page.getByRole('radio', { name: /5G加油包/ }).count(), 0, 'no 5G pack for a 4G customer');
  });
});
