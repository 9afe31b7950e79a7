// Journeys of the venues family: a festival landing (/doubleEleven) before, during and after its window by moving
// the simulator's clock (the countdown and the state come from the server's time); the hiring form refused at a
// field, then sent and on /tip/success; the share settings of an activity page (the link keeps only allowed
// parameters, the share is recorded; inside WeChat the share card is set through the JS-SDK); the new subscriber's
// tasks with a claim, and 王强 told the tasks are for new subscribers; the online hall's copy dialog inside WeChat.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { APP, BASE_URL, captchaText, consent, journey, launch, resetSim, sim, smsCode } from './support.mjs';

const LI = '15508750002';

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

/** The window of an activity, as the server gives it. */
async function windowOf(actId) {
  const r = await fetch(`${BASE_URL}/sms2-api/handlebusi/saleInfo/queryActiveInfo?actId=${actId}`).then((x) =>
    x.json(),
  );
  assert.equal(r.status, 1, JSON.stringify(r));
  return { startAt: Date.parse(r.data.startAt), endAt: Date.parse(r.data.endAt) };
}

test('/doubleEleven: not started before 11-01, live with its halls and floors, ended after 11-11 24:00', async (t) => {
  const { startAt, endAt } = await windowOf('doubleEleven');
  await journey(t, browser, async (page) => {
    await sim('POST', 'clock', { at: startAt - 2 * 86_400_000 });
    await page.goto(`${APP}/doubleEleven`);
    await page.getByText('距活动开始').waitFor();
    await page.getByText('活动尚未开始，敬请期待', { exact: false }).waitFor();
    assert.match(await page.getByRole('timer').innerText(), /^距活动开始\s*(1天 23:5\d:\d\d|2天 00:00:\d\d)$/);
    assert.equal(await page.getByRole('navigation', { name: '分会场与活动入口' }).count(), 0, 'no halls before');
    await page.getByRole('heading', { name: '活动规则' }).waitFor();

    await sim('POST', 'clock', { at: startAt + 86_400_000 });
    await page.reload();
    await page.getByText('距活动结束').waitFor();
    const halls = page.getByRole('navigation', { name: '分会场与活动入口' });
    await halls
      .getByRole('link', { name: /11:11秒杀|限时折扣/ })
      .first()
      .waitFor();
    await page.getByRole('heading', { name: '5G流量包半价', exact: true }).waitFor();
    await page.getByRole('heading', { name: '热门流量包', exact: true }).waitFor();

    await sim('POST', 'clock', { at: endAt + 60_000 });
    await page.reload();
    await page.getByText('活动已结束，看看其他正在进行的活动吧').waitFor();
    await page.getByRole('button', { name: '查看更多活动' }).click();
    await page.waitForURL(/\/sms2\/onlineActivities/);
    await page.getByRole('button', { name: '已结束' }).click();
    await page.getByText('双11狂欢').waitFor();
  });
});

test('/hire: a bad age is refused at its field, fixed, and the sign-up lands on /tip/success', async (t) => {
  await journey(t, browser, async (page) => {
    await page.goto(`${APP}/hire`);
    await page.getByLabel('应聘岗位').selectOption({ label: '装维工程师' });
    await page.getByRole('textbox', { name: '姓名' }).fill('Li');
    await page.getByRole('textbox', { name: '手机号码' }).click();
    await page.getByText('请输入2-16个汉字的真实姓名').waitFor();
    await page.getByRole('textbox', { name: '姓名' }).fill('李明');
    await page.getByRole('textbox', { name: '手机号码' }).fill(LI);
    await page.getByRole('button', { name: /获取验证码/ }).click();
    const dialog = page.getByRole('dialog', { name: '安全验证' });
    await dialog.getByRole('textbox', { name: '图片验证码' }).fill(await captchaText(dialog));
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: '短信验证码' }).fill(await smsCode(LI));
    await page.getByLabel('所在城市').selectOption({ label: '保山市' });
    await page.getByLabel('所在区县').selectOption({ label: '隆阳区' });
    await page.getByRole('textbox', { name: '年龄' }).fill('50');
    await page.getByRole('button', { name: '提交报名' }).click();
    await page.getByText('应聘年龄须在18-45周岁之间').waitFor();
    assert.equal(await page.getByRole('textbox', { name: '姓名' }).inputValue(), '李明', 'what was typed stays');
    await page.getByRole('textbox', { name: '年龄' }).fill('27');
    await page.getByRole('button', { name: '提交报名' }).click();
    await page.waitForURL(/\/sms2\/tip\/success\?type=hire/);
    await page.getByText('报名成功，我们将尽快与您联系').waitFor();
  });
});

