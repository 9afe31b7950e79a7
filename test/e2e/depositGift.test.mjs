// Journeys of the deposit-gift offers (存费送费): a friend pays the cfsf offer from a link 李明 shared (two phones),
// an activity that has ended (/lclyh) says so and offers no payment, and cfsf and cfsf2, which are not combined
// with another deposit gift, say so to 王强 (his 存100送60 runs) before any payment, as pay100 and pay200 do with each
// other.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  APP,
  consent,
  countRequests,
  CREDIT_WAIT_MS,
  journey,
  launch,
  otherPhone,
  quiet,
  resetSim,
  sim,
  until,
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

/** A term's value in a details list ("好友号码" -> "186****0001"). */
const row = (page, term) => page.locator('dt', { hasText: term }).locator('+ dd');
/** The bottom bar's "实付 ¥…". */
const barPrice = (page, amount) =>
  page.locator('p', { hasText: '实付' }).filter({ has: page.locator('strong', { hasText: amount }) });

test('cfsf: 李明 shares the ¥130 tier, a friend (王强) opens the link, pays at the cashier and sees the success page', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    // 李明 on the offer: the second tier, the agreement ticked, "找好友代付".
    await page.goto(`${APP}/cfsf`);
    await consent(page, '李明');
    await page.getByRole('heading', { name: '存费最低6.5折', level: 1 }).waitFor();
    await page.getByText('参与号码：155****0002').waitFor();
    // The tier is a card: the customer taps it (its radio is visually hidden).
    await page.locator('label', { hasText: '存¥130.00' }).click();
    assert.equal(await page.getByRole('radio', { name: /^存¥130\.00/ }).isChecked(), true);
    await barPrice(page, '¥130.00').waitFor();
    await page.getByRole('checkbox', { name: '已阅读并同意' }).check();
    await page.getByRole('button', { name: '找好友代付' }).click();

    // Outside WeChat the link is shown to be copied: /cfsf/index3 with the sharer's openid and the tier's money.
    const sheet = page.getByRole('dialog', { name: '邀请好友代付' });
    await sheet.waitFor();
    const shown = await sheet.getByText(/\/sms2\/cfsf\/index3\?/).innerText();
    const link = new URL(shown.trim());
    assert.equal(link.origin, new URL(APP).origin);
    assert.equal(link.pathname, '/sms2/cfsf/index3');
    assert.equal(link.searchParams.get('shareOpenId'), 'o_sim_002');
    assert.equal(link.searchParams.get('money'), '130');
    await sheet.getByRole('button', { name: '关闭' }).click();

    // The friend, on another phone, opens the link and logs in as 王强 (a friend's own offers do not matter).
    const paidOrder = await otherPhone(t, browser, 'friend', async (friend, { errors: friendErrors }) => {
      await friend.goto(link.toString());
      await consent(friend, '王强');
      await friend.getByRole('heading', { name: '好友代付', level: 1 }).waitFor();
      assert.equal(new URL(friend.url()).pathname, '/sms2/cfsf/index3');
      assert.equal(await row(friend, '好友号码').innerText(), '155****0002', "the sharer's number, masked");
      await friend.getByText('支付后，话费及赠费将充入好友的号码').waitFor();
      await friend.getByText('存¥130.00').waitFor();
      await friend.getByText('共得¥200.00话费').waitFor();
      await barPrice(friend, '¥130.00').waitFor();

      await friend.getByRole('checkbox', { name: '已阅读并同意' }).check();
      await friend.getByRole('button', { name: '为好友支付' }).click();
      await friend.waitForURL((u) => u.pathname === '/sms2-api/__sim/cashier');
      await friend.getByText('¥130.00', { exact: true }).waitFor();
      const line = await friend.getByText(/^号码 155\*{4}0002 · 订单号 \d+$/).innerText();
      const orderId = /订单号 (\d+)/.exec(line)[1];
      await friend.getByRole('button', { name: '支付', exact: true }).click();

      // The friend's success page: the order paid for the sharer's number.
      await friend.getByRole('heading', { name: '存费成功', level: 1 }).waitFor({ timeout: CREDIT_WAIT_MS });
      assert.equal(new URL(friend.url()).pathname, '/sms2/cfsf/success');
      await friend.getByText('已为好友代付成功，话费将充入好友号码').waitFor();
      assert.equal(await row(friend, '支付金额').innerText(), '¥130.00');
      assert.equal(await row(friend, '共得话费').innerText(), '¥200.00');
      assert.equal(await row(friend, '好友号码').innerText(), '155****0002');
      assert.equal(await row(friend, '订单编号').innerText(), orderId);
      await friend.getByRole('heading', { name: /好友的赠费到账计划/ }).waitFor();
      assert.deepEqual(friendErrors, []);
      return orderId;
    });
    assert.match(paidOrder, /^\d+$/);

    // Back on 李明's phone, the offer knows his number has joined.
    await page.reload();
    await page.getByRole('heading', { name: '您已参加本活动' }).waitFor();
    await page.getByRole('button', { name: '已参加' }).waitFor();
    assert.equal(await page.getByRole('button', { name: '已参加' }).isDisabled(), true);
    assert.deepEqual(errors, []);
  });
});

