// Journeys of the benefits family: a member-day benefit claimed on a Friday and, the next day, the wait until next
// Friday 10:00 (the simulator's clock; the countdown runs on the server's offset, not the phone's); a points
// exchange refused for too few points (李明, 860 points) without a call; the share link of an activity page keeps
// only its allowed parameters and the share is recorded.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  APP,
  captchaText,
  consent,
  countRequests,
  fault,
  journey,
  launch,
  nextFriday,
  otherPhone,
  resetSim,
  sim,
  smsCode,
} from './support.mjs';

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

const DAY_MS = 86_400_000;
const setClock = async (at) => {
  const r = await sim('POST', 'clock', { at });
  assert.equal(r?.status, 1, `clock set: ${JSON.stringify(r)}`);
};
const row = (page, name) => page.locator('li', { hasText: name });

test('member day: claim the 2 GB day pack on a Friday; on Saturday wait for next Friday 10:00', async (t) => {
  const friday = await nextFriday(12);
  await setClock(friday);
  await journey(t, browser, async (page, { errors }) => {
    await page.goto(`${APP}/friday`);
    await consent(page, '王强');
    await page.getByRole('heading', { name: '周五会员日', level: 1 }).waitFor();
    await page.getByText('会员日进行中').waitFor();
    // Opening the page on Friday is the week's check-in.
    await page.getByText('已连续签到1周').waitFor();
    const pack = row(page, '2GB通用流量日包');
    await pack.getByRole('button', { name: '立即领取' }).click();
    const done = page.getByRole('dialog', { name: '领取成功' });
    await done.getByText('2GB通用流量日包').waitFor();
    await done.getByRole('button', { name: '好的' }).click();
    await pack.getByRole('button', { name: '已领取' }).waitFor();
    // My prizes lists it.
    await page.locator('section, div', { hasText: '我的奖品' }).getByText('2GB通用流量日包').first().waitFor();

    // Saturday noon: the member day is over for the week; the countdown is to next Friday 10:00 (5 d 22 h).
    await setClock(friday + DAY_MS);
    await page.reload();
    await page.getByText('下周五10点开启').waitFor();
    const timer = await page.getByRole('timer').innerText();
    assert.match(timer, /^距开始 5天 (21:5\d|22:00):\d\d$/, timer);
    await row(page, '视频会员半价券').getByRole('button', { name: '未开始' }).waitFor();
    assert.equal(await row(page, '视频会员半价券').getByRole('button', { name: '立即领取' }).count(), 0);
    assert.deepEqual(errors, []);
  });
});

test('points exchange: 李明 (860 points) is refused ¥10 credit for 1,000 points, nothing is sent', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    await page.goto(`${APP}/moreBenefits/jf`);
    await consent(page, '李明');
    await page.getByRole('heading', { name: '积分兑换', level: 1 }).waitFor();
    await page.getByText('860', { exact: true }).waitFor();
    const claims = countRequests(page, 'omoweb/rewardRecord/dealReward');
    const credit = row(page, '10元话费');
    await credit.getByText('还差140积分').waitFor();
    await credit.getByRole('button', { name: '立即兑换' }).click();
    await credit.getByRole('alert').filter({ hasText: '积分不足：需要1000积分，当前860积分' }).waitFor();
    assert.equal(claims.length, 0, 'the balance is checked before any call');
    assert.deepEqual(errors, []);
  });
});

test('share: the member-day link keeps only source=share_friday and the share is recorded', async (t) => {
  await journey(
    t,
    browser,
    async (page, { errors }) => {
      await page.goto(`${APP}/friday?foo=bar&phone=18687120001`);
      await consent(page, '王强');
      await page.getByRole('heading', { name: '周五会员日', level: 1 }).waitFor();
      const recorded = page.waitForRequest((r) => r.url().includes('activity/shareRecord/insert'));
      await page.getByRole('button', { name: '复制链接' }).click();
      const body = (await recorded).postData() ?? '';
      const sent = body.startsWith('{') ? JSON.parse(body) : Object.fromEntries(new URLSearchParams(body));
      const link = new URL(sent.link);
      assert.equal(link.pathname, '/sms2/friday');
      assert.deepEqual([...link.searchParams.keys()], ['source']);
      assert.equal(link.searchParams.get('source'), 'share_friday');
      assert.equal(sent.actId, 'friday');
      assert.equal(sent.channel, 'copyLink');
      await page.getByRole('status').filter({ hasText: '链接已复制' }).waitFor();
      assert.deepEqual(errors, []);
    },
    { permissions: ['clipboard-read', 'clipboard-write'] },
  );
});

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.43';

