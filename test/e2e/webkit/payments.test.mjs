// WebKit, every payment journey of the app: top-up, the deposit-gift offers (payGift, cfsf, cfsf2, lyh), a SIM card
// with its prepay, broadband, /open2i, a handset's down payment, the flash sale, /summer and /newRecharge/tooth. Each
// pays inside iPhone WeChat, through the build's WeChat stand-in (`pay` in driver.mjs: one payment, the amount, never
// the cashier) and ends on what the server says of the order, without a reload.
import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { CHINA_MS, CREDIT_WAIT_MS, resetSim, sim, simNow } from '../support.mjs';
import { PAY_USER_AGENT, journey, pay, smsCode, waitUntil } from './driver.mjs';

const WANG = '18687120001';
const LI = '15508750002';
const LI_CERT = '530502199708152013';

beforeEach(async () => {
  await resetSim();
});

/** The waits of a page that follows the server after paying: the credit comes SIM_CREDIT_DELAY_MS later. */
const CREDITED = { timeout: CREDIT_WAIT_MS };

const options = { userAgent: PAY_USER_AGENT };

test('top-up: 50 yuan to the bound number, paid, credited; the balance follows', async (t) => {
  await journey(
    t,
    async (phone) => {
      await phone.openAs('/newRecharge/index2', '王强');
      await phone.waitText('云南 昆明 联通');
      assert.equal(await (await phone.find({ role: 'textbox', name: '充值号码' })).getAttribute('value'), WANG);
      await phone.tap({ role: 'radio', name: /^50元/ });
      await phone.waitText(/实付金额\s*¥50\.00/);
      await phone.tap({ role: 'button', name: '立即充值' });
      await phone.waitUrl((u) => u.pathname === '/sms2/newRecharge/recharge');
      const orderId = await phone.row('订单编号');
      await phone.tap({ role: 'button', name: '微信支付 ¥50.00' });
      await pay(phone, { orderId, amount: '¥50.00' });
      await phone.find({ role: 'heading', name: '¥50.00 已到账' }, CREDITED);
      const u = await phone.url();
      assert.equal(u.pathname, '/sms2/newRecharge/success');
      assert.equal(u.searchParams.get('orderId'), orderId);
      assert.equal(await phone.row('支付金额'), '¥50.00');
      await waitUntil(async () => (await phone.row('当前余额')) === '¥86.50', { what: 'the balance ¥86.50' });
    },
    options,
  );
});

test('payGift: 李明 pays 存200送120; the success page, and the offer runs on the server', async (t) => {
  await journey(
    t,
    async (phone) => {
      await phone.openAs('/payGift/pay200', '李明');
      await phone.find({ role: 'heading', name: '存200送120' });
      await phone.check({ role: 'checkbox', name: '已阅读并同意' });
      await phone.tap({ role: 'button', name: '立即办理' });
      await pay(phone, { amount: '¥200.00' });
      await phone.find({ role: 'heading', name: '支付成功' }, CREDITED);
      assert.equal((await phone.url()).pathname, '/sms2/payGift/success200');
      await waitUntil(
        async () =>
          Object.values((await sim('GET', 'state')).data.agreements).some(
            (a) => a.actId === 'pay200' && a.phone === LI && a.paid,
          ),
        { timeout: CREDIT_WAIT_MS, what: "李明's 存200送120 paid" },
      );
    },
    options,
  );
});

test('cfsf: 李明 deposits ¥130 for himself; 存费成功 with what he paid and gets', async (t) => {
  await journey(
    t,
    async (phone) => {
      await phone.openAs('/cfsf', '李明');
      await phone.find({ role: 'heading', name: '存费最低6.5折' });
      await phone.tap({ css: 'label', text: /存¥130\.00/ });
      await phone.find({ role: 'radio', name: /^存¥130\.00/, checked: true });
      await phone.check({ role: 'checkbox', name: '已阅读并同意' });
      await phone.tap({ role: 'button', name: '自己存' });
      await phone.waitUrl((u) => u.pathname === '/sms2/cfsf/index2');
      await phone.check({ role: 'checkbox', name: '已阅读并同意' });
      await phone.tap({ role: 'button', name: '确认支付' });
      await pay(phone, { amount: '¥130.00' });
      await phone.find({ role: 'heading', name: '存费成功' }, CREDITED);
      assert.equal((await phone.url()).pathname, '/sms2/cfsf/success');
      assert.equal(await phone.row('支付金额'), '¥130.00');
      assert.equal(await phone.row('共得话费'), '¥200.00');
    },
    options,
  );
});

