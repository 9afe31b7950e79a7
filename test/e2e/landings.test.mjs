// The pre-rendered landings (config/routes.ts `prerender`; src/server.tsx, scripts/landing.ts): the document alone
// carries the first screen, in the address's language, with nothing of a customer; in Chromium the app takes that
// HTML over without a hydration mismatch and the page then works (the customer's number filled in, the order reaches
// the checkout); a visitor without a session is sent to the login as before; a page whose chunks are gone after a
// deploy still works (the app renders anew). The data-pack landings (/flowDetail and its pack pages) carry the
// catalogue's packs from the build's snapshot in the HTML, and a pack is bought from them once the app has taken over.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { APP, consent, countRequests, journey, launch, passSmsGate, resetSim, until } from './support.mjs';

const OWN = '18687120001';
const TOPUP = `${APP}/newRecharge/index2`;

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

/** 王强 logs in from the landing (logged out, the guard leaves for the login, as before): back on it once the app
 *  has kept his session and his number, which the next page load reads. */
async function logIn(page, url = TOPUP) {
  await page.goto(url);
  await consent(page, '王强');
  assert.equal(new URL(page.url()).pathname, '/sms2/newRecharge/index2');
  await until(() => page.evaluate(() => localStorage.getItem('wechatUser_phone')), { what: 'the saved number' });
}

/** The number field's value, once it is `value`. */
const numberIs = (field, value) => until(async () => (await field.inputValue()) === value, { what: `number ${value}` });

/** The document of an address as the server sends it, no script run. */
async function documentOf(url) {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  assert.equal(res.status, 200, url);
  return res.text();
}

/** React's reports of a hydration that did not match: in words in a development build, by number in production
 *  (https://react.dev/errors/418 and its kin, thrown to the window as uncaught errors). */
const hydrationErrors = (lines) =>
  lines.filter((l) => /hydrat|react\.dev\/errors\/(418|419|421|422|423|425)\b/i.test(l));

test('the top-up landing: its first screen is in the HTML, in each language, with nothing of a customer', async () => {
  const zh = await documentOf(TOPUP);
  assert.match(zh, /<html lang="zh-CN"/);
  assert.match(zh, /<title>话费充值<\/title>/);
  assert.equal((zh.match(/role="radio"/g) ?? []).length, 8, 'the 8 amounts');
  for (const text of ['充值号码', '充值金额', '10元', '500元', '立即充值']) assert.ok(zh.includes(text), text);
  // Styled from the document alone: the entry's and the page's stylesheets inline, no stylesheet to wait for.
  assert.match(zh, /<style data-href="\/sms2\/css\/page-recharge\.[0-9a-f]{8}\.chunk\.css">/);
  assert.match(zh, /<style data-href="\/sms2\/css\/main\.[0-9a-f]{8}\.css">/);
  assert.ok(!/<link[^>]*stylesheet/.test(zh), 'no stylesheet link');
  assert.match(zh, /<script type="application\/json" id="sms2-prerender">/);
  assert.ok(!zh.includes('boot-text'), 'no splash');
  // No customer: an empty number, no region, no balance, no day's offer (the day is the browser's to know).
  assert.match(zh, /name="phone" value=""/);
  assert.ok(!/1\d{10}/.test(zh.replace(/<script>[\s\S]*?<\/script>/g, '')), 'no phone number');
  assert.ok(!zh.includes('特惠'), "no day's offer in the HTML");

  const en = await documentOf(`${TOPUP}?lang=en`);
  assert.match(en, /<html lang="en-US"/);
  for (const text of ['Amount', 'Top up now', '¥500']) assert.ok(en.includes(text), text);

  // Every other route still gets index.html and its splash.
  assert.ok((await documentOf(`${APP}/newRecharge/history`)).includes('boot-text'));
});

