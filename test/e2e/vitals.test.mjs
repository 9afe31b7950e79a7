// Real-user speed (issue 39): the app measures its Core Web Vitals with web-vitals on a sampled page load (every one
// at the default rate) and sends them with keepalive when the page is left, to the simulator's `config/vitals`:
// per route pattern, never the address, with the engine.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { APP, journey, launch, quiet, resetSim, sim, until } from './support.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await resetSim();
  await sim('DELETE', 'vitals');
});

const samples = async () => (await sim('GET', 'vitals')).data;
const WECHAT_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; V2199A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) NetType/4G Language/zh_CN';

/** Opens `path`, waits for the measurement to load, taps the page's margin, then leaves the page. */
async function visit(page, path) {
  // It loads once the first screen is done and the phone is idle (index.tsx): a load event and an idle moment away.
  const measuring = page.waitForRequest(/\/js\/vitals\.[^/]*\.js$/, { timeout: 30_000 });
  await page.goto(`${APP}${path}`);
  await measuring;
  await quiet(page);
  await page.mouse.click(5, 640);
  await page.goto('about:blank'); // pagehide: the samples go
}

test('field measurement: a page left sends its vitals once, by route pattern and engine, never its address', async (t) => {
  await journey(t, browser, async (page) => {
    await visit(page, '/agreement/a1?source=sms&orderId=ORD_SECRET_1');
    const got = await until(
      async () => {
        const s = await samples();
        return ['TTFB', 'FCP', 'LCP', 'CLS', 'INP'].every((n) => s.some((x) => x.name === n)) && s;
      },
      { what: 'the five metrics' },
    );
    for (const s of got) {
      assert.equal(s.route, '/agreement/a1');
      assert.equal(s.engine, 'other');
      assert.ok(s.value >= 0 && Number.isFinite(s.value), `${s.name} ${s.value}`);
    }
    assert.doesNotMatch(JSON.stringify(got), /ORD_SECRET_1|source=sms/);
    // The collector keeps every sample it receives: the page left (a pagehide, then a visibilitychange) sent each once.
    assert.equal(new Set(got.map((s) => `${s.name}:${s.id}`)).size, got.length, 'each metric once');
  });
});

test('field measurement: WeChat on Android is named as such', async (t) => {
  await journey(
    t,
    browser,
    async (page) => {
      await visit(page, '/agreement');
      const got = await until(async () => {
        const s = await samples();
        return s.some((x) => x.name === 'LCP') && s;
      });
      assert.deepEqual([...new Set(got.map((s) => `${s.route} ${s.engine}`))], ['/agreement wechat-android']);
    },
    { userAgent: WECHAT_ANDROID },
  );
});
