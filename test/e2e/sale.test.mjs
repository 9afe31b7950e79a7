// Journeys of the sale family: 王强 grabs in a live flash-sale session (a burst of taps sends one grab) and pays at
// the cashier; a sold-out session; three votes then "明天再来"; the share settings of an activity page outside
// WeChat (the card's title and text, and a link with the allowed parameter only).
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { APP, CREDIT_WAIT_MS, consent, countRequests, journey, launch, resetSim, sim, simNow } from './support.mjs';

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

const CHINA_MS = 8 * 3600_000;
/** Today's hh:mm China time on the simulator's clock; the clock is moved there. */
async function clockAt(h, m) {
  const now = await simNow();
  const day = Math.floor((now + CHINA_MS) / 86_400_000) * 86_400_000 - CHINA_MS;
  const at = day + (h * 60 + m) * 60_000;
  const r = await sim('POST', 'clock', { at });
  if (r?.status !== 1) throw new Error(`simulator clock not set: ${JSON.stringify(r)}`);
  return at;
}

/** Logs in as a persona through a guarded page of the family (the consent page outside WeChat). */
async function login(page, who) {
  await page.goto(`${APP}/seckillNew/myOrder`);
  await consent(page, who);
  await page.getByRole('heading', { name: '我的秒杀订单', level: 1 }).waitFor();
}

test('flash sale: 王强 grabs in the live 14:00 session (one grab for a burst of taps) and pays at the cashier', async (t) => {
  await clockAt(14, 5);
  await journey(t, browser, async (page, { errors }) => {
    await login(page, '王强');
    await page.getByText('还没有秒杀订单').or(page.getByText('已完成').first()).waitFor();
    await page.goto(`${APP}/seckillNew`);
    await page.getByRole('heading', { name: '整点秒杀', level: 1 }).waitFor();
    await page.getByRole('button', { name: /^14:00\s*抢购中$/ }).waitFor();
    await page.getByText(/^距本场结束 00:5\d:\d\d$/).waitFor();
    await page.getByText('剩余200/200件').waitFor();

    const grabs = countRequests(page, 'handlebusi/submitOrder/submit');
    const button = page.getByRole('button', { name: '立即抢 5GB通用流量7天包' });
    // Three taps in one go: the model takes the first and drops the others while it runs.
    await button.evaluate((el) => {
      el.click();
      el.click();
      el.click();
    });
    const sheet = page.getByRole('dialog', { name: '抢购成功' });
    await sheet.waitFor();
    assert.equal(grabs.length, 1, 'a burst of taps sends one grab');
    await sheet.getByText(/^请在 00:(29|30):\d\d 内完成支付/).waitFor();
    await page.getByText('剩余199/200件').waitFor();

    await sheet.getByRole('button', { name: '立即支付 ¥1.00' }).click();
    await page.waitForURL((u) => u.pathname === '/sms2-api/__sim/cashier');
    await page.getByText('¥1.00', { exact: true }).waitFor();
    await page.getByRole('button', { name: '支付', exact: true }).click();

    await page.waitForURL((u) => u.pathname === '/sms2/seckillNew/myOrder' && !u.searchParams.has('payResult'));
    const paid = page.getByRole('listitem').filter({ hasText: '5GB通用流量7天包（秒杀）' }).first();
    await paid.getByText('已完成').waitFor({ timeout: CREDIT_WAIT_MS });
    assert.equal(await page.getByText('待支付', { exact: true }).count(), 0);

    // One win per item: back on the sale the item shows as won.
    await page.goto(`${APP}/seckillNew`);
    await page.getByRole('link', { name: '已抢到' }).waitFor();
    assert.deepEqual(errors, []);
  });
});

test('flash sale: the 10:00 session is sold out; a visitor sees it and grabs nothing', async (t) => {
  await clockAt(10, 5);
  await journey(t, browser, async (page, { errors }) => {
    await page.goto(`${APP}/seckillNew`);
    await page.getByRole('button', { name: /^10:00\s*已抢光$/ }).waitFor();
    await page.getByText('手慢了，本场商品已抢光，请关注下一场').waitFor();
    const soldOut = page.getByRole('button', { name: /^已抢光 / });
    assert.equal(await soldOut.count(), 3);
    for (const b of await soldOut.all()) assert.equal(await b.isDisabled(), true);
    await page.getByText('剩余0/200件').waitFor();
    // The next session counts down on the server's clock.
    await page.getByRole('button', { name: /^14:00\s*即将开始$/ }).click();
    await page.getByText(/^距开抢 03:5\d:\d\d$/).waitFor();
    assert.deepEqual(errors, []);
  });
});