test('王强 lands on the pre-rendered top-up: hydrated without a mismatch, his number fills in, he pays', async (t) => {
  await journey(t, browser, async (page, { errors, consoleErrors }) => {
    await logIn(page);

    // The landing from a link, with his session kept: the HTML's own page, taken over. Its inline stylesheets are
    // allowed by the policy (a violation would leave the first screen unstyled).
    await page.addInitScript(() => {
      window.violations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.violations.push(e.violatedDirective));
    });
    const before = consoleErrors.length;
    await page.goto(TOPUP);
    const number = page.getByRole('textbox', { name: '充值号码' });
    await page.getByText('云南 昆明 联通').waitFor();
    await numberIs(number, OWN); // the saved number fills in after hydration
    assert.deepEqual(await page.evaluate(() => window.violations), [], 'no Content-Security-Policy violation');
    assert.deepEqual(hydrationErrors([...errors, ...consoleErrors.slice(before)]), [], 'no hydration mismatch');

    const fifty = page.getByRole('radio', { name: /^50元/ });
    await fifty.click();
    assert.equal(await fifty.getAttribute('aria-checked'), 'true');
    await page.getByText('实付金额¥50.00').waitFor();
    await page.getByRole('button', { name: '立即充值' }).click();
    await page.waitForURL((u) => u.pathname === '/sms2/newRecharge/recharge');
    await page.getByRole('button', { name: '微信支付 ¥50.00' }).waitFor();
    assert.deepEqual(errors, []);
    assert.deepEqual(hydrationErrors(consoleErrors), []);
    await page.screenshot({ path: 'test-results/landing-topup.png' });
  });
});

test('the pre-rendered nodes are hydrated, not replaced', async (t) => {
  await journey(t, browser, async (page, { errors, consoleErrors }) => {
    await logIn(page);
    // Marks the HTML's form before any script of the app runs: hydration keeps the node, a new render would not.
    await page.route(/\/sms2\/js\/main\.[0-9a-f]{8}\.js$/, async (route) => {
      const res = await route.fetch();
      const body = await res.text();
      await route.fulfill({
        response: res,
        body: `document.querySelector('#root form')&&document.querySelector('#root form').setAttribute('data-html','1');\n${body}`,
      });
    });
    await page.goto(TOPUP);
    await page.getByText('云南 昆明 联通').waitFor();
    assert.equal(await page.locator('#root form[data-html="1"]').count(), 1, 'the same form element');
    assert.deepEqual(hydrationErrors([...errors, ...consoleErrors]), []);
  });
});

test('in English from the address: the English HTML, hydrated', async (t) => {
  await journey(t, browser, async (page, { errors, consoleErrors }) => {
    await logIn(page, `${TOPUP}?lang=en`);
    await page.goto(`${TOPUP}?lang=en`);
    await page.getByRole('radio', { name: /^¥50 / }).waitFor();
    await numberIs(page.getByRole('textbox', { name: 'Number' }), OWN);
    assert.deepEqual(hydrationErrors([...errors, ...consoleErrors]), []);
  });
});

test('a stale landing after a deploy (its page chunk gone) still works: the app renders anew', async (t) => {
  await journey(t, browser, async (page, { errors, consoleErrors }) => {
    await logIn(page);
    // The page's chunk answers 404 once, as after a deploy that pruned it; the retry is offered, then works.
    let refused = 0;
    await page.route(/\/sms2\/js\/page-recharge\.[0-9a-f]{8}\.chunk\.js$/, (route) =>
      refused++ === 0 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
    );
    await page.goto(TOPUP);
    const retry = page.getByRole('button', { name: '重试' });
    const form = page.getByText('云南 昆明 联通');
    await retry.or(form).first().waitFor();
    if (await retry.isVisible()) await retry.click();
    await form.waitFor();
    await numberIs(page.getByRole('textbox', { name: '充值号码' }), OWN);
    assert.deepEqual(hydrationErrors([...errors, ...consoleErrors]), []);
  });
});

test('the check above can fail: an HTML that does not match the app is reported', async (t) => {
  await journey(t, browser, async (page, { errors, consoleErrors }) => {
    await logIn(page);
    await page.route(/\/sms2\/newRecharge\/index2$/, async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, body: (await res.text()).replace('充值金额', '充值金') });
    });
    await page.goto(TOPUP);
    await page.getByText('云南 昆明 联通').waitFor();
    await page.getByText('充值金额').waitFor();
    assert.notDeepEqual(hydrationErrors([...errors, ...consoleErrors]), []);
  });
});

// ---------------------------------------------------------------- the data-pack landings

const PACKS = `${APP}/flowDetail`;
const PACK = `${APP}/flowDetail/bingjiling`;