test('app member day inside WeChat: the app address goes to the "copy into a browser" dialog', async (t) => {
  await journey(
    t,
    browser,
    async (page, { errors }) => {
      await page.goto(`${APP}/friday/app`);
      await page.getByRole('heading', { name: '会员日App专享', level: 1 }).waitFor();
      await page.getByText('微信内无法直接打开App').waitFor();
      await page.getByRole('button', { name: '复制链接，在浏览器打开' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('https://m.example-operator.cn/app/download?from=sms2').waitFor();
      await dialog.getByRole('button', { name: '一键复制' }).click();
      await page.getByRole('status').filter({ hasText: '复制成功，请在浏览器打开' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/sms2/friday/app', 'the page stays');
      assert.deepEqual(errors, []);
    },
    { userAgent: WECHAT_UA, permissions: ['clipboard-read', 'clipboard-write'] },
  );
});

test('pair pack: a same-city partner is refused before the gate; 王强 invites 李明 (Baoshan), the invite link keeps inviteId and source only, 李明 accepts', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    await page.goto(`${APP}/yjq`);
    await consent(page, '王强');
    await page.getByRole('heading', { name: '异地恋情侣包', level: 1 }).waitFor();
    const number = page.getByRole('textbox', { name: 'TA的号码' });
    // Another operator: refused after the pre-check, the number kept.
    await number.fill('13800138000');
    await page.getByRole('button', { name: '办理并邀请' }).click();
    await page.getByText('对方须为云南联通号码').waitFor();
    assert.equal(await number.inputValue(), '13800138000');
    // The same city (Kunming): told so at the number before any gate, no captcha or SMS dialog.
    await number.fill('18687120088');
    await page.getByRole('button', { name: '办理并邀请' }).click();
    await page.getByText('异地恋情侣包仅限不同城市的号码办理').waitFor();
    assert.equal(await page.getByRole('dialog', { name: '短信验证' }).count(), 0, 'no gate for an ineligible pair');
    await number.fill('15508750002');
    await page.getByRole('button', { name: '办理并邀请' }).click();
    // The fee is named before the SMS gate, as a pack's 确认订购.
    const sheet = page.getByRole('dialog', { name: '确认订购' });
    await sheet.getByText('¥10/月').waitFor();
    await sheet.getByText('15508750002').waitFor();
    await sheet.getByRole('button', { name: '确认订购' }).click();
    const gate = page.getByRole('dialog', { name: '短信验证' });
    await gate.waitFor();
    const own = gate.getByRole('textbox', { name: '手机号码' });
    if (!(await own.inputValue())) await own.fill('18687120001');
    await gate.getByRole('textbox', { name: '图形验证码' }).fill(await captchaText(gate));
    await gate.getByRole('button', { name: '获取验证码' }).click();
    await gate.getByRole('button', { name: /秒后重发/ }).waitFor();
    await gate.getByRole('textbox', { name: '短信验证码' }).fill(await smsCode('18687120001'));
    await gate.getByRole('button', { name: '确定' }).click();
    await page.getByText('等待对方确认').waitFor();
    await page.getByText('邀请号码：155****0002').waitFor();
    // The answer's serverTime is whole seconds, so the countdown may show up to a second more.
    assert.match(await page.getByRole('timer').innerText(), /^(1天 23:5\d:\d\d|2天 00:00:0\d) 后邀请失效$/);

    const recorded = page.waitForRequest((r) => r.url().includes('activity/shareRecord/insert'));
    await page.getByRole('button', { name: '复制链接' }).click();
    const body = (await recorded).postData() ?? '';
    const sent = body.startsWith('{') ? JSON.parse(body) : Object.fromEntries(new URLSearchParams(body));
    const link = new URL(sent.link);
    assert.equal(link.pathname, '/sms2/yjq/collect');
    assert.deepEqual([...link.searchParams.keys()].sort(), ['inviteId', 'source']);
    assert.equal(link.searchParams.get('source'), 'share_yjq');

    await otherPhone(t, browser, 'partner', async (partner, { errors: partnerErrors }) => {
      await partner.goto(link.toString());
      await consent(partner, '李明');
      await partner.getByText('186****0001 邀请您开通异地恋情侣包').waitFor();
      await partner.getByRole('button', { name: '接受邀请' }).click();
      await partner.getByText('邀请已接受').waitFor();
      // The partner has the pack now: no 我也要办理, the way to where it is listed instead.
      await partner.getByRole('button', { name: '查看已订业务' }).waitFor();
      assert.equal(await partner.getByRole('button', { name: '我也要办理' }).count(), 0);
      assert.deepEqual(partnerErrors, []);
    });

    await page.reload();
    await page.getByText('情侣包已生效').waitFor();
    assert.deepEqual(errors, []);
  });
});

test('a section that fails offers its retry and loads (never a white screen)', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    await fault({ path: 'activity/newSignin/pageInit', kind: 'http', status: 500, times: 1 });
    await page.goto(`${APP}/limitedWelfare`);
    await consent(page, '王强');
    await page.getByRole('heading', { name: '限时福利', level: 1 }).waitFor();
    await page.getByRole('button', { name: '重试' }).click();
    await row(page, '1GB通用流量日包').waitFor();
    await page.getByText('我的奖品').waitFor();
    assert.deepEqual(errors, []);
  });
});