test('cfsf2: 李明 tops up ¥80 for ¥100 at once; 充值成功 with the new balance', async (t) => {
  await journey(
    t,
    async (phone) => {
      await phone.openAs('/cfsf2', '李明');
      await phone.find({ role: 'heading', name: '充值最低6.5折' });
      await phone.check({ role: 'checkbox', name: '已阅读并同意' });
      await phone.tap({ role: 'button', name: '自己充' });
      await phone.waitUrl((u) => u.pathname === '/sms2/cfsf2/index2');
      await phone.check({ role: 'checkbox', name: '已阅读并同意' });
      await phone.tap({ role: 'button', name: '确认支付' });
      await pay(phone, { amount: '¥80.00' });
      await phone.find({ role: 'heading', name: '充值成功' }, CREDITED);
      assert.equal((await phone.url()).pathname, '/sms2/cfsf2/success');
      await phone.waitText('¥100.00已即时到账');
      assert.equal(await phone.row('支付金额'), '¥80.00');
      await phone.waitText('当前话费余额：¥105.20');
    },
    options,
  );
});

test('lyh: 李明 deposits ¥50 on the old-customer offer; 办理成功 with the payment', async (t) => {
  await journey(
    t,
    async (phone) => {
      await phone.openAs('/lyh', '李明');
      await phone.find({ role: 'heading', name: '老用户存费送费' });
      await phone.check({ role: 'checkbox', name: '已阅读并同意' });
      await phone.tap({ role: 'button', name: '立即办理' });
      await pay(phone, { amount: '¥50.00' });
      await phone.find({ role: 'heading', name: '办理成功' }, CREDITED);
      assert.equal((await phone.url()).pathname, '/sms2/callbackSuccessPageCommon');
      assert.equal(await phone.row('办理项目'), '老用户存费送费（支付50元）');
      assert.equal(await phone.row('支付金额'), '¥50.00');
    },
    options,
  );
});

/** The card and broadband orders' person, with 李明's ID (it passes the real-name check). */
async function fillPerson(phone) {
  await phone.fill({ role: 'textbox', name: '姓名' }, '李明');
  await phone.fill({ role: 'textbox', name: '身份证号' }, LI_CERT);
  await phone.fill({ role: 'textbox', name: '联系电话' }, LI);
}

/** The contact number's SMS through the captcha, the code typed and the agreements ticked. */
async function confirmSms(phone) {
  await phone.tap({ role: 'button', name: /获取验证码/ });
  await phone.passCaptcha();
  await phone.find({ role: 'button', name: /秒后重发/ });
  await phone.fill({ role: 'textbox', name: '验证码' }, await smsCode(LI));
  await phone.check({ role: 'checkbox' });
}

test('SIM card: 新用户 orders the 5G卡 with its prepay, pays, and the result says 下单成功', async (t) => {
  await journey(
    t,
    async (phone) => {
      await phone.openAs('/marketCard/card5G', '新用户');
      await phone.tap({ role: 'button', within: { role: 'list', name: '选择号码' } });
      await phone.find({ css: '[data-testid="held-number"]' });
      await fillPerson(phone);
      await phone.select({ role: 'combobox', name: '区县' }, '五华区');
      await phone.fill({ role: 'textbox', name: '详细地址' }, '人民中路街道翠湖小区3栋2单元501室');
      await confirmSms(phone);
      await phone.tap({ role: 'button', name: /提交并支付/ });
      await pay(phone, {});
      await phone.waitUrl((u) => u.pathname === '/sms2/orderPage/success');
      await phone.find({ role: 'heading', name: '下单成功' }, CREDITED);
      assert.equal(await phone.count({ role: 'button', name: /去支付/ }), 0, 'a paid order offers no 去支付');
    },
    options,
  );
});