test('lclyh: the 2022 offer has ended, says so, and offers no payment', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    const pays = countRequests(page, 'bill/orderWechatPage');
    await page.goto(`${APP}/lclyh`);
    await consent(page, '王强');
    await page.getByRole('heading', { name: '2022老用户存费回馈', level: 1 }).waitFor();
    const notice = page.getByRole('status').filter({ has: page.getByRole('heading', { name: '活动已结束' }) });
    await notice.waitFor();
    await notice.getByText('本活动已于2022-12-31结束，感谢您的关注').waitFor();
    await notice.getByRole('link', { name: '查看更多活动' }).waitFor();

    const button = page.getByRole('button', { name: '活动已结束' });
    assert.equal(await button.isDisabled(), true);
    for (const name of ['立即办理', '确认支付', '自己存', '找好友代付']) {
      assert.equal(await page.getByRole('button', { name }).count(), 0, `no "${name}"`);
    }
    assert.equal(await page.getByRole('checkbox', { name: '已阅读并同意' }).count(), 0, 'no agreement to accept');
    assert.equal(await page.locator('p', { hasText: '实付' }).count(), 0, 'no price to pay');

    // A tap on the disabled button starts nothing.
    await button.click({ force: true });
    await quiet(page);
    assert.equal(new URL(page.url()).pathname, '/sms2/lclyh');
    assert.equal(pays.length, 0, 'no payment started');
    assert.deepEqual(errors, []);
  });
});

/** The deposit gift 王强 has running (db/seed/records.ts): cfsf and cfsf2 are not combined with it. */
const RUNNING = '您已参加“存100送60”，本活动不与其他存费送费活动同享';