test('/yearMainVenue share: the copied link keeps only source=share_<actId>, and the share is recorded', async (t) => {
  await journey(
    t,
    browser,
    async (page) => {
      await page.goto(`${APP}/yearMainVenue?phone=18687120001&from=x&inviteId=y`);
      const copy = page.getByRole('button', { name: '复制链接' });
      await copy.waitFor();
      const link = new URL(await copy.getAttribute('data-share-link'));
      assert.equal(link.pathname, '/sms2/yearMainVenue');
      assert.deepEqual([...link.searchParams.keys()], ['source']);
      assert.equal(link.searchParams.get('source'), 'share_yearMainVenue');
      const recorded = page.waitForRequest((r) => r.url().includes('activity/shareRecord/insert'));
      await copy.click();
      const body = JSON.parse((await recorded).postData() ?? '{}');
      assert.deepEqual(
        { actId: body.actId, channel: body.channel, link: body.link },
        { actId: 'yearMainVenue', channel: 'copyLink', link: link.toString() },
      );
      await page.getByText('链接已复制，快去分享吧').waitFor();
    },
    { permissions: ['clipboard-read', 'clipboard-write'] },
  );
});

test('/doubleTwelve inside WeChat: the share card (title, text, image, allowed link) goes to the JS-SDK', async (t) => {
  const { startAt } = await windowOf('doubleTwelve');
  await sim('POST', 'clock', { at: startAt + 86_400_000 });
  await journey(
    t,
    browser,
    async (page) => {
      // A stand-in for WeChat's bridge: it answers every call with ok and keeps what the page asked.
      await page.addInitScript(() => {
        window.__wxCalls = [];
        window.WeixinJSBridge = {
          invoke(name, args, cb) {
            window.__wxCalls.push({ name, args });
            if (cb) setTimeout(() => cb({ errMsg: `${name}:ok` }), 0);
          },
          on() {},
          call() {},
        };
      });
      await page.goto(`${APP}/doubleTwelve`);
      await page.getByText('距活动结束').waitFor();
      await page.getByRole('heading', { name: '活动规则' }).waitFor();
      const share = await page.waitForFunction(
        () => window.__wxCalls.findLast((c) => c.name === 'updateAppMessageShareData')?.args,
        undefined,
        { timeout: 10_000 },
      );
      const card = await share.jsonValue();
      assert.equal(card.title, '双12年终盛典');
      assert.match(card.desc, /12月1日/);
      assert.match(card.imgUrl, /venue_doubleTwelve\.svg$/);
      const link = new URL(card.link);
      assert.equal(link.pathname, '/sms2/doubleTwelve');
      assert.deepEqual(Object.fromEntries(link.searchParams), { source: 'share_doubleTwelve' });
    },
    {
      userAgent:
        'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.40.2420(0x28002837) NetType/WIFI Language/zh_CN',
    },
  );
});

test('/online: 何佳 (activated 10 days ago) follows, claims 关注领1GB once; 王强 is told it is for new subscribers', async (t) => {
  await sim('POST', 'wechat/o_sim_010', { subscribe: true });
  await journey(t, browser, async (page) => {
    await page.goto(`${APP}/online`);
    await consent(page, '何佳');
    const follow = page.getByRole('listitem').filter({ hasText: '关注官方公众号' });
    await follow.getByRole('button', { name: '领取' }).click();
    await follow.getByText('已领取').waitFor();
    await page
      .getByRole('listitem')
      .filter({ hasText: '首次充值满50元' })
      .getByRole('button', { name: '去充值' })
      .waitFor();
  });
  await journey(t, browser, async (page) => {
    await page.goto(`${APP}/online`);
    await consent(page, '王强');
    await page.getByText('仅限新入网用户参与（入网90天内）', { exact: false }).waitFor();
  });
});

test('/online/goToOnline inside WeChat: the address to copy into a browser, never opened there', async (t) => {
  await journey(
    t,
    browser,
    async (page) => {
      await page.goto(`${APP}/online/goToOnline`);
      await page.getByRole('button', { name: '复制地址到浏览器打开' }).click();
      const dialog = page.getByRole('dialog', { name: '请在浏览器中打开' });
      await dialog.getByText(/^https:\/\/m\.example-operator\.cn\/hall\//).waitFor();
      await dialog.getByRole('button', { name: '一键复制' }).click();
      await page.getByText('复制成功，请在浏览器打开').waitFor();
      assert.match(page.url(), /\/sms2\/online\/goToOnline/);
    },
    {
      permissions: ['clipboard-read', 'clipboard-write'],
      userAgent:
        'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.40.2420(0x28002837) NetType/WIFI Language/zh_CN',
    },
  );
});
