// The Content-Security-Policy of `npm run serve` (scripts/serve.ts) holds for the app as it runs: home and every
// ready route, logged in, load without one violation (a refused script, style, image or request), and the
// policy's headers are on the page. A control shows the check sees a violation when there is one.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { APP, BASE_URL, journey, launch, logInFromHome, quiet, resetSim } from './support.mjs';

const routes = JSON.parse(execFileSync('npm', ['run', '-s', 'routes', '--', '--json'], { encoding: 'utf8' }))
  .filter((r) => r.page === 'ready' && r.path !== '*')
  .map((r) => r.path.replace(/:\w+/g, 'x1'));

/** Collects the page's CSP violations (the browser's securitypolicyviolation events) in window.__csp. */
const WATCH = () => {
  window.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) =>
    window.__csp.push(`${e.violatedDirective} ${e.blockedURI || '(inline)'}`),
  );
};
const violations = (page) => page.evaluate(() => window.__csp ?? []);

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

async function logIn(page) {
  await page.addInitScript(WATCH);
  await logInFromHome(page, '王强');
  await page.getByText('186****0001').waitFor();
}

test('the page carries the policy and its companions', async (t) => {
  await journey(t, browser, async (page) => {
    const res = await page.goto(`${APP}/`);
    const h = res.headers();
    assert.match(h['content-security-policy'] ?? '', /default-src 'self'/);
    assert.match(h['content-security-policy'], /object-src 'none'/);
    assert.match(h['content-security-policy'], /base-uri 'none'/);
    assert.match(h['content-security-policy'], /frame-ancestors 'none'/);
    assert.equal(h['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.equal(h['x-content-type-options'], 'nosniff');
  });
});

test('the policy names its report endpoint: report-to with Reporting-Endpoints, report-uri for older browsers', async (t) => {
  await journey(t, browser, async (page) => {
    const res = await page.goto(`${APP}/`);
    const h = res.headers();
    const url = '/sms2-api/__sim/csp-reports';
    assert.match(h['content-security-policy'] ?? '', new RegExp(`; report-uri ${url}; report-to csp$`));
    assert.equal(h['reporting-endpoints'], `csp="${url}"`);
    // The collector takes a report as a browser sends it and lists it.
    const sent = await page.request.post(`${BASE_URL}${url}`, {
      headers: { 'content-type': 'application/csp-report' },
      data: JSON.stringify({ 'csp-report': { 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' } }),
    });
    assert.equal(sent.status(), 204);
    const list = await (await page.request.get(`${BASE_URL}${url}`)).json();
    assert.deepEqual(
      list.data.map((r) => r.effectiveDirective),
      ['script-src-elem'],
    );
  });
});

test('no CSP violation on home or any ready route, logged in', async (t) => {
  await journey(t, browser, async (page) => {
    await logIn(page);
    const seen = [];
    for (const route of ['/', ...routes]) {
      await page.goto(`${APP}${route}`);
      await quiet(page);
      for (const v of await violations(page)) seen.push(`${route}: ${v}`);
    }
    assert.deepEqual(seen, []);
  });
});

test('control: an injected inline script is refused and seen', async (t) => {
  await journey(t, browser, async (page) => {
    await page.addInitScript(WATCH);
    await page.goto(`${APP}/`);
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__ran = true';
      document.body.append(s);
    });
    await page.waitForFunction(() => (window.__csp ?? []).length > 0);
    assert.equal(await page.evaluate(() => window.__ran ?? false), false);
    assert.match((await violations(page)).join('\n'), /script-src/);
  });
});
