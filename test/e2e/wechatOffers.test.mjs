// The offers' payments inside WeChat (Android's webview: Chromium with a WeChat user agent), beside wechat.test.mjs's
// orders: the deposit-gift offers (payGift, cfsf2, lyh), /open2i's wireless broadband, the school top-up /summer and
// /newRecharge/tooth. Each pays on the stand-in's pay sheet (mocks/weixin.ts: the order settled on the simulator
// before the ok, as WeChat does), never at the cashier, once, and ends on what the server says without a reload.
// The WebKit set (test/e2e/webkit/payments.test.mjs) runs the same journeys in iPhone WeChat.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  APP,
  confirmSms,
  CREDIT_WAIT_MS,
  fillAddress,
  fillPerson,
  inWeChat,
  journey,
  launch,
  openAs,
  resetSim,
  sim,
  until,
  wechatCalls,
} from './support.mjs';

const LI = '15508750002';
const CREDITED = { timeout: CREDIT_WAIT_MS };

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

const yuan = (fen) => `¥${(fen / 100).toFixed(2)}`;
const heading = (page, name) => page.getByRole('heading', { name, level: 1 });
const row = (page, term) => page.locator('dt', { hasText: term }).locator('+ dd').first();

/**
 * WeChat's pay sheet was opened once and said ok; the order it paid has the amount and exactly one payment, and the
 * page never went to the simulator's cashier. Returns the pay order's id.
 */
async function paidOnSheet(page, amount) {
  const sheet = await until(
    async () => {
      const asked = (await wechatCalls()).filter((c) => c.name === 'getBrandWCPayRequest');
      return asked.length > 0 && asked;
    },
    { timeout: 20_000, what: 'WeChat Pay asked' },
  );
  assert.equal(sheet.length, 1, 'one pay sheet');
  assert.equal(sheet[0].args.errMsg, 'get_brand_wcpay_request:ok', JSON.stringify(sheet[0].args));
  const id = sheet[0].args.orderId;
  const state = (await sim('GET', 'state')).data;
  assert.equal(yuan(state.payOrders[id].payFen), amount, 'the amount paid');
  assert.equal(state.payments.filter((p) => p.orderId === id).length, 1, `one payment of ${id}`);
  assert.ok(!page.url().includes('__sim/cashier'), 'inside WeChat, never the cashier');
  return id;
}

/** One document: the page followed the server without a reload. */
const noReload = async (page) =>
  assert.equal(await page.evaluate(() => performance.getEntriesByType('navigation').length), 1, 'no reload');

test('payGift inside WeChat: 李明 pays 存200送120 on the pay sheet; 支付成功 and the offer runs on the server', async (t) => {
  await journey(
    t,
    browser,
    async (page, { errors }) => {
      await openAs(page, '/payGift/pay200', '李明');
      await heading(page, '存200送120').waitFor();
      await page.getByRole('checkbox', { name: '已阅读并同意' }).check();
      await page.getByRole('button', { name: '立即办理' }).click();
      await heading(page, '支付成功').waitFor(CREDITED);
      assert.equal(new URL(page.url()).pathname, '/sms2/payGift/success200');
      await paidOnSheet(page, '¥200.00');
      await until(
        async () =>
          Object.values((await sim('GET', 'state')).data.agreements).some(
            (a) => a.actId === 'pay200' && a.phone === LI && a.paid,
          ),
        { timeout: CREDIT_WAIT_MS, what: "李明's 存200送120 paid" },
      );
      await noReload(page);
      assert.deepEqual(errors, []);
    },
    inWeChat(),
  );
});

test('cfsf2 inside WeChat: 李明 pays ¥80 for ¥100 on the pay sheet; 充值成功 with the new balance', async (t) => {
  await journey(
    t,
    browser,
    async (page, { errors }) => {
      await openAs(page, '/cfsf2', '李明');
      await heading(page, '充值最低6.5折').waitFor();
      await page.getByRole('checkbox', { name: '已阅读并同意' }).check();
      await page.getByRole('button', { name: '自己充' }).click();
      await page.waitForURL((u) => u.pathname === '/sms2/cfsf2/index2');
      await page.getByRole('checkbox', { name: '已阅读并同意' }).check();
      await page.getByRole('button', { name: '确认支付' }).click();
      await heading(page, '充值成功').waitFor(CREDITED);
      assert.equal(new URL(page.url()).pathname, '/sms2/cfsf2/success');
      await paidOnSheet(page, '¥80.00');
      await page.getByText('¥100.00已即时到账').waitFor();
      assert.equal(await row(page, '支付金额').innerText(), '¥80.00');
      await page.getByText('当前话费余额：¥105.20').waitFor();
      await noReload(page);
      assert.deepEqual(errors, []);
    },
    inWeChat(),
  );
});

