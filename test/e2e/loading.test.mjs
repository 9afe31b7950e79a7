// Journeys of the first screen on a bad network: never a white screen. Every script but the entry is aborted
// (a retry in the language in use, which loads what failed) or held for 3 s ("加载中..." / "Loading..." from the
// first paint until the page). The deep link is an agreement: a page chunk, its documents and, in English, the
// en-US catalogue, all chunks.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { APP, journey, launch, resetSim } from './support.mjs';

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

const NON_ENTRY = '**/js/*.chunk.js';
const LANGS = [
  { lang: 'zh-CN', query: '', retry: '重试', loading: '加载中...', heading: '客户入网服务协议' },
  { lang: 'en-US', query: '?lang=en', retry: 'Retry', loading: 'Loading...', heading: 'Customer Service Agreement' },
];

for (const { lang, query, retry, heading } of LANGS) {
  test(`1. ${lang}: every non-entry script fails on a deep link -> "${retry}"; unblocked, the retry shows the page`, async (t) => {
    await journey(t, browser, async (page, { errors }) => {
      const aborted = new Set();
      await page.route(NON_ENTRY, (r) => {
        aborted.add(new URL(r.request().url()).pathname.replace(/.*\/js\//, ''));
        return r.abort();
      });
      await page.goto(`${APP}/agreement/a1${query}`);
      await page.getByRole('button', { name: retry, exact: true }).waitFor();
      assert.ok(
        [...aborted].some((f) => f.startsWith('page-agreement.')),
        `the page chunk was asked for (${[...aborted]})`,
      );
      if (lang === 'en-US')
        assert.ok(
          [...aborted].some((f) => f.startsWith('i18n-en-US.')),
          'the en-US catalogue was asked for',
        );
      await page.unroute(NON_ENTRY);
      await page.getByRole('button', { name: retry, exact: true }).click();
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      assert.equal(await page.getByRole('button', { name: retry, exact: true }).count(), 0);
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
      assert.deepEqual(errors, []);
    });
  });
}

for (const { lang, query, loading, heading } of LANGS) {
  test(`2. ${lang}: with every non-entry script 3 s late, "${loading}" shows from the first paint until the page`, async (t) => {
    await journey(t, browser, async (page, { errors }) => {
      // Samples every frame: when the loading text is first seen, and any frame with nothing on the screen (when,
      // and how far the document was). A frame before the first paint shows nothing of the page yet by definition
      // (the parser may not have reached #root): the screen is the browser's until then, so those are not counted.
      await page.addInitScript((text) => {
        const seen = { loadingAt: null, blank: [], done: false };
        window.__boot = seen;
        const tick = () => {
          const shown = document.body ? document.body.innerText.trim() : '';
          if (shown.includes(text) && seen.loadingAt === null) seen.loadingAt = performance.now();
          if (document.body && !shown)
            seen.blank.push({
              at: performance.now(),
              state: document.readyState,
              body: document.body.innerHTML.length,
            });
          if (document.querySelector('h1')) {
            seen.done = true;
            return;
          }
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }, loading);
      await page.route(NON_ENTRY, async (r) => {
        await new Promise((done) => setTimeout(done, 3000));
        await r.continue().catch(() => {});
      });
      const started = Date.now();
      await page.goto(`${APP}/agreement/a1${query}`, { waitUntil: 'commit' });
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor({ timeout: 20_000 });
      assert.ok(Date.now() - started >= 3000, 'the chunks were held');
      const { loadingAt, blank, firstPaint } = await page.evaluate(() => ({
        ...window.__boot,
        firstPaint: performance.getEntriesByType('paint').find((e) => e.name === 'first-paint')?.startTime ?? null,
      }));
      assert.notEqual(firstPaint, null, 'the browser reports its first paint');
      assert.notEqual(loadingAt, null, `"${loading}" was shown`);
      assert.ok(
        loadingAt - firstPaint <= 300,
        `"${loading}" at ${Math.round(loadingAt)} ms, first paint at ${Math.round(firstPaint)} ms`,
      );
      const painted = blank.filter((f) => f.at >= firstPaint);
      assert.deepEqual(painted, [], `no frame without anything on the screen (first paint at ${firstPaint} ms)`);
      assert.deepEqual(errors, []);
    });
  });
}
