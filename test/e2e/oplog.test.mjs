// Journey 5: every navigation, the first page included, posts one operation log (SPEC §3, §4, §7).
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { APP, consent, countRequests, journey, launch, resetSim, sim, until } from './support.mjs';

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
    await page.waitForLoadState('networkidle');

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
    // WeChat's authorize page sends the visitor back with its fragment on the address (a redirect keeps it).
    await page.route('**/sms2-api/__sim/oauth/confirm?**', async (route) => {
      const answer = await route.fetch({ maxRedirects: 0 });
      const location = answer.headers().location;
      await route.fulfill({ status: 302, headers: { location: `${location}#wechat_redirect` } });
    });
    await page.goto(`${APP}/discounts?source=${encodeURIComponent(source)}`);
    await consent(page, '王强');
    assert.equal(new URL(page.url()).pathname, '/sms2/discounts');
    await until(async () => (await navigationLogs()).length >= 1, { what: "the campaign page's log" });
    await page.waitForLoadState('networkidle');
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
