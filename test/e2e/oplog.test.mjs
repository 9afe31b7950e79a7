// Journey 5: every navigation, the first page included, posts one operation log (SPEC §3, §4, §7).
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { APP, consent, countRequests, journey, launch, phone, quiet, resetSim, sim, until } from './support.mjs';

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

const navigationLogs = async () => (await sim('GET', 'oplog?kind=navigation')).data;
/** The addresses logged, without the origin. */
const loggedPaths = async () =>
  (await navigationLogs()).map((l) => {
    const u = new URL(l.payload.accessUrl);
    return u.pathname + u.search;
  });

/**
 * Another page is opened in a new tab and its entry waited for: an entry of the pages before it that should not
 * be there (a second send) was sent before it.
 */
async function thenAnotherPage(browser, count) {
  const other = await phone(browser);
  try {
    await other.page.goto(`${APP}/agreement?source=next`);
    await until(async () => (await navigationLogs()).length >= count, { what: "the next page's log" });
  } finally {
    await other.context.close();
  }
}

test('5. each navigation posts one operation log with the spec payload', async (t) => {
  await journey(t, browser, async (page) => {
    const posts = countRequests(page, 'config/operationLog');
    await page.goto(`${APP}/?source=wx_menu`);
    await page.getByRole('heading', { name: '网上营业厅', level: 1 }).waitFor();
    await until(async () => (await navigationLogs()).length >= 1, { what: "the first page's log" });

    await page.getByRole('link', { name: '服务协议与隐私政策' }).click();
    await page.waitForURL((u) => u.pathname === '/sms2/agreement');
    await until(async () => (await navigationLogs()).length >= 2, { what: "the agreement page's log" });

    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/sms2/' && u.searchParams.get('source') === 'wx_menu');
    await until(async () => (await navigationLogs()).length >= 3, { what: 'the log of the way back' });
    await quiet(page);

    const logs = await navigationLogs();
    const ua = await page.evaluate(() => navigator.userAgent);
    assert.deepEqual(
      logs.map((l) => {
        const u = new URL(l.payload.accessUrl);
        return u.pathname + u.search;
      }),
      ['/sms2/?source=wx_menu', '/sms2/agreement', '/sms2/?source=wx_menu'],
      'one entry per navigation, first page included',
    );
    for (const { payload } of logs) {
      assert.equal(payload.userType, 1);
      assert.equal(payload.title, '');
      assert.equal(payload.endingType, ua);
      assert.equal(payload.logParams.operationId, 1);
      const source = new URL(payload.accessUrl).searchParams.get('source');
      if (source) assert.equal(payload.logParams.source, 'wx_menu');
      else assert.equal('source' in payload.logParams, false, `no source on ${payload.accessUrl}`);
      assert.doesNotMatch(payload.accessUrl, /[?&](code|state|token|mall_token|smsCode|kaptcha)=/);
      assert.equal(payload.warnings, undefined, `the simulator found nothing to warn about in ${payload.accessUrl}`);
    }
    // Stored ones are the accepted ones: the first write of a fresh browser may be refused once for XSRF.
    assert.ok(posts.length >= 3);
  });
});

test('5. a campaign link to a guarded page, opened by a new visitor, is logged once, back from the login', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    const source = '公众号菜单';
    await page.goto(`${APP}/discounts?source=${encodeURIComponent(source)}`);
    await page.waitForURL(/\/sms2-api\/__sim\/oauth\/authorize\?/);
    // WeChat's authorize page sends the visitor back with its fragment on the address (a redirect keeps it). Routed
    // once the landing has left: a page under page.route loses the keepalive send it makes as it leaves.
    await page.route('**/sms2-api/__sim/oauth/confirm?**', async (route) => {
      const answer = await route.fetch({ maxRedirects: 0 });
      const location = answer.headers().location;
      await route.fulfill({ status: 302, headers: { location: `${location}#wechat_redirect` } });
    });
    await consent(page, '王强');
    assert.equal(new URL(page.url()).pathname, '/sms2/discounts');
    await until(async () => (await navigationLogs()).length >= 1, { what: "the campaign page's log" });
    await quiet(page);
    await page.waitForTimeout(1_000); // an entry that should not be there has the time to come

    const logs = (await navigationLogs()).map((l) => l.payload);
    assert.deepEqual(
      logs.map((p) => [p.accessUrl, p.logParams.source]),
      [[`${APP}/discounts?source=${encodeURIComponent(source)}`, source]],
      'one entry: the address without the OAuth answer or the fragment, the source as given',
    );
    assert.deepEqual(errors, []);
  });
});

