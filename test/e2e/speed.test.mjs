// The first screen under Slow 4G, logged in as 王强: what it needs starts at once and side by side (the session,
// the page chunk, the first data). On home, index.html starts the page chunk, the session, the account cards, the
// banners and the products itself, while the entry downloads (HTML -> entry, chunk and data); on the top-up form the
// page chunk, the session and the saved number's pre-check; elsewhere the chunk and the data start one round trip
// after the entry. A visitor's largest paint on home is the login prompt index.html paints (Lighthouse's LCP).
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { APP, journey, launch, logInFromHome, resetSim, until } from './support.mjs';

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

/** The page's own Resource Timing: each of `calls` ([path pattern, what]) started before the entry was in. */
async function startBeforeEntry(page, calls) {
  const timing = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd })),
  );
  const rt = (re, what) => {
    const e = timing.find((x) => re.test(new URL(x.name).pathname));
    assert.ok(e, `${what} in Resource Timing`);
    return e;
  };
  const mainEnd = rt(/\/js\/main\.[0-9a-f]+\.js$/, 'the entry').end;
  for (const [re, what] of calls) assert.ok(rt(re, what).start < mainEnd, `${what} starts before the entry is in`);
}

/**
 * Holds every answer but the document's until each request of `wanted` (path patterns) has been asked for. What
 * starts with the HTML is then told from what waits for an answer by the order of the requests, not by how fast the
 * machine or the line is: a request that waited for an answer is never asked, and the wait for it fails. Returns the
 * promise of all asked, and `release(test)`: the answers of the paths `test` accepts go (held ones and later ones).
 */
async function holdAnswers(page, wanted) {
  const asked = new Set();
  let allAsked;
  const everyAsked = new Promise((resolve) => (allAsked = resolve));
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    for (const re of wanted) if (re.test(path)) asked.add(re);
    if (asked.size === wanted.length) allAsked();
  });
  // A guard against a request that waits for a held answer (it would never be asked), not a budget.
  const notAsked = new Promise((_, reject) =>
    setTimeout(
      () =>
        reject(
          new Error(`never asked while the answers were held: ${wanted.filter((re) => !asked.has(re)).join(', ')}`),
        ),
      60_000,
    ).unref(),
  );
  let held = [];
  let open = () => false;
  await page.route(
    () => true,
    (route) => {
      const path = new URL(route.request().url()).pathname;
      if (route.request().resourceType() === 'document' || open(path)) return route.continue();
      // A page closed with answers held: nothing left to let through.
      held.push({ path, go: () => route.continue().catch(() => undefined) });
      return undefined;
    },
  );
  return {
    asked: Promise.race([everyAsked, notAsked]),
    release(test = () => true) {
      const before = open;
      open = (path) => before(path) || test(path);
      const go = held.filter((h) => test(h.path));
      held = held.filter((h) => !test(h.path));
      for (const h of go) void h.go();
    },
  };
}

/** Logs 王强 in (the consent round trip is not measured), then loads `path` afresh under Slow 4G, `wanted` held. */
async function coldLoad(page, context, path, wanted) {
  await logInFromHome(page, '王强');
  await page.getByText('¥36.50').waitFor();
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  const requests = recordRequests(page);
  const hold = await holdAnswers(page, wanted);
  await page.goto(`${APP}${path}`, { waitUntil: 'commit' });
  await hold.asked;
  return { requests, release: hold.release };
}

const ENTRY = /\/js\/main\.[0-9a-f]+\.js$/;

/** When the balance first shows, on the page's clock (ms since the epoch, as the requests' timing). */
const WATCH_BALANCE = () => {
  new MutationObserver((_, observer) => {
    if (!document.body?.textContent?.includes('¥36.50')) return;
    window.__balanceAt = performance.timeOrigin + performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true, characterData: true });
};

