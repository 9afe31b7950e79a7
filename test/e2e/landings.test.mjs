// The pre-rendered landings (config/routes.ts `prerender`; src/server.tsx, scripts/landing.ts): the document alone
// carries the first screen, in the address's language, with nothing of a customer; in Chromium the app takes that
// HTML over without a hydration mismatch and the page then works (the customer's number filled in, the order reaches
// the checkout); a visitor without a session is sent to the login as before; a page whose chunks are gone after a
// deploy still works (the app renders anew).
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { APP, consent, journey, launch, outsideTopupPause, resetSim, until } from './support.mjs';

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
    await outsideTopupPause(page);
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
    await outsideTopupPause(page);
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
    await outsideTopupPause(page);
    await logIn(page, `${TOPUP}?lang=en`);
    await page.goto(`${TOPUP}?lang=en`);
    await page.getByRole('radio', { name: /^¥50 / }).waitFor();
    await numberIs(page.getByRole('textbox', { name: 'Number' }), OWN);
    assert.deepEqual(hydrationErrors([...errors, ...consoleErrors]), []);
  });
});

test('a stale landing after a deploy (its page chunk gone) still works: the app renders anew', async (t) => {
  await journey(t, browser, async (page, { errors, consoleErrors }) => {
    await outsideTopupPause(page);
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
    await outsideTopupPause(page);
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