/** 王强 logs in from a pack landing (the guard leaves for the login), back on it once his session is kept. */
async function logInAt(page, url) {
  await page.goto(url);
  await consent(page, '王强');
  assert.equal(new URL(page.url()).pathname, new URL(url).pathname);
  await until(() => page.evaluate(() => localStorage.getItem('wechatUser_phone')), { what: 'the saved number' });
}

/** Marks `selector`'s element of the HTML before any script of the app runs: hydration keeps the node. */
async function markBeforeScripts(page, selector) {
  await page.route(/\/sms2\/js\/main\.[0-9a-f]{8}\.js$/, async (route) => {
    const res = await route.fetch();
    const body = await res.text();
    const mark = `(function(){var e=document.querySelector(${JSON.stringify(selector)});if(e)e.setAttribute('data-html','1')})();`;
    await route.fulfill({ response: res, body: `${mark}\n${body}` });
  });
}

test('the data-pack landings: the packs and their prices are in the HTML, in each language, with nothing of a customer', async () => {
  const zh = await documentOf(PACKS);
  assert.match(zh, /<title>流量专区<\/title>/);
  // The first tab's packs (通用), the tabs, and no remaining data yet (the customer's).
  for (const text of ['冰激凌夏日包', '¥10.00', '精准扶贫惠民包', '¥1.00', '定向', '正在查询剩余流量...'])
    assert.ok(zh.includes(text), text);
  assert.match(zh, /<style data-href="\/sms2\/css\/page-dataPacks\.[0-9a-f]{8}\.chunk\.css">/);
  assert.match(zh, /<script type="application\/json" id="sms2-prerender">/);
  assert.ok(!/1\d{10}/.test(zh.replace(/<script>[\s\S]*?<\/script>/g, '')), 'no phone number');
  const en = await documentOf(`${PACKS}?lang=en`);
  assert.match(en, /<html lang="en-US"/);
  for (const text of ['Data packs', 'General', '¥10.00']) assert.ok(en.includes(text), text);

  const pack = await documentOf(PACK);
  for (const text of ['冰激凌夏日包', '10 GB', '7天', '立即订购 ¥10.00']) assert.ok(pack.includes(text), text);
  // The standing is the customer's: the button waits for the app and the server.
  assert.match(pack, /<button[^>]*disabled=""[^>]*aria-busy="true"/);
  assert.ok((await documentOf(`${PACK}?lang=en`)).includes('Order now ¥10.00'));
});