test('1. home, logged in: the page chunk, the session, the cards and the banners start with the HTML, before the entry is in', async (t) => {
  await journey(t, browser, async (page, { context, consoleErrors }) => {
    await page.addInitScript(WATCH_BALANCE);
    // Every answer held until the entry, the page chunk, the session, the cards, the banners and the products are
    // all asked (none waits for another's answer); then all but the entry's: index.html's card shows the balance
    // while the entry is still on its way; then the entry.
    const { requests, release } = await coldLoad(page, context, '/', [
      ENTRY,
      /\/js\/page-general\.[0-9a-f]+\.chunk\.js$/,
      /\/user\/getUserInfoBtm$/,
      /\/bill\/queryUserBalance$/,
      /\/bill\/querySetMealaAlowance$/,
      /\/config\/list$/,
      /\/omoweb\/productList\/list$/,
    ]);
    release((path) => !ENTRY.test(path));
    await page.waitForFunction(() => window.__balanceAt, null, { timeout: 30_000 });
    release();
    await page.getByText('¥36.50').waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: '热门推荐' }).waitFor();
    await until(() => ['/config/list', '/productList/list'].every((p) => requests.some((r) => r.path.endsWith(p))), {
      timeout: 30_000,
      what: 'the banners and the products',
    });
    const entry = find(requests, /\/js\/main\.[0-9a-f]+\.js$/, 'the entry');
    const chunk = find(requests, /\/js\/page-general\.[0-9a-f]+\.chunk\.js$/, 'the home chunk');
    const session = find(requests, /\/user\/getUserInfoBtm$/, 'the session');
    const balance = find(requests, /\/bill\/queryUserBalance$/, 'the balance');
    const config = find(requests, /\/config\/list$/, 'the banners');
    const products = find(requests, /\/omoweb\/productList\/list$/, 'the products');
    const allowance = find(requests, /\/bill\/querySetMealaAlowance$/, 'the allowance');
    // Asked once each: the entry took what index.html started, webpack the chunk it preloaded.
    for (const re of [
      /\/getUserInfoBtm$/,
      /\/queryUserBalance$/,
      /\/querySetMealaAlowance$/,
      /\/config\/list$/,
      /\/productList\/list$/,
      /\/page-general\.[0-9a-f]+\.chunk\.js$/,
    ])
      assert.equal(requests.filter((r) => re.test(r.path)).length, 1, `${re} asked once`);

    // The page's own Resource Timing: the calls start while the entry downloads.
    await startBeforeEntry(page, [
      [/\/bill\/queryUserBalance$/, 'the balance'],
      [/\/bill\/querySetMealaAlowance$/, 'the allowance'],
      [/\/user\/getUserInfoBtm$/, 'the session'],
      [/\/config\/list$/, 'the banners'],
      [/\/productList\/list$/, 'the products'],
      [/\/js\/page-general\.[0-9a-f]+\.chunk\.js$/, 'the home chunk'],
    ]);

    // Round trips: HTML (1) -> the entry beside the page chunk, the session and the data (2) -> the balance shows.
    // The entry's own request is sent when the test lets it go (after the balance shows): it was asked with the
    // others (the hold waited for it), so its depth is the test's, and it is left out.
    const depth = depths(requests.filter((r) => r !== entry));
    for (const r of [session, balance, allowance, config, products, chunk])
      assert.equal(depth.get(r), 2, `${r.path} beside the entry`);
    const shownAt = await page.evaluate(() => window.__balanceAt);
    assert.ok(shownAt, 'the balance was seen appearing');
    const before = requests.filter((r) => r.start < shownAt);
    const deepest = Math.max(...before.map((r) => depth.get(r)));
    assert.ok(
      deepest - 1 <= 2,
      `at most 2 sequential round trips after the HTML document (${before.map((r) => `${r.path}:${depth.get(r)}`).join(', ')})`,
    );
    t.diagnostic(`round trips after the HTML document before the balance shows: ${deepest - 1}`);
    // index.html's account card shows the balance before the entry is in; home then takes it over (one on the page).
    assert.ok(shownAt < entry.end, `the balance shows (${shownAt}) before the entry is in (${entry.end})`);
    await page.locator('#sms2-shell').waitFor({ state: 'detached' });
    assert.equal(await page.getByText('¥36.50').count(), 1);
    assert.deepEqual(consoleErrors, []);
  });
});

