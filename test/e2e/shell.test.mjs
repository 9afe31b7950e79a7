// Journeys of the app shell: first visit, deep links, the 404 page, a page chunk that fails, the language.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { APP, journey, launch, logInFromHome, quiet, resetSim } from './support.mjs';

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

test('1. first visit shows the home hub, titled 首页, without page errors', async (t) => {
  await journey(t, browser, async (page, { errors, consoleErrors }) => {
    await page.goto(`${APP}/`);
    await page.getByRole('heading', { name: '网上营业厅', level: 1 }).waitFor();
    const tiles = page.getByRole('navigation', { name: '业务入口' });
    // Every tile leads to a built page (defects.test.mjs checks that a planned one would say "即将上线").
    for (const name of [
      '话费充值',
      '流量包',
      '宽带办理',
      '号卡',
      '套餐变更',
      '我的账单',
      '投诉建议',
      '会员日',
      '存费优惠',
    ]) {
      await tiles.getByRole('link', { name }).waitFor();
    }
    assert.equal(await tiles.getByText('即将上线').count(), 0, 'no tile is marked 即将上线');
    assert.equal(await page.title(), '首页');
    // The cards settle (logged out: the login button and the products); nothing failed on the way.
    await page
      .getByRole('button', { name: '登录/绑定号码' })
      .or(page.getByRole('link', { name: '登录/绑定号码' }))
      .waitFor();
    await page.getByRole('heading', { name: '热门推荐' }).waitFor();
    await quiet(page);
    assert.equal(await page.getByRole('button', { name: /点击重试/ }).count(), 0, 'no card failed');
    assert.deepEqual(errors, [], 'no uncaught page error');
    assert.deepEqual(consoleErrors, [], 'no console error from the app');
  });
});

test('2. a deep link to an agreement loads on a fresh page and after a reload', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    await page.goto(`${APP}/agreement/a1`);
    await page.getByRole('heading', { name: '客户入网服务协议', level: 1 }).waitFor();
    assert.match(await page.title(), /客户入网服务协议/);
    await page.reload();
    await page.getByRole('heading', { name: '客户入网服务协议', level: 1 }).waitFor();
    assert.match(await page.title(), /客户入网服务协议/);
    assert.equal(new URL(page.url()).pathname, '/sms2/agreement/a1');
    assert.deepEqual(errors, []);
  });
});

test('3. an unknown path shows the 404 page, whose "返回首页" goes home', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    await page.goto(`${APP}/no/such/page`);
    await page.getByRole('heading', { name: '页面不存在' }).waitFor();
    assert.match(await page.title(), /页面不存在/);
    await page.getByRole('button', { name: '返回首页' }).click();
    await page.waitForURL((u) => /^\/sms2\/?$/.test(u.pathname));
    // Home itself, not the 404 page under home's address.
    await page
      .getByRole('heading', { name: '网上营业厅', level: 1 })
      .waitFor()
      .catch(async (e) => {
        const shown = (await page.getByRole('heading', { level: 1 }).allInnerTexts()).join(' / ');
        throw new Error(
          `at ${new URL(page.url()).pathname} the page shows "${shown}", not home (${e.message.split('\n')[0]})`,
        );
      });
    assert.equal(await page.getByRole('heading', { name: '页面不存在' }).count(), 0);
    assert.equal(await page.title(), '首页');
    assert.deepEqual(errors, []);
  });
});

for (const [what, pattern] of [
  ['script', '**/js/page-general*.js'],
  ['stylesheet', '**/css/page-general*.css'],
]) {
  test(`4. a page chunk whose ${what} fails shows "页面加载失败", and "重试" loads it`, async (t) => {
    await journey(t, browser, async (page, { errors }) => {
      let blocked = 0;
      await page.route(pattern, (r) => {
        blocked += 1;
        return r.abort();
      });
      await page.goto(`${APP}/down`);
      await page.getByRole('heading', { name: '页面加载失败' }).waitFor();
      assert.ok(blocked > 0, `the ${what} of page-general was asked for`);
      await page.unroute(pattern);
      await page.getByRole('button', { name: '重试' }).click();
      await page.getByRole('heading', { name: '该页面/活动已下线' }).waitFor();
      assert.equal(await page.getByRole('heading', { name: '页面加载失败' }).count(), 0);
      // The page's stylesheet is in the document after the retry.
      await page.waitForFunction(() =>
        [...document.styleSheets].some((s) => /\/css\/page-general\.[^/]*\.css$/.test(s.href ?? '')),
      );
      assert.deepEqual(errors, []);
    });
  });
}