test('cfsf and cfsf2 with a 存100送60 running: why not, before any payment; the rules say what cfsf credits, when', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    const orders = countRequests(page, 'config/cfshd/submit');
    const pays = countRequests(page, 'bill/orderWechatPage');
    await page.goto(`${APP}/cfsf`);
    await consent(page, '王强');
    await page.getByRole('heading', { name: '存费最低6.5折', level: 1 }).waitFor();
    const notice = page.getByRole('status').filter({ has: page.getByRole('heading', { name: '暂不符合参与条件' }) });
    await notice.getByText(RUNNING).waitFor();
    assert.equal(await page.getByRole('button', { name: '暂不可参与' }).isDisabled(), true);
    for (const name of ['自己存', '找好友代付', '确认支付', '立即办理']) {
      assert.equal(await page.getByRole('button', { name }).count(), 0, `no "${name}"`);
    }
    // The rules say one thing: cfsf credits nothing at once, all of it over ten months.
    await page.getByText(/三、所得话费按月到账/).waitFor();
    assert.doesNotMatch(await page.locator('main').innerText(), /即时到账/, 'nothing said to be credited at once');

    // The checkout reached by its address says the same, with nothing to pay.
    await page.goto(`${APP}/cfsf/index2?tier=2`);
    await page.getByText(RUNNING).waitFor();
    assert.equal(await page.getByRole('button', { name: '暂不可参与' }).isDisabled(), true);
    assert.equal(await page.getByRole('button', { name: '确认支付' }).count(), 0, 'no "确认支付"');

    // cfsf2, the top-up offer of the family, is not combined with it either.
    await page.goto(`${APP}/cfsf2`);
    await page.getByRole('heading', { name: '充值最低6.5折', level: 1 }).waitFor();
    await page.getByText(RUNNING).waitFor();
    assert.equal(await page.getByRole('button', { name: '自己充' }).count(), 0, 'no "自己充"');

    // In English: the server's reason and rules in the request's language.
    await page.goto(`${APP}/cfsf?lang=en`);
    await page
      .getByText('You are in "Deposit ¥100, get ¥60", and this offer is not combined with another deposit offer.')
      .waitFor();
    await page.getByText(/3\. The credit arrives month by month/).waitFor();
    assert.doesNotMatch(await page.locator('main').innerText(), /credited at once/);

    await quiet(page);
    assert.equal(orders.length + pays.length, 0, 'no order and no payment started');
    assert.deepEqual(errors, []);
  });
});

/** The notice of an offer the number may not join, with the server's reason; no way to pay. */
async function refusedWith(page, reason) {
  const notice = page.getByRole('status').filter({ has: page.getByRole('heading', { name: '暂不符合参与条件' }) });
  await notice.getByText(reason).waitFor();
  assert.equal(await page.getByRole('button', { name: '暂不可参与' }).isDisabled(), true);
  for (const name of ['立即办理', '确认支付', '自己存', '找好友代付']) {
    assert.equal(await page.getByRole('button', { name }).count(), 0, `no "${name}"`);
  }
}

test('pay100 and pay200 are not combined: 王强 (存100送60 running) is told why on 存200送120; 李明 pays 存200送120, then 存100送60 tells him why', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    const pays = countRequests(page, 'bill/orderWechatPage');
    await page.goto(`${APP}/payGift/pay200`);
    await consent(page, '王强');
    await page.getByRole('heading', { name: '存200送120', level: 1 }).waitFor();
    await refusedWith(page, RUNNING);
    await quiet(page);
    assert.equal(pays.length, 0, 'no payment started');
    assert.deepEqual(errors, []);
  });
  await otherPhone(t, browser, '李明', async (page, { errors }) => {
    await page.goto(`${APP}/payGift/pay200`);
    await consent(page, '李明');
    await page.getByRole('heading', { name: '存200送120', level: 1 }).waitFor();
    await page.getByRole('checkbox', { name: '已阅读并同意' }).check();
    await page.getByRole('button', { name: '立即办理' }).click();
    await page.waitForURL((u) => u.pathname === '/sms2-api/__sim/cashier');
    await page.getByText('¥200.00', { exact: true }).waitFor();
    await page.getByRole('button', { name: '支付', exact: true }).click();
    await page.getByRole('heading', { name: '支付成功', level: 1 }).waitFor({ timeout: CREDIT_WAIT_MS });
    assert.equal(new URL(page.url()).pathname, '/sms2/payGift/success200');
    // Credited: the offer runs (paid, its months to come).
    await until(
      async () =>
        Object.values((await sim('GET', 'state')).data.agreements).some(
          (a) => a.actId === 'pay200' && a.phone === '15508750002' && a.paid,
        ),
      { timeout: CREDIT_WAIT_MS, what: "李明's 存200送120 credited" },
    );

    // The other offer of the pair, and its English reason.
    await page.goto(`${APP}/payGift/pay100`);
    await page.getByRole('heading', { name: '存100送60', level: 1 }).waitFor();
    await refusedWith(page, '您已参加“存200送120”，本活动不与其他存费送费活动同享');
    await page.goto(`${APP}/payGift/pay100?lang=en`);
    await page.getByText(/this offer is not combined with another deposit offer/).waitFor();
    assert.deepEqual(errors, []);
  });
});
