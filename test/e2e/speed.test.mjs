// The first screen under Slow 4G, logged in as 王强: what it needs starts at once and side by side (the session,
// the page chunk, the first data), and the data shows two sequential round trips after the entry
// (HTML -> entry -> data; a call that needs the session's answer one more; home's account cards need none).
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { APP, consent, journey, launch, outsideTopupPause, resetSim, until } from './support.mjs';

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

/** DevTools' "Slow 4G" (the Lighthouse mobile preset): 150 ms RTT x 3.75, 1.6 Mbit/s down, 750 kbit/s up, x 0.9. */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

/** Every request of the page with its start and end (ms since the epoch, from the browser's own timing). */
function recordRequests(page) {
  const seen = [];
  page.on('requestfinished', (r) => {
    const t = r.timing();
    seen.push({ url: r.url(), path: new URL(r.url()).pathname, start: t.startTime, end: t.startTime + t.responseEnd });
  });
  return seen;
}

/**
 * The round trips before a request: 1 + the most of any request that had finished when it started (the document
 * is 1). A request that could have started earlier but waited for one that came back counts one more.
 */
function depths(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const depth = new Map();
  for (const r of sorted) {
    const before = sorted.filter((o) => o !== r && depth.has(o) && o.end <= r.start);
    depth.set(r, 1 + Math.max(0, ...before.map((o) => depth.get(o))));
  }
  return depth;
}

const find = (requests, re, what) => {
  const r = requests.find((x) => re.test(x.path));
  assert.ok(r, `${what} was requested (${requests.map((x) => x.path).join(', ')})`);
  return r;
};

/** Logs 王强 in (the consent round trip is not measured), then loads `path` afresh under Slow 4G. */
async function coldLoad(page, context, path) {
  await page.goto(`${APP}/`);
  await page
    .getByRole('link', { name: '登录/绑定号码' })
    .or(page.getByRole('button', { name: '登录/绑定号码' }))
    .click();
  await consent(page, '王强');
  await page.getByText('¥36.50').waitFor();
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  const requests = recordRequests(page);
  await page.goto(`${APP}${path}`);
  return requests;
}

test('1. home, logged in: the session, the page chunk and the cards start side by side; the balance right after the entry', async (t) => {
  await journey(t, browser, async (page, { context, consoleErrors }) => {
    const requests = await coldLoad(page, context, '/');
    await page.getByText('¥36.50').waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: '热门推荐' }).waitFor();
    // The account cards go first: the banners and the products may still be on their way.
    await until(() => ['/config/list', '/productList/list'].every((p) => requests.some((r) => r.path.endsWith(p))), {
      timeout: 30_000,
      what: 'the banners and the products',
    });
    const entry = find(requests, /\/js\/main\.[0-9a-f]+\.js$/, 'the entry');
    const chunk = find(requests, /\/js\/page-general\.[0-9a-f]+\.chunk\.js$/, 'the home chunk');
    const session = find(requests, /\/user\/getUserInfoBtm$/, 'the session');
    const config = find(requests, /\/config\/list$/, 'the banners');
    const products = find(requests, /\/omoweb\/productList\/list$/, 'the products');
    const balance = find(requests, /\/bill\/queryUserBalance$/, 'the balance');

    // Side by side: each starts before the others came back.
    assert.ok(session.start < chunk.end && chunk.start < session.end, 'the session and the page chunk overlap');
    for (const r of [config, products]) assert.ok(r.start < chunk.end, `${r.path} starts before the chunk is in`);
    // The balance sends nothing the session returns: it starts beside the session call, not after its answer.
    assert.ok(balance.start < session.end, 'the balance does not wait for the session');
    const depth = depths(requests);
    assert.equal(depth.get(entry), 2, 'HTML -> entry');
    assert.ok(depth.get(session) <= 3 && depth.get(chunk) <= 3, 'the session and the chunk right after the entry');
    // HTML -> entry -> balance: 2 sequential round trips after the document.
    assert.equal(depth.get(balance) - depth.get(entry), 1, 'the balance right after the entry');
    assert.deepEqual(consoleErrors, []);
  });
});

test('2. the top-up form, logged in: the amounts two round trips after the entry, the pre-check started at boot', async (t) => {
  await journey(t, browser, async (page, { context, consoleErrors }) => {
    await outsideTopupPause(page);
    const requests = await coldLoad(page, context, '/newRecharge/index2');
    await page.getByRole('radio', { name: /^50元/ }).waitFor({ timeout: 30_000 });
    await page.getByText('云南 昆明 联通').waitFor();
    const entry = find(requests, /\/js\/main\.[0-9a-f]+\.js$/, 'the entry');
    const chunk = find(requests, /\/js\/page-recharge\.[0-9a-f]+\.chunk\.js$/, 'the top-up chunk');
    const session = find(requests, /\/user\/getUserInfoBtm$/, 'the session');
    const check = find(requests, /\/preCheck\/preCheckToPhone$/, 'the pre-check');

    assert.ok(session.start < chunk.end && chunk.start < session.end, 'the guard does not hold the chunk back');
    assert.ok(check.start < chunk.end && check.start < session.end, 'the pre-check starts with them');
    const depth = depths(requests);
    assert.equal(depth.get(entry), 2);
    for (const r of [session, chunk, check])
      assert.ok(depth.get(r) - depth.get(entry) <= 1, `${r.path} right after the entry`);
    assert.deepEqual(consoleErrors, []);
  });
});

test('3. a logged-out visit to a guarded page leaves for the authorize page without downloading the page', async (t) => {
  await journey(t, browser, async (page, { consoleErrors }) => {
    const scripts = [];
    let left = false;
    page.on('request', (r) => {
      if (!left && r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname.replace(/^.*\/js\//, ''));
    });
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame() && /\/__sim\/oauth\/authorize/.test(f.url())) left = true;
    });
    // A guarded page (G2) and a page of another family (G1), each from a fresh visit without a session.
    for (const path of ['/newRecharge/index2', '/mobileBusiness']) {
      scripts.length = 0;
      left = false;
      await page.goto(`${APP}${path}`);
      await page.waitForURL(/\/sms2-api\/__sim\/oauth\/authorize\?/, { timeout: 30_000 });
      assert.ok(
        scripts.some((s) => /^main\.[0-9a-f]+\.js$/.test(s)),
        `the entry was loaded (${scripts.join(', ')})`,
      );
      // The entry, the login (auth) and the catalogues may load; a page family, or a chunk split off pages, not.
      const pages = scripts.filter(
        (s) => !/^(main|auth|wx|dialogs|oplog|i18n-[\w-]+)\.[0-9a-f]+(\.chunk)?\.js$/.test(s),
      );
      assert.deepEqual(pages, [], `${path}: no page chunk before the authorize page (${scripts.join(', ')})`);
      await page.goto('about:blank');
      await page.context().clearCookies();
    }
    assert.deepEqual(consoleErrors, []);
  });
});
