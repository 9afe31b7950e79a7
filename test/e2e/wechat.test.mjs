// Payment journeys inside WeChat: a WeChat user agent, and the stand-in for WeChat's client that a simulator build
// loads (mocks/weixin.ts): the pay sheet settles the order on the simulator before it calls back, as WeChat does.
// Each ends on its success page without a reload, says what the server says while it has not confirmed
// (支付处理中), keeps a cancelled order payable with its time left, and never offers 去支付 for a paid order. The
// pay sheet's faults (a callback lost, a late notify, a cancel after the server recorded the payment, a second tab
// that paid first) are rows of the fault matrix (faultMatrix.test.mjs). The stand-in is told what to do over the
// simulator's control (wechatPays), so a second driver (WebKit) runs the same journeys.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  APP,
  consent,
  confirmSms,
  CREDIT_WAIT_MS,
  drawSignature,
  fillPerson,
  inWeChat,
  journey,
  launch,
  openAs,
  orderCard5G,
  passSmsGate,
  paymentsOf,
  quiet,
  readHandsetContract,
  resetSim,
  sim,
  simNow,
  until,
  WECHAT_IOS_UA,
  wechatCalls,
  wechatPays,
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

const heading = (page, name) => page.getByRole('heading', { name, level: 1 });
const payButton = (page) => page.getByRole('button', { name: /^去支付/ });

test('5G卡 inside WeChat: paid on the pay sheet, 下单成功 without a reload, one payment, never 去支付', async (t) => {
  await journey(
    t,
    browser,
    async (page, { errors }) => {
      const orderNo = await orderCard5G(page);
      await page.waitForURL(/payResult=success/);
      await heading(page, '下单成功').waitFor({ timeout: 20_000 });
      assert.equal(await payButton(page).count(), 0);
      assert.equal(await page.evaluate(() => performance.getEntriesByType('navigation').length), 1, 'no reload');
      assert.equal((await paymentsOf(orderNo)).length, 1);
      assert.ok(!page.url().includes('__sim/cashier'), 'never the cashier page inside WeChat');
      const sheet = (await wechatCalls()).filter((c) => c.name === 'getBrandWCPayRequest');
      assert.deepEqual(
        sheet.map((c) => c.args.errMsg),
        ['get_brand_wcpay_request:ok'],
      );
      assert.deepEqual(errors, []);
    },
    inWeChat(),
  );
});

test('a cancel on the pay sheet keeps the order payable with its time left; paying again ends on 下单成功', async (t) => {
  await wechatPays('cancel', { times: 1 });
  await journey(
    t,
    browser,
    async (page) => {
      const orderNo = await orderCard5G(page);
      await heading(page, '订单待支付').waitFor();
      await page.getByText('支付已取消，订单仍可支付').waitFor();
      await page.getByText(/请在 \d\d:\d\d 内完成支付/).waitFor();
      await payButton(page).click();
      await heading(page, '下单成功').waitFor({ timeout: 20_000 });
      assert.equal((await paymentsOf(orderNo)).length, 1);
    },
    inWeChat(),
  );
});

test('a failure on the pay sheet says so; the order stays unpaid and payable', async (t) => {
  await wechatPays('fail', { times: 1 });
  await journey(
    t,
    browser,
    async (page) => {
      const orderNo = await orderCard5G(page);
      await page.getByText('支付未成功，请重试').waitFor();
      await heading(page, '订单待支付').waitFor();
      await payButton(page).waitFor();
      assert.equal((await paymentsOf(orderNo)).length, 0);
    },
    inWeChat(),
  );
});

test('iPhone WeChat: the JS-SDK signs the landing address, so a share after navigating still verifies', async (t) => {
  await journey(
    t,
    browser,
    async (page) => {
      await page.goto(`${APP}/doubleTwelve`);
      await page.getByRole('heading', { name: '活动规则' }).waitFor();
      await page.goto(`${APP}/`);
      await page.evaluate(() => window.history.pushState(null, '', '/sms2/yearMainVenue?source=x'));
      // wx.config runs once the JS-SDK has loaded: waited for, not assumed done when the heading shows.
      const verified = await until(
        async () => {
          const calls = (await wechatCalls()).filter((c) => c.name === 'preVerifyJSAPI');
          return calls.length > 0 && calls;
        },
        { what: 'wx.config ran' },
      );
      assert.ok(
        verified.every((c) => c.args.ok),
        JSON.stringify(verified),
      );
    },
    inWeChat(WECHAT_IOS_UA),
  );
});