test('lyh inside WeChat: 李明 deposits ¥50 on the pay sheet; 办理成功 with the payment', async (t) => {
  await journey(
    t,
    browser,
    async (page, { errors }) => {
      await openAs(page, '/lyh', '李明');
      await heading(page, '老用户存费送费').waitFor();
      await page.getByRole('checkbox', { name: '已阅读并同意' }).check();
      await page.getByRole('button', { name: '立即办理' }).click();
      await heading(page, '办理成功').waitFor(CREDITED);
      assert.equal(new URL(page.url()).pathname, '/sms2/callbackSuccessPageCommon');
      await paidOnSheet(page, '¥50.00');
      assert.equal(await row(page, '办理项目').innerText(), '老用户存费送费（支付50元）');
      assert.equal(await row(page, '支付金额').innerText(), '¥50.00');
      await noReload(page);
      assert.deepEqual(errors, []);
    },
    inWeChat(),
  );
});

test('/open2i inside WeChat: 新用户 orders the 4G CPE and pays ¥399 on the pay sheet; 下单成功, never 去支付', async (t) => {
  await journey(
    t,
    browser,
    async (page, { errors }) => {
      await openAs(page, '/open2i', '新用户');
      await heading(page, '王卡无线宽带').waitFor();
      await fillPerson(page);
      await fillAddress(page);
      await confirmSms(page);
      await page.getByRole('button', { name: '提交并支付 ¥399.00' }).click();
      await page.waitForURL((u) => u.pathname === '/sms2/open2i/result');
      await heading(page, '下单成功').waitFor(CREDITED);
      await paidOnSheet(page, '¥399.00');
      assert.equal(await row(page, '订单号').innerText(), new URL(page.url()).searchParams.get('orderNo'));
      assert.equal(await row(page, '实付').innerText(), '¥399.00');
      assert.equal(await page.getByRole('button', { name: /^去支付/ }).count(), 0);
      await noReload(page);
      assert.deepEqual(errors, []);
    },
    inWeChat(),
  );
});

test('/summer inside WeChat: 陈雨 from the school platform pays ¥50 on the pay sheet; paid, and her record shows it', async (t) => {
  await journey(
    t,
    browser,
    async (page, { errors }) => {
      await page.goto(`${APP}/summer?token=mt_sim_7777`);
      await heading(page, '暑期保持联系').waitFor();
      await page.getByText('暂无参与记录').waitFor();
      await page.getByRole('button', { name: '立即支付¥50.00' }).click();
      await page.waitForURL((u) => u.pathname === '/sms2/summer' && !u.searchParams.has('payResult'));
      await page.getByText(/充值¥50\.00 · 送10 ?GB/).waitFor(CREDITED);
      await page
        .getByText(/已支付|流量已赠送/)
        .first()
        .waitFor(CREDITED);
      await page.getByText('您已参加过本活动').waitFor(CREDITED);
      await paidOnSheet(page, '¥50.00');
      await noReload(page);
      assert.deepEqual(errors, []);
    },
    inWeChat(),
  );
});

test('/newRecharge/tooth inside WeChat: 李明 pays 88 yuan on the pay sheet; 充值成功 with the credit and the voucher', async (t) => {
  await journey(
    t,
    browser,
    async (page, { errors }) => {
      await openAs(page, '/newRecharge/tooth', '李明');
      await heading(page, '充话费 送洁牙').waitFor();
      await page.getByText('云南 保山 联通').waitFor();
      await page.getByRole('radio', { name: /^充88元/ }).click();
      await page.getByRole('button', { name: /立即充值|立即支付/ }).click();
      await heading(page, '充值成功').waitFor(CREDITED);
      assert.equal(new URL(page.url()).pathname, '/sms2/newRecharge/toothSuccess88');
      await paidOnSheet(page, '¥88.00');
      await page.getByText('¥88.00话费已到账，权益券已发放').waitFor(CREDITED);
      assert.equal(await row(page, '支付金额').innerText(), '¥88.00');
      await page.getByText('洁牙券1张').waitFor();
      await noReload(page);
      assert.deepEqual(errors, []);
    },
    inWeChat(),
  );
});