test('without scripts the pack landing still shows its packs', async (t) => {
  await journey(t, browser, async (page) => {
    await page.route(/\/sms2\/js\//, (route) => route.abort());
    await page.goto(PACKS);
    await page.getByRole('button', { name: /冰激凌夏日包/ }).waitFor();
    await page.goto(PACK);
    await page.getByRole('heading', { name: '冰激凌夏日包' }).waitFor();
  });
});

test('an address with a tab is sent that tab’s HTML: the tab and its packs before any script, kept on take-over', async (t) => {
  const selected = (html) => /aria-selected="true"[^>]*>([^<]+)</.exec(html)?.[1];
  // The page's markup (the state beside it holds every tab's packs).
  const zh = (await documentOf(`${PACKS}?from=sms&tab=5G`)).split('id="sms2-prerender"')[0];
  assert.equal(selected(zh), '5G');
  assert.ok(zh.includes('5G畅享包') && !zh.includes('冰激凌夏日包'), 'the 5G packs, not the first tab’s');
  const en = await documentOf(`${PACKS}?tab=5G&lang=en`);
  assert.match(en, /<html lang="en-US"/);
  assert.ok(en.includes('5G premium pack'), 'the English 5G tab');
  // A tab the page does not have, or one that tries another path: the landing's own file.
  for (const q of ['?tab=nope', '?tab=..%2F..%2Findex'])
    assert.equal(selected(await documentOf(`${PACKS}${q}`)), '通用');
  await journey(t, browser, async (page, { errors, consoleErrors }) => {
    await logInAt(page, PACKS);
    // Every change of a tab's selection from the HTML on: a second paint of the tabs would show here.
    await page.route(/\/sms2\/js\/main\.[0-9a-f]{8}\.js$/, async (route) => {
      const res = await route.fetch();
      const watch =
        '(function(){window.__tabChanges=[];new MutationObserver(function(m){m.forEach(function(r){' +
        "window.__tabChanges.push(r.target.textContent+'='+r.target.getAttribute('aria-selected'))})})" +
        ".observe(document.getElementById('root'),{subtree:true,attributes:true,attributeFilter:['aria-selected']})})();";
      await route.fulfill({ response: res, body: `${watch}\n${await res.text()}` });
    });
    const before = consoleErrors.length;
    await page.goto(`${PACKS}?tab=5G`);
    await page.getByText('剩余流量', { exact: true }).waitFor();
    await page.getByRole('button', { name: /5G畅享包/ }).waitFor();
    assert.equal(await page.getByRole('tab', { name: '5G' }).getAttribute('aria-selected'), 'true');
    assert.deepEqual(await page.evaluate(() => window.__tabChanges), [], 'the tab the HTML showed, kept');
    assert.deepEqual(hydrationErrors([...errors, ...consoleErrors.slice(before)]), [], 'no hydration mismatch');
    assert.deepEqual(errors, []);
  });
});

test('王强 lands on the pre-rendered catalogue: hydrated without a mismatch, his data fills in, he opens a pack', async (t) => {
  await journey(t, browser, async (page, { errors, consoleErrors }) => {
    await logInAt(page, PACKS);
    await markBeforeScripts(page, '#root main');
    const before = consoleErrors.length;
    await page.goto(PACKS);
    await page.getByText('剩余流量', { exact: true }).waitFor();
    assert.equal(await page.locator('#root main[data-html="1"]').count(), 1, 'the same page element');
    assert.deepEqual(hydrationErrors([...errors, ...consoleErrors.slice(before)]), [], 'no hydration mismatch');
    await page.getByRole('button', { name: /冰激凌夏日包/ }).click();
    await page.waitForURL((u) => u.pathname === '/sms2/flowDetail/bingjiling');
    await page.getByRole('button', { name: '立即订购 ¥10.00' }).waitFor();
    assert.deepEqual(errors, []);
  });
});

test('王强 lands on a pre-rendered pack page: hydrated without a mismatch, and buys the pack', async (t) => {
  await journey(t, browser, async (page, { errors, consoleErrors }) => {
    await logInAt(page, PACK);
    await markBeforeScripts(page, '#root main');
    const before = consoleErrors.length;
    const handled = countRequests(page, 'handlebusi/busi/handle');
    await page.goto(PACK);
    const order = page.getByRole('button', { name: '立即订购 ¥10.00' });
    await until(() => order.isEnabled(), { what: 'the order button enabled by the server' });
    assert.equal(await page.locator('#root main[data-html="1"]').count(), 1, 'the same page element');
    assert.deepEqual(hydrationErrors([...errors, ...consoleErrors.slice(before)]), [], 'no hydration mismatch');
    await order.click();
    await page.getByRole('dialog', { name: '确认订购' }).getByRole('button', { name: '确认订购' }).click();
    await passSmsGate(page, OWN);
    await page.waitForURL((u) => u.pathname === '/sms2/flowDetail/result');
    await page.getByRole('heading', { name: '订购成功，立即生效' }).waitFor();
    assert.equal(handled.filter((r) => r.method() === 'POST').length, 1, 'ordered once');
    assert.deepEqual(errors, []);
    assert.deepEqual(hydrationErrors(consoleErrors), []);
  });
});

test('a visitor without a session sees the pack landing’s packs, then is sent to the login', async (t) => {
  await journey(t, browser, async (page) => {
    assert.ok((await documentOf(PACK)).includes('冰激凌夏日包'), 'the HTML holds the pack for everyone');
    await page.goto(PACK);
    await page.waitForURL(/\/sms2-api\/__sim\/oauth\/authorize\?/);
  });
});

const ACTIVITIES = `${APP}/onlineActivities`;

test('the activity list landing: the live activities and their end dates are in the HTML, in each language', async () => {
  const zh = await documentOf(ACTIVITIES);
  assert.match(zh, /<title>[^<]*活动[^<]*<\/title>/);
  for (const text of ['进行中', '存费最低6.5折', '冬奥迎新年主会场']) assert.ok(zh.includes(text), text);
  assert.match(zh, /\d{4}-\d{2}-\d{2}\s*结束/);
  assert.match(zh, /<script type="application\/json" id="sms2-prerender">/);
  const en = await documentOf(`${ACTIVITIES}?lang=en`);
  assert.match(en, /<html lang="en-US"/);
  for (const text of ['Running', 'Winter Games New Year Main Venue']) assert.ok(en.includes(text), text);
});

test('a visitor lands on the pre-rendered activity list: hydrated without a mismatch, the nodes kept, and opens one', async (t) => {
  await journey(t, browser, async (page, { errors, consoleErrors }) => {
    await markBeforeScripts(page, '#root main');
    await page.goto(ACTIVITIES);
    await until(() => page.evaluate(() => document.getElementById('root')?.dataset.hydration), {
      what: "the landing's hydration",
    }).then((v) => assert.equal(v, 'done'));
    // The server's list has come (the page is no longer busy), on the same page element.
    await until(async () => (await page.locator('#root main[aria-busy]').count()) === 0, { what: "the server's list" });
    assert.equal(await page.locator('#root main[data-html="1"]').count(), 1, 'the same page element');
    assert.deepEqual(hydrationErrors([...errors, ...consoleErrors]), [], 'no hydration mismatch');
    await page
      .getByRole('link', { name: /冬奥迎新年主会场/ })
      .first()
      .click();
    await page.waitForURL((u) => u.pathname === '/sms2/yearMainVenue');
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.deepEqual(errors, []);
  });
});

const VENUE = `${APP}/yearMainVenue`;

test('the venue landing: its window, halls, floors and rules are in the HTML, in each language, without images', async () => {
  const zh = await documentOf(VENUE);
  assert.match(zh, /活动截止<strong[^>]*>\d{4}-\d{2}-\d{2} \d{2}:\d{2}<\/strong>/);
  for (const text of ['冬奥迎新年', '5G馆', '活动规则', '新年热门流量包']) assert.ok(zh.includes(text), text);
  assert.match(zh, /¥\d+\.\d{2}/);
  assert.ok(!/<img/.test(zh.replace(/<script[\s\S]*?<\/script>/g, '')), 'no image before the app checks it');
  const en = await documentOf(`${VENUE}?lang=en`);
  assert.match(en, /Ends<strong[^>]*>\d{4}-\d{2}-\d{2} \d{2}:\d{2}<\/strong>/);
});

test('a visitor lands on the pre-rendered venue: hydrated without a mismatch, nothing moves, the countdown runs, a hall opens', async (t) => {
  await journey(t, browser, async (page, { errors, consoleErrors }) => {
    await markBeforeScripts(page, '#root main');
    // Where the halls stand in the HTML, before any script: the share button that comes with the app takes its
    // place without moving them.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        window.__hallsTop = document.querySelector('#root nav')?.getBoundingClientRect().top;
      });
    });
    await page.goto(VENUE);
    await until(() => page.evaluate(() => document.getElementById('root')?.dataset.hydration), {
      what: "the landing's hydration",
    }).then((v) => assert.equal(v, 'done'));
    await page.getByRole('timer').waitFor();
    assert.match(await page.getByRole('timer').innerText(), /距活动结束\s*(\d+天 )?\d{2}:\d{2}:\d{2}/);
    await page.getByRole('button', { name: '复制链接' }).waitFor();
    const [before, now] = await page.evaluate(() => [
      window.__hallsTop,
      document.querySelector('#root nav')?.getBoundingClientRect().top,
    ]);
    assert.ok(typeof before === 'number', 'the halls were in the HTML');
    assert.ok(Math.abs(now - before) < 1, `the halls stayed where the HTML put them (${before} -> ${now})`);
    assert.equal(await page.locator('#root main[data-html="1"]').count(), 1, 'the same page element');
    assert.deepEqual(hydrationErrors([...errors, ...consoleErrors]), [], 'no hydration mismatch');
    await page.getByRole('link', { name: /5G馆/ }).first().click();
    await page.waitForURL((u) => u.pathname === '/sms2/yearMainVenue/venue5G');
    await page.getByRole('heading', { level: 1, name: /5G馆/ }).waitFor();
    assert.deepEqual(errors, []);
  });
});