test('5. a guarded landing that leaves for the authorize page at once, and never returns, is logged once', async (t) => {
  await journey(t, browser, async (page) => {
    await page.goto(`${APP}/discounts?source=wx_menu`);
    // The guard sends the new visitor to WeChat's authorize page; the visitor goes no further.
    await page.waitForURL(/\/sms2-api\/__sim\/oauth\/authorize\?/);
    await until(async () => (await navigationLogs()).length >= 1, { what: "the landing's log" });
    await thenAnotherPage(browser, 2);
    assert.deepEqual(await loggedPaths(), ['/sms2/discounts?source=wx_menu', '/sms2/agreement?source=next']);
  });
});

test('5. a tab closed at once, as soon as its script has run, is logged once', async () => {
  const { context, page } = await phone(browser);
  try {
    // Closed as soon as the entry has run (it asks for axios's chunk, index.html does not), long before the page is
    // done. (No page.route here: a request the test intercepts is dropped with a closed page, the log's included.)
    const entryRan = page.waitForRequest(/\/js\/http\.[^/]*\.js$/);
    await page.goto(`${APP}/agreement?source=qr`, { waitUntil: 'commit' });
    await entryRan;
    await page.close({ runBeforeUnload: true }); // the customer closes WeChat's webview
    await until(async () => (await navigationLogs()).length >= 1, { what: "the closed tab's log" });
    await thenAnotherPage(browser, 2);
    assert.deepEqual(await loggedPaths(), ['/sms2/agreement?source=qr', '/sms2/agreement?source=next']);
  } finally {
    await context.close();
  }
});

/**
 * A busy phone: the browser is never idle before the customer has gone on (an idle callback comes 15 s late,
 * whatever its timeout asks), so only what the app sends at once or when the page is left gets through.
 */
const BUSY_MS = 15_000;
const busyPhone = (page) =>
  page.addInitScript((ms) => {
    window.requestIdleCallback = (cb) => setTimeout(() => cb({ didTimeout: true, timeRemaining: () => 0 }), ms);
  }, BUSY_MS);

test('5. a payment on a busy phone: the pages before and after the pay sheet are each logged once', async (t) => {
  await journey(t, browser, async (page) => {
    await busyPhone(page);
    await page.goto(`${APP}/newRecharge/index2?source=sms`);
    await consent(page, '王强');
    await page.getByText('云南 昆明 联通').waitFor();
    await page.getByRole('radio', { name: /^50元/ }).click();
    await page.getByRole('button', { name: '立即充值' }).click();
    await page.waitForURL((u) => u.pathname === '/sms2/newRecharge/recharge');
    const orderId = new URL(page.url()).searchParams.get('orderId');
    // Paid at once: the pay sheet (the simulator's cashier outside WeChat) is opened before the browser is idle.
    await page.getByRole('button', { name: '微信支付 ¥50.00' }).click();
    await page.waitForURL((u) => u.pathname === '/sms2-api/__sim/cashier');
    await page.getByRole('button', { name: '支付', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/sms2/newRecharge/paySuccess');
    await page.getByRole('heading', { name: '支付成功，充值中' }).waitFor();
    const paySuccess = `/sms2/newRecharge/paySuccess?orderId=${orderId}`;
    await until(async () => (await loggedPaths()).includes(paySuccess), {
      what: 'the log of the return',
      timeout: BUSY_MS + 10_000,
    });
    await thenAnotherPage(browser, (await navigationLogs()).length + 1);
    const logged = await loggedPaths();
    assert.deepEqual(
      logged.slice(0, 4),
      [
        '/sms2/newRecharge/index2?source=sms',
        `/sms2/newRecharge/recharge?orderId=${orderId}`,
        // The cashier comes back to the checkout with the outcome, which goes on to the wait for the credit.
        `/sms2/newRecharge/recharge?orderId=${orderId}&payResult=success`,
        paySuccess,
      ],
      'the form (once, back from the login), the checkout left for the pay sheet, the return',
    );
    assert.equal(new Set(logged).size, logged.length, `no address twice: ${logged.join(', ')}`);
  });
});
