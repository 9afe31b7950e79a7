// Answers of another shape (SPEC §8: success is the envelope's alone). With the simulator's 'shape' fault on every
// path, home and every ready route, logged in, stand: never the crash page ("页面出错了"), never an uncaught page
// error, never an endless "加载中...", and never a failure toast for a call that succeeded. Three backends:
// (a) `{status:1}` with no data at all ('absent', after the handler did the work), (b) data `{}` / `[]`, (c) the
// simulator's real answer written loosely: numbers and flags as text, empty fields null ('loose').
// Every write reached in a journey shows its success under (a): the server did the work, only its answer is bare.
// SHAPE_PART=routes or SHAPE_PART=writes runs one part; SHAPE_DATA=absent,loose only those backends of the routes.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  APP,
  captchaText,
  consent,
  fault,
  fillSmsGate,
  journey,
  launch,
  nextFriday,
  quiet,
  resetSim,
  sim,
  smsCode,
  until,
} from './support.mjs';

const PART = process.env.SHAPE_PART;
const part = (name) => (!PART || PART === name ? test : test.skip);
const CRASH = '页面出错了';
const LOADING = '加载中...';
/** What a failure toast says (SPEC §8's texts and the server's refusals): none may follow a success. */
const FAILURE = /失败|错误|异常|超时|请稍后重试/;
/** How long a loader may stay once the page has loaded. */
const LOADER_MS = 5_000;
const routes = JSON.parse(execFileSync('npm', ['run', '-s', 'routes', '--', '--json'], { encoding: 'utf8' }))
  .filter((r) => r.page === 'ready' && r.path !== '*')
  .map((r) => r.path.replace(/:\w+/g, 'x1'));

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