test('6. ?lang=en shows the English home, and the choice is kept on the next page', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    await page.goto(`${APP}/?lang=en`);
    await page.getByRole('heading', { name: 'Online service hall', level: 1 }).waitFor();
    assert.equal(await page.title(), 'Home');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en-US');
    await page.goto(`${APP}/404`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    assert.equal(await page.title(), 'Page not found');
    await page.getByRole('button', { name: 'Back to home' }).waitFor();
    assert.deepEqual(errors, []);
  });
});

/**
 * Holds the entry and home's chunk back (index.html's card is then all of home there is); the function it returns
 * lets them through and stops holding.
 */
async function holdEntryAndHome(page) {
  const release = [];
  const sent = [];
  const hold = (pattern) =>
    page.route(pattern, (route) => {
      sent.push(new Promise((r) => release.push(r)).then(() => route.continue()));
    });
  await hold(/\/js\/main\.[^/]*\.js$/);
  await hold(/\/js\/page-general\.[^/]*\.chunk\.js$/);
  return async () => {
    release.forEach((r) => r());
    await Promise.all(sent);
    await page.unrouteAll();
  };
}

test('7. a returning customer on a line slower than the data: index.html shows the balance, home takes it over', async (t) => {
  await journey(t, browser, async (page, { errors, consoleErrors }) => {
    await logInFromHome(page, '王强');
    await page.getByText('¥36.50').waitFor();
    // The entry and home's chunk held back, as on a slow line where the data comes first.
    const letThrough = await holdEntryAndHome(page);
    await page.goto(`${APP}/`, { waitUntil: 'commit' });
    const card = page.locator('#sms2-shell');
    await card.getByText('¥36.50').waitFor();
    assert.equal(await card.textContent(), '网上营业厅186****0001话费余额¥36.50剩余通用流量12.41 GB');
    assert.equal(await page.getByRole('status').getByText('加载中...').count(), 1); // the rest of the page is waited for
    await letThrough();
    await page.getByRole('heading', { name: '热门推荐' }).waitFor();
    await card.waitFor({ state: 'detached' });
    // Home's own card, once: its number, balance and the logout the picture had not.
    assert.equal(await page.getByText('¥36.50').count(), 1);
    assert.equal(await page.getByRole('heading', { name: '网上营业厅', level: 1 }).count(), 1);
    await page.getByRole('button', { name: '退出登录' }).waitFor();
    assert.deepEqual(errors, []);
    assert.deepEqual(consoleErrors, []);
  });
});

test("8. a visitor taps index.html's painted login before the entry is in: home logs in once it takes over", async (t) => {
  await journey(t, browser, async (page, { errors, consoleErrors }) => {
    const letThrough = await holdEntryAndHome(page);
    await page.goto(`${APP}/`, { waitUntil: 'commit' });
    const card = page.locator('#sms2-shell');
    const action = card.getByRole('button', { name: '登录/绑定号码' });
    await action.click();
    assert.equal(await action.getAttribute('aria-busy'), 'true', 'the tap shows');
    assert.equal(await card.getAttribute('data-tapped'), 'login');
    await letThrough();
    // Home takes over and acts on the tap: the login, as its own button would.
    await page.waitForURL(/\/sms2-api\/__sim\/oauth\/authorize\?/, { timeout: 30_000 });
    assert.deepEqual(errors, []);
    assert.deepEqual(consoleErrors, []);
  });
});