test('broadband: 新用户 at a covered door, a tier and a slot, pays the year; 下单成功 with 实付 and the address', async (t) => {
  await journey(
    t,
    async (phone) => {
      await phone.goto('/productPage?productId=pd_bb300');
      await phone.find({ role: 'heading', name: '300M光纤宽带包年' });
      await phone.tap({ role: 'button', name: '立即办理' });
      await phone.consent('新用户');
      assert.equal((await phone.url()).pathname, '/sms2/orderPage/broadbandProcessing');
      await phone.select({ role: 'combobox', name: '区县' }, '官渡区');
      await phone.fill({ role: 'textbox', name: '搜索小区' }, '世纪');
      await phone.tap({ role: 'button', name: '搜索' });
      for (const name of ['世纪城', '1栋', '1单元', '301室']) {
        await phone.tap({ role: 'button', name, within: { role: 'list', name: '下一级地址' } });
        await phone.find({ text: name, within: { role: 'list', name: '已选地址' } });
      }
      await phone.find({ css: '[data-testid="bb-coverage"]', text: /最高1000M/, exact: false });
      await phone.tap({
        role: 'button',
        css: ':not([disabled]):not([aria-disabled="true"])',
        within: { role: 'table', name: '上门安装时间' },
      });
      await phone.tap({ role: 'button', name: '下一步' });
      await phone.waitUrl((u) => u.searchParams.get('step') === 'info');
      await fillPerson(phone);
      await confirmSms(phone);
      await phone.tap({ role: 'button', name: /提交并支付/ });
      await pay(phone, {});
      const at = await phone.waitUrl((u) => u.pathname === '/sms2/orderPage/success');
      assert.equal(at.searchParams.get('kind'), 'broadband');
      await phone.find({ role: 'heading', name: '下单成功' }, CREDITED);
      await phone.find({ text: '实付' });
      assert.equal(await phone.count({ text: '应付' }), 0);
      await phone.waitText('世纪城1栋1单元301室');
      assert.equal(await phone.count({ role: 'button', name: /去支付/ }), 0, 'a paid order offers no 去支付');
      const orderNo = at.searchParams.get('orderNo');
      assert.equal((await sim('GET', 'state')).data.broadbandOrders[orderNo]?.offerCode, 'BB300');
    },
    options,
  );
});

test('/open2i: 新用户 orders wireless broadband with the 4G CPE, pays ¥399, and the result says 下单成功', async (t) => {
  await journey(
    t,
    async (phone) => {
      await phone.openAs('/open2i', '新用户');
      await phone.find({ role: 'heading', name: '王卡无线宽带' });
      await fillPerson(phone);
      await phone.select({ role: 'combobox', name: '区县' }, '五华区');
      await phone.fill({ role: 'textbox', name: '详细地址' }, '人民中路街道翠湖小区3栋2单元501室');
      await confirmSms(phone);
      await phone.tap({ role: 'button', name: '提交并支付 ¥399.00' });
      await pay(phone, { amount: '¥399.00' });
      const at = await phone.waitUrl((u) => u.pathname === '/sms2/open2i/result');
      await phone.find({ role: 'heading', name: '下单成功' }, CREDITED);
      assert.equal(await phone.row('订单号'), at.searchParams.get('orderNo'));
      assert.equal(await phone.row('实付'), '¥399.00');
    },
    options,
  );
});

test('handset: 王强 signs for the Mate 60 on ¥69×24, passes the SMS gate, pays ¥800 down; 下单成功 with 首付款', async (t) => {
  await journey(
    t,
    async (phone) => {
      await phone.openAs('/stockGetPhone', '王强');
      await phone.find({ role: 'heading', name: '老用户合约购机' });
      await phone.tap({ role: 'button', name: /华为Mate 60/ });
      await phone.tap({ role: 'button', name: /月消费¥69\.00×24个月/ });
      await phone.select({ role: 'combobox', name: '区县' }, '五华区');
      await phone.fill({ role: 'textbox', name: '详细地址' }, '人民中路街道翠湖小区3栋2单元501室');
      // The contract opens before the signature: its pad is offered once it is read.
      await phone.tap({ role: 'button', name: '查看《合约购机协议》' });
      await phone.waitText('24个月内每月承诺消费不低于');
      await phone.tap({ role: 'button', name: '我已阅读' });
      await phone.draw({ role: 'img', name: /^签名区域/ });
      await phone.find({ role: 'img', name: '已签名' });
      await phone.tap({ role: 'button', name: '确认办理' });
      await phone.passSmsGate(WANG);
      await pay(phone, { amount: '¥800.00' });
      const at = await phone.waitUrl((u) => u.pathname === '/sms2/orderPage/success');
      assert.equal(at.searchParams.get('kind'), 'handset');
      await phone.find({ role: 'heading', name: '下单成功' }, CREDITED);
      await phone.find({ css: 'dt', text: '首付款' });
      assert.equal(await phone.count({ role: 'button', name: /去支付/ }), 0, 'a paid order offers no 去支付');
    },
    options,
  );
});