test('vote: 王强 votes three times, each count goes up, then is told to come back tomorrow', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    await login(page, '王强');
    await page.goto(`${APP}/vote`);
    await page.getByRole('heading', { name: 'App工具图标设计投票', level: 1 }).waitFor();
    await page.getByText('今日还可投3票', { exact: true }).waitFor();
    const votes = countRequests(page, 'activity/formMain/add');
    const design = (name) => page.getByRole('listitem').filter({ hasText: name });
    await page.getByRole('button', { name: '投票 云岭蓝' }).click();
    await design('云岭蓝').getByText('1285票').waitFor();
    await page.getByText('今日还可投2票', { exact: true }).waitFor();
    // The same design again today: its button says so and cannot be tapped.
    assert.equal(await page.getByRole('button', { name: '今日已投 云岭蓝' }).isDisabled(), true);
    await page.getByRole('button', { name: '投票 孔雀绿' }).click();
    await design('孔雀绿').getByText('963票').waitFor();
    await page.getByRole('button', { name: '投票 山茶红' }).click();
    await design('山茶红').getByText('1531票').waitFor();
    await page.getByRole('status').filter({ hasText: '今日3票已投完，明天再来' }).first().waitFor();
    assert.equal(votes.length, 3);
    assert.equal(await page.getByRole('button', { name: '投票 洱海波' }).isDisabled(), true);

    // The server says the same after a reload, and refuses a fourth vote.
    await page.reload();
    await page.getByText('今日3票已投完，明天再来').first().waitFor();
    const fourth = await page.evaluate(async () => {
      const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
      const r = await fetch('/sms2-api/activity/formMain/add', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-XSRF-TOKEN': xsrf },
        body: JSON.stringify({ formType: 'vote', actId: 'vote', optionId: 'D' }),
      });
      return r.json();
    });
    assert.equal(fourth.code, 'E_VOTE_LIMIT');
    assert.deepEqual(errors, []);
  });
});

test('share settings: the vote page shares its title, text and a link keeping only source=share_vote', async (t) => {
  await journey(
    t,
    browser,
    async (page, { errors }) => {
      await page.goto(`${APP}/vote?phone=18687120001&openid=o_sim_001&from=somewhere`);
      await page.getByRole('heading', { name: 'App工具图标设计投票', level: 1 }).waitFor();
      const shares = countRequests(page, 'activity/shareRecord/insert');
      // Outside WeChat the share button is "复制链接" and opens the share card with its link.
      await page.getByRole('button', { name: '复制链接' }).click();
      const sheet = page.getByRole('dialog', { name: '分享活动' });
      await sheet.waitFor();
      await sheet.getByText('App工具图标设计投票', { exact: true }).waitFor();
      await sheet.getByText('6款设计等你来选，每天3票', { exact: true }).waitFor();
      const shown = (await sheet.getByText(/\/sms2\/vote\?/).innerText()).trim();
      const link = new URL(shown);
      assert.equal(link.origin, new URL(APP).origin);
      assert.equal(link.pathname, '/sms2/vote');
      assert.deepEqual([...link.searchParams.keys()], ['source']);
      assert.equal(link.searchParams.get('source'), 'share_vote');
      await sheet.getByRole('button', { name: '复制链接' }).click();
      await page.getByRole('status').filter({ hasText: '链接已复制' }).waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), shown);
      // The share is counted.
      await (async () => {
        for (let i = 0; i < 100 && shares.length === 0; i += 1) await page.waitForTimeout(50);
      })();
      assert.equal(shares.length, 1);
      assert.deepEqual(JSON.parse(shares[0].postData() ?? '{}'), { actId: 'vote', channel: 'copyLink', link: shown });
      assert.deepEqual(errors, []);
    },
    { permissions: ['clipboard-read', 'clipboard-write'] },
  );
});