/** Keeps every toast text the page shows in window.__toasts (toasts go after a few seconds). */
async function recordToasts(page) {
  await page.addInitScript(() => {
    window.__toasts = [];
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="status"]')) {
        const text = region.textContent?.trim();
        if (text && window.__toasts.at(-1) !== text) window.__toasts.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}
const failureToasts = async (page) =>
  (await page.evaluate(() => window.__toasts ?? [])).filter((text) => text !== LOADING && FAILURE.test(text));

async function logIn(page) {
  await page.goto(`${APP}/`);
  await page.getByRole('button', { name: '登录/绑定号码' }).click();
  await consent(page, '王强');
  await page.getByText('186****0001').waitFor();
}

async function stands(page, route, errors) {
  await page.goto(`${APP}${route}`);
  await quiet(page);
  await page.waitForTimeout(200);
  assert.equal(await page.getByText(CRASH).count(), 0, `${route}: the crash page`);
  assert.deepEqual(errors, [], `${route}: uncaught page errors`);
  await until(async () => (await page.getByText(LOADING, { exact: true }).count()) === 0, {
    timeout: LOADER_MS,
    what: `${route}: no endless ${LOADING}`,
  });
}

for (const data of ['object', 'array', 'null']) {
  part('routes')(`shape ${data} everywhere: home stands, its sections show their own retry`, async (t) => {
    await journey(t, browser, async (page, { errors }) => {
      await logIn(page);
      await fault({ path: '*', kind: 'shape', data });
      await stands(page, '/', errors);
      await page.getByRole('link', { name: '话费充值' }).waitFor();
    });
  });
}

// (a) no data, (b) {} (an object or a list answered {}), [] , (c) the real answer loosely.
for (const data of ['absent', 'object', 'array', 'loose'].filter(
  (d) => !process.env.SHAPE_DATA || process.env.SHAPE_DATA.split(',').includes(d),
)) {
  part('routes')(`shape ${data} everywhere: no ready route crashes, loads forever or toasts a failure`, async (t) => {
    await journey(t, browser, async (page, { errors }) => {
      await recordToasts(page);
      await logIn(page);
      await fault({ path: '*', kind: 'shape', data });
      for (const route of routes) {
        await stands(page, route, errors);
        assert.deepEqual(await failureToasts(page), [], `${route}: a success toasted as a failure`);
      }
    });
  });
}

// ------------------------------------------------------------------------------------------ writes under (a)

const OWN = '18687120001';
const UNBOUND = '18608714445';
const CONTACT = '15508750002';
const CONTACT_CERT = '530502199708152013';
const COMPLAINT = '宣传的免费流量包实际每月收费十元，与营业员所说不符。';

/** The picture-captcha dialog answered. */
async function captcha(page) {
  const dialog = page.getByRole('dialog', { name: '安全验证' });
  await dialog.waitFor();
  await dialog.getByRole('textbox', { name: '图片验证码' }).fill(await captchaText(dialog));
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The new WeChat user on /bindAccount with the unbound number typed in. */
async function bindForm(page) {
  await page.goto(`${APP}/bindAccount`);
  await consent(page, '新用户');
  await page.getByRole('heading', { name: '绑定号码', level: 1 }).waitFor();
  await page.getByRole('textbox', { name: '手机号码' }).fill(UNBOUND);
}

/** The contact SMS of the card order. */
async function cardSms(page) {
  await page.getByRole('button', { name: /获取验证码|重新发送/ }).click();
  await captcha(page);
  await page.getByRole('button', { name: /秒后重发/ }).waitFor();
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill(await smsCode(CONTACT));
  const agree = page.getByRole('checkbox');
  if (!(await agree.isChecked())) await agree.check();
}

const state = async () => (await sim('GET', 'state')).data;

/**
 * A write: `setup` brings the customer to it, `path` answers `{status:1}` without data for the next call, `act`
 * performs it, `done` waits for its success, `did` (optional) says the simulator did the work.
 */
const WRITES = [
  {
    name: 'SMS send (bind)',
    path: 'user/userMoreBinding/sendMessage',
    setup: bindForm,
    async act(page) {
      await page.getByRole('button', { name: /获取验证码/ }).click();
      await captcha(page);
    },
    done: (page) => page.getByRole('button', { name: /秒后重发/ }).waitFor(),
    did: async () => !!(await sim('GET', `sms?phone=${UNBOUND}`))?.data?.code,
  },
  {
    name: 'bind',
    path: 'user/loginCaptcha',
    async setup(page) {
      await bindForm(page);
      await page.getByRole('button', { name: /获取验证码/ }).click();
      await captcha(page);
      await page.getByRole('textbox', { name: '短信验证码' }).fill(await smsCode(UNBOUND));
    },
    act: (page) => page.getByRole('button', { name: '绑定', exact: true }).click(),
    done: (page) => page.getByRole('status').filter({ hasText: '绑定成功' }).waitFor(),
  },
  {
    name: 'top-up order',
    path: 'config/pay/anon/orderSubmitBlack',
    async setup(page) {
      await page.goto(`${APP}/newRecharge/index2`);
      await consent(page, '王强');
      const number = page.getByRole('textbox', { name: '充值号码' });
      await until(async () => (await number.inputValue()) === OWN, { what: 'the number on the top-up form' });
      await page.getByRole('radio', { name: /^50元/ }).click();
      await page.getByText('实付金额¥50.00').waitFor();
    },
    act: (page) => page.getByRole('button', { name: '立即充值' }).click(),
    async done(page) {
      // Not named in the answer: the records show it, to pay.
      await page.waitForURL((u) => u.pathname === '/sms2/newRecharge/history');
      await page.getByRole('status').filter({ hasText: '订单已提交' }).waitFor();
    },
    did: async () => Object.values((await state()).payOrders).some((o) => o.faceFen === 5000 && o.status === 'unpaid'),
  },
  {
    name: 'data-pack order',
    path: 'handlebusi/busi/handle',
    async setup(page) {
      await page.goto(`${APP}/flowDetail/outdoor`);
      await consent(page, '王强');
      await page.getByRole('button', { name: '立即订购 ¥5.00' }).click();
      await page.getByRole('dialog', { name: '确认订购' }).getByRole('button', { name: '确认订购' }).click();
      await fillSmsGate(page, OWN);
    },
    act: (page) => page.getByRole('dialog', { name: '短信验证' }).getByRole('button', { name: '确定' }).click(),
    async done(page) {
      // The answer says no status: accepted, the records tell the rest.
      await page.waitForURL((u) => u.pathname === '/sms2/flowDetail/result');
      await page.getByRole('heading', { name: /已受理|订购成功/ }).waitFor();
    },
  },
  {
    name: 'complaint submit',
    path: 'activity/formMain/add',
    async setup(page) {
      await page.goto(`${APP}/complain`);
      await consent(page, '王强');
      await page.getByRole('button', { name: '营销宣传' }).click();
      await page.getByRole('button', { name: '虚假宣传' }).click();
      await page.getByRole('textbox', { name: '问题描述' }).fill(COMPLAINT);
    },
    act: (page) => page.getByRole('button', { name: '提交投诉' }).click(),
    async done(page) {
      await page.waitForURL((u) => u.pathname === '/sms2/complain/success');
      await page.getByText('投诉提交成功').waitFor();
    },
  },
  {
    name: 'card order',
    path: 'handlebusi/wxOrderRecord/submit',
    async setup(page) {
      await page.goto(`${APP}/marketCard/card30`);
      await consent(page, '新用户');
      await page.getByRole('list', { name: '选择号码' }).getByRole('button').first().click();
      await page.getByTestId('held-number').waitFor();
      await page.getByRole('textbox', { name: '姓名' }).fill('李明');
      await page.getByRole('textbox', { name: '身份证号' }).fill(CONTACT_CERT);
      await page.getByRole('textbox', { name: '联系电话' }).fill(CONTACT);
      await page.getByRole('combobox', { name: '区县' }).selectOption({ label: '五华区' });
      await page.getByRole('textbox', { name: '详细地址' }).fill('人民中路街道翠湖小区3栋2单元501室');
      await cardSms(page);
    },
    act: (page) => page.getByRole('button', { name: '提交订单' }).click(),
    async done(page) {
      await page.waitForURL((u) => u.pathname === '/sms2/orderPage/success');
      await page.getByText('下单成功').first().waitFor();
    },
    did: async () => Object.keys((await state()).productOrders).length > 0,
  },
  {
    name: 'member-day claim',
    path: 'omoweb/rewardRecord/dealReward',
    async setup(page) {
      await sim('POST', 'clock', { at: await nextFriday(12) });
      await page.goto(`${APP}/friday`);
      await consent(page, '王强');
      await page.getByRole('heading', { name: '周五会员日', level: 1 }).waitFor();
    },
    act: (page) => page.locator('li', { hasText: '2GB通用流量日包' }).getByRole('button', { name: '立即领取' }).click(),
    done: (page) => page.getByRole('dialog', { name: '领取成功' }).waitFor(),
  },
];

for (const w of WRITES) {
  part('writes')(`${w.name}: a success without data shows its success`, async (t) => {
    await journey(t, browser, async (page, { errors }) => {
      await recordToasts(page);
      await w.setup(page);
      await fault({ path: w.path, kind: 'shape', data: 'absent', times: 1 });
      await w.act(page);
      await w.done(page);
      assert.deepEqual(await failureToasts(page), [], 'a success toasted as a failure');
      assert.deepEqual(errors, [], 'uncaught page errors');
      if (w.did) assert.ok(await w.did(), 'the simulator did the work');
    });
  });
}