test('2. the top-up form, logged in: the page chunk, the session and the pre-check start with the HTML, before the entry is in', async (t) => {
  await journey(t, browser, async (page, { context, consoleErrors }) => {
    // Every answer held until the page chunk, the session and the pre-check are all asked: the guard does not wait
    // for the session's answer to ask for the chunk, nor the chunk for the entry.
    const { requests, release } = await coldLoad(page, context, '/newRecharge/index2', [
      ENTRY,
      /\/js\/page-recharge\.[0-9a-f]+\.chunk\.js$/,
      /\/user\/getUserInfoBtm$/,
      /\/preCheck\/preCheckToPhone$/,
    ]);
    release();
    await page.getByRole('radio', { name: /^50元/ }).waitFor({ timeout: 30_000 });
    await page.getByText('云南 昆明 联通').waitFor();
    const entry = find(requests, /\/js\/main\.[0-9a-f]+\.js$/, 'the entry');
    const chunk = find(requests, /\/js\/page-recharge\.[0-9a-f]+\.chunk\.js$/, 'the top-up chunk');
    const session = find(requests, /\/user\/getUserInfoBtm$/, 'the session');
    const check = find(requests, /\/preCheck\/preCheckToPhone$/, 'the pre-check');

    assert.ok(session.start < chunk.end && chunk.start < session.end, 'the guard does not hold the chunk back');
    assert.ok(check.start < chunk.end && check.start < session.end, 'the pre-check starts with them');
    // Asked once each: the entry took what index.html started (the pre-check with the XSRF token), webpack the chunk.
    for (const re of [/\/getUserInfoBtm$/, /\/preCheck\/preCheckToPhone$/, /\/page-recharge\.[0-9a-f]+\.chunk\.js$/])
      assert.equal(requests.filter((r) => re.test(r.path)).length, 1, `${re} asked once`);

    // The page's own Resource Timing: the session, the pre-check and the page chunk start while the entry downloads.
    await startBeforeEntry(page, [
      [/\/user\/getUserInfoBtm$/, 'the session'],
      [/\/preCheck\/preCheckToPhone$/, 'the pre-check'],
      [/\/js\/page-recharge\.[0-9a-f]+\.chunk\.js$/, 'the top-up chunk'],
    ]);

    // Round trips: HTML (1) -> the entry beside the page chunk, the session and the pre-check (2). The pre-rendered
    // page's HTML is long enough to arrive in parts on a slow network: what its head starts may then go while the
    // document still arrives (1), never after the entry.
    const depth = depths(requests);
    assert.equal(depth.get(entry), 2);
    for (const r of [session, chunk, check])
      assert.ok(depth.get(r) <= 2, `${r.path} beside the entry (${depth.get(r)} round trips)`);
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
      // The entry, the login (auth), the catalogues, axios (http, for a call of the login's or the log's) and the
      // field measurement of a sampled load (vitals) may load; a page family, or a chunk split off pages, not.
      const pages = scripts.filter(
        (s) => !/^(main|auth|wx|dialogs|http|vitals|i18n-[\w-]+)\.[0-9a-f]+(\.chunk)?\.js$/.test(s),
      );
      assert.deepEqual(pages, [], `${path}: no page chunk before the authorize page (${scripts.join(', ')})`);
      await page.goto('about:blank');
      await page.context().clearCookies();
    }
    assert.deepEqual(consoleErrors, []);
  });
});

test('4. home, a visitor: the largest paint is the login prompt index.html paints, before the entry is in; axios waits for the first screen', async (t) => {
  await journey(t, browser, async (page, { context, consoleErrors }) => {
    // Every largest-contentful-paint candidate: when, how large, and which element (its class, as it was then).
    await page.addInitScript(() => {
      window.__lcp = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          window.__lcp.push({
            at: e.startTime,
            size: e.size,
            cls: e.element?.className ?? '',
            text: e.element?.textContent ?? '',
          });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[role="note"]')?.textContent?.includes('系统维护')) return;
        window.__noticeAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    // The entry held until index.html's prompt has painted (Chromium reported it as the largest paint so far), then
    // let through: what is measured is that nothing of the entry paints anything larger afterwards, not how fast
    // this machine paints beside the entry's download.
    let letEntryGo;
    const entryHeld = new Promise((resolve) => (letEntryGo = resolve));
    await page.route(ENTRY, async (route) => {
      await entryHeld;
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${APP}/`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__lcp?.some((e) => e.cls === 'shell-greeting'), null, { timeout: 60_000 });
    letEntryGo();
    await page.getByRole('note').filter({ hasText: '系统维护' }).waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: '热门推荐' }).waitFor();
    await page.locator('#sms2-shell').waitFor({ state: 'detached' });

    const lcp = await page.evaluate(() => window.__lcp);
    const last = lcp.at(-1);
    t.diagnostic(
      `largest contentful paints: ${lcp.map((e) => `${Math.round(e.at)} ms ${e.size} px² .${e.cls}`).join(', ')}`,
    );
    assert.ok(last, 'a largest contentful paint was reported');
    assert.equal(last.cls, 'shell-greeting', `the largest paint is index.html's prompt (${JSON.stringify(lcp)})`);
    assert.equal(last.text, '登录后查看话费余额和剩余流量');
    const timing = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd })),
    );
    const mainEnd = timing.find((e) => /\/js\/main\.[0-9a-f]+\.js$/.test(e.name))?.end;
    assert.ok(mainEnd, 'the entry in Resource Timing');
    assert.ok(last.at < mainEnd, `the largest paint (${last.at} ms) comes before the entry is in (${mainEnd} ms)`);
    // index.html made home's first calls: axios is not asked for on the way to the first screen.
    const noticeAt = await page.evaluate(() => window.__noticeAt);
    assert.ok(noticeAt, 'the notice was seen appearing');
    for (const e of timing.filter((x) => /\/js\/http\.[0-9a-f]+\.chunk\.js$/.test(x.name)))
      assert.ok(e.start > noticeAt, `axios (${e.start} ms) is asked for after the notice shows (${noticeAt} ms)`);
    assert.deepEqual(consoleErrors, []);
  });
});