/** 王强 orders a 50-yuan top-up of his own number: the checkout opens. */
async function orderFifty(page) {
  await page.goto(`${APP}/newRecharge/index2`);
  await consent(page, '王强');
  await page.getByText('云南 昆明 联通').waitFor();
  await page.getByRole('radio', { name: /^50元/ }).click();
  await page.getByRole('button', { name: '立即充值' }).click();
}

test('top-up inside WeChat: 50 yuan paid on the pay sheet, credited, without the cashier page or a reload', async (t) => {
  await journey(
    t,
    browser,
    async (page, { errors }) => {
      await orderFifty(page);
      await page.getByRole('button', { name: '微信支付 ¥50.00' }).click();
      await page.getByRole('heading', { name: '¥50.00 已到账' }).waitFor({ timeout: CREDIT_WAIT_MS });
      const orderId = new URL(page.url()).searchParams.get('orderId');
      assert.equal((await paymentsOf(orderId)).length, 1);
      assert.equal(await page.evaluate(() => performance.getEntriesByType('navigation').length), 1);
      assert.deepEqual(errors, []);
    },
    inWeChat(),
  );
});

test('a phone 40 minutes fast: the top-up order keeps its 30 minutes to pay, counted on the server’s clock', async (t) => {
  // The server's clock 40 minutes behind the phone's (further back when that falls in the nightly pause).
  const paused = (ms) => {
    const minute = Math.floor(((ms + 8 * 3600_000) % 86_400_000) / 60_000);
    return minute >= 22 * 60 + 50 || minute < 50;
  };
  let at = (await simNow()) - 40 * 60_000;
  while (paused(at)) at -= 30 * 60_000;
  // Seeded at that time, as resetSim() does: nothing of the seed lies in the server's future.
  const r = await sim('POST', 'reset', { at });
  assert.equal(r?.status, 1, JSON.stringify(r));
  await journey(
    t,
    browser,
    async (page, { errors }) => {
      await orderFifty(page);
      // The order was made a moment ago by the server's clock: 30 minutes to pay, not "订单已超时".
      await page
        .getByRole('timer')
        .getByText(/请在 (30:00|29:[45]\d) 内完成支付/)
        .waitFor();
      assert.equal(await page.getByRole('heading', { name: '订单已超时' }).count(), 0);
      await page.getByRole('button', { name: '微信支付 ¥50.00' }).click();
      await page.getByRole('heading', { name: '¥50.00 已到账' }).waitFor({ timeout: CREDIT_WAIT_MS });
      assert.deepEqual(errors, []);
    },
    inWeChat(),
  );
});

test('flash sale inside WeChat: the won item paid on the pay sheet shows 已完成, never 待支付', async (t) => {
  const now = await simNow();
  const CHINA_MS = 8 * 3600_000;
  const day = Math.floor((now + CHINA_MS) / 86_400_000) * 86_400_000 - CHINA_MS;
  await sim('POST', 'clock', { at: day + (14 * 60 + 5) * 60_000 });
  await journey(
    t,
    browser,
    async (page, { errors }) => {
      await page.goto(`${APP}/seckillNew/myOrder`);
      await consent(page, '王强');
      // The login ends with the code's exchange after the address is cleaned: left before it, nobody is logged in.
      await quiet(page);
      await page.goto(`${APP}/seckillNew`);
      await page.getByRole('button', { name: '立即抢 5GB通用流量7天包' }).click();
      const sheet = page.getByRole('dialog', { name: '抢购成功' });
      await sheet.getByRole('button', { name: '立即支付 ¥1.00' }).click();
      await page.waitForURL((u) => u.pathname === '/sms2/seckillNew/myOrder');
      const paid = page.getByRole('listitem').filter({ hasText: '5GB通用流量7天包（秒杀）' }).first();
      await paid.getByText('已完成').waitFor({ timeout: CREDIT_WAIT_MS });
      assert.equal(await page.getByText('待支付', { exact: true }).count(), 0);
      const sheets = (await wechatCalls()).filter((c) => c.name === 'getBrandWCPayRequest');
      assert.equal(sheets.length, 1);
      assert.deepEqual(errors, []);
    },
    inWeChat(),
  );
});