test('flash sale: 王强 grabs in the live 14:00 session, pays ¥1.00, and my orders say 已完成', async (t) => {
  const now = await simNow();
  const day = Math.floor((now + CHINA_MS) / 86_400_000) * 86_400_000 - CHINA_MS;
  const r = await sim('POST', 'clock', { at: day + (14 * 60 + 5) * 60_000 });
  assert.equal(r?.status, 1, `clock set: ${JSON.stringify(r)}`);
  await journey(
    t,
    async (phone) => {
      await phone.openAs('/seckillNew/myOrder', '王强');
      const done = { text: '已完成', within: { role: 'listitem', name: /5GB通用流量7天包（秒杀）/ } };
      await phone.find(done);
      const completedBefore = await phone.count(done);
      await phone.goto('/seckillNew');
      await phone.find({ role: 'heading', name: '整点秒杀' });
      await phone.find({ role: 'button', name: /^14:00\s*抢购中$/ });
      await phone.waitText('剩余200/200件');
      await phone.tap({ role: 'button', name: '立即抢 5GB通用流量7天包' });
      const sheet = { role: 'dialog', name: '抢购成功' };
      await phone.find({ text: /^请在 00:(29|30):\d\d 内完成支付/, within: sheet });
      await phone.waitText('剩余199/200件');
      await phone.tap({ role: 'button', name: '立即支付 ¥1.00', within: sheet });
      await pay(phone, { amount: '¥1.00' });
      await phone.waitUrl((u) => u.pathname === '/sms2/seckillNew/myOrder' && !u.searchParams.has('payResult'));
      // The paid order joins the seeded completed one; none is left to pay.
      await waitUntil(async () => (await phone.count(done)) === completedBefore + 1, {
        ...CREDITED,
        what: 'the paid order 已完成',
      });
      assert.equal(await phone.count({ role: 'button', name: /去支付/ }), 0, 'no 去支付 on the paid order');
    },
    options,
  );
});

test('/summer: 陈雨 from the school platform pays ¥50; the page says paid and her record shows it', async (t) => {
  await journey(
    t,
    async (phone) => {
      await phone.goto('/summer?token=mt_sim_7777');
      await phone.find({ role: 'heading', name: '暑期保持联系' });
      await phone.waitText('暂无参与记录');
      await phone.tap({ role: 'button', name: '立即支付¥50.00' });
      await pay(phone, { amount: '¥50.00' });
      await phone.waitUrl((u) => u.pathname === '/sms2/summer' && !u.searchParams.has('payResult'));
      await phone.waitText(/充值¥50\.00 · 送10 ?GB/, CREDITED);
      await phone.waitText(/已支付|流量已赠送/, CREDITED);
      await phone.waitText('您已参加过本活动', CREDITED);
    },
    options,
  );
});

test('/newRecharge/tooth: 李明 pays 88 yuan; 充值成功 with the credit and the voucher', async (t) => {
  await journey(
    t,
    async (phone) => {
      await phone.openAs('/newRecharge/tooth', '李明');
      await phone.find({ role: 'heading', name: '充话费 送洁牙' });
      await phone.waitText('云南 保山 联通');
      await phone.tap({ role: 'button', name: /^充88元/ });
      await phone.tap({ role: 'button', name: /立即充值|立即支付/ });
      await pay(phone, { amount: '¥88.00' });
      await phone.find({ role: 'heading', name: '充值成功' }, CREDITED);
      assert.equal((await phone.url()).pathname, '/sms2/newRecharge/toothSuccess88');
      await phone.waitText('¥88.00话费已到账，权益券已发放');
      assert.equal(await phone.row('支付金额'), '¥88.00');
      await phone.waitText('洁牙券1张');
    },
    options,
  );
});