test('broadband inside WeChat: ¥960 paid on the pay sheet ends on 下单成功 with 实付, never 去支付; one payment', async (t) => {
  await journey(
    t,
    browser,
    async (page, { errors }) => {
      await openAs(page, '/orderPage/broadbandProcessing', '新用户');
      await page.getByRole('combobox', { name: '区县' }).selectOption({ label: '官渡区' });
      await page.getByRole('textbox', { name: '搜索小区' }).fill('世纪');
      await page.getByRole('button', { name: '搜索', exact: true }).click();
      const level = page.getByRole('list', { name: '下一级地址' });
      for (const name of ['世纪城', '1栋', '1单元', '301室']) {
        await level.getByRole('button', { name, exact: true }).click();
        await page.getByRole('list', { name: '已选地址' }).getByText(name, { exact: true }).waitFor();
      }
      await page.getByTestId('bb-coverage').filter({ hasText: '最高1000M' }).waitFor();
      await page
        .getByRole('list', { name: '选择套餐' })
        .getByRole('button', { name: /300M光纤宽带包年/ })
        .click();
      await page.getByRole('table', { name: '上门安装时间' }).getByRole('button', { disabled: false }).first().click();
      await page.getByRole('button', { name: '下一步' }).click();
      await page.waitForURL(/step=info/);
      await fillPerson(page);
      await confirmSms(page);
      await page.getByRole('button', { name: /提交并支付/ }).click();
      await page.waitForURL(/\/orderPage\/success\?.*kind=broadband.*payResult=success/);
      await heading(page, '下单成功').waitFor({ timeout: 20_000 });
      await page.getByText('实付', { exact: true }).waitFor();
      assert.equal(await payButton(page).count(), 0);
      const orderNo = new URL(page.url()).searchParams.get('orderNo');
      assert.equal((await paymentsOf(orderNo)).length, 1);
      assert.deepEqual(errors, []);
    },
    inWeChat(),
  );
});

test('a handset inside WeChat: the ¥800 down payment paid on the pay sheet ends on 下单成功 without a reload', async (t) => {
  await journey(
    t,
    browser,
    async (page) => {
      await page.goto(`${APP}/stockGetPhone`);
      await consent(page, '王强');
      await page.getByRole('button', { name: /华为Mate 60/ }).click();
      await page.getByRole('button', { name: /月消费¥69\.00×24个月/ }).click();
      await page.getByRole('combobox', { name: '区县' }).selectOption({ label: '五华区' });
      await page.getByRole('textbox', { name: '详细地址' }).fill('人民中路街道翠湖小区3栋2单元501室');
      await readHandsetContract(page); // the contract opens before the signature (its pad is offered then)
      await drawSignature(page, page.getByRole('img', { name: /^签名区域/ }));
      await page.getByRole('img', { name: '已签名' }).waitFor();
      await page.getByRole('button', { name: '确认办理' }).click();
      await passSmsGate(page, '18687120001');
      await page.waitForURL(
        (u) => u.pathname === '/sms2/orderPage/success' && u.searchParams.get('kind') === 'handset',
      );
      await heading(page, '下单成功').waitFor({ timeout: 20_000 });
      await page.locator('dt', { hasText: '首付款' }).waitFor();
      assert.equal(await payButton(page).count(), 0);
      assert.equal(await page.evaluate(() => performance.getEntriesByType('navigation').length), 1);
    },
    inWeChat(),
  );
});

test('cfsf inside WeChat: a friend pays the shared ¥130 tier on the pay sheet and sees 存费成功', async (t) => {
  await journey(
    t,
    browser,
    async (page, { errors }) => {
      await page.goto(`${APP}/cfsf/index3?shareOpenId=o_sim_002&money=130`);
      await consent(page, '王强');
      await page.getByRole('heading', { name: '好友代付', level: 1 }).waitFor();
      await page.getByRole('checkbox', { name: '已阅读并同意' }).check();
      await page.getByRole('button', { name: '为好友支付' }).click();
      await page.getByRole('heading', { name: '存费成功', level: 1 }).waitFor({ timeout: CREDIT_WAIT_MS });
      assert.equal(new URL(page.url()).pathname, '/sms2/cfsf/success');
      const sheets = (await wechatCalls()).filter((c) => c.name === 'getBrandWCPayRequest');
      assert.deepEqual(
        sheets.map((c) => c.args.errMsg),
        ['get_brand_wcpay_request:ok'],
      );
      assert.deepEqual(errors, []);
    },
    inWeChat(),
  );
});
