// Shared helpers of the journeys: Debian's Chromium on a 375x667 phone, the simulator's test endpoints,
// and a screenshot kept in test-results/ when a journey fails.
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:8000';
export const APP = `${BASE_URL}/sms2`;
export const SIM = `${BASE_URL}/sms2-api/__sim`;

/** Waits for what a journey looks for; generous enough for a cold chunk on a busy CI machine. */
export const WAIT_MS = 10_000;

export async function launch() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Playwright gives each launch its own temporary profile (it refuses a --user-data-dir argument).
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return browser;
}

/**
 * A fresh phone: its own cookies and storage. `errors` collects uncaught page errors; `consoleErrors` the app's
 * console.error lines (a failed resource load, e.g. the expected 401 of "who am I" when logged out, is the
 * browser's network log, not an app error, and is left out).
 */
export async function phone(browser, options = {}) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    // `npm run test:e2e -- --nginx`: the throwaway certificate of `npm run serve:nginx`.
    ignoreHTTPSErrors: BASE_URL.startsWith('https:'),
    ...options,
  });
  context.setDefaultTimeout(WAIT_MS);
  const page = await context.newPage();
  trackRequests(page);
  const errors = [];
  const consoleErrors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) consoleErrors.push(m.text());
  });
  return { context, page, errors, consoleErrors };
}

export async function sim(method, what, body) {
  const res = await fetch(`${SIM}/${what}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Re-seeds the simulator: personas, SMS codes, captchas, logs; no faults, real time — outside the nightly pause of
 * deposits, whatever the hour the run started (`awayFromTopupPause`).
 */
export async function resetSim() {
  const r = await sim('POST', 'reset');
  if (r?.status !== 1) throw new Error(`simulator reset failed: ${JSON.stringify(r)}`);
  await awayFromTopupPause();
}

/** A fault on the next call(s) of a spec path (mocks/README.md). */
export async function fault(input) {
  const r = await sim('POST', 'faults', input);
  if (r?.status !== 1) throw new Error(`fault not accepted: ${JSON.stringify(r)}`);
  return r.data;
}

/** Removes every fault: the backend has recovered. */
export async function clearFaults() {
  const r = await sim('DELETE', 'faults');
  if (r?.status !== 1) throw new Error(`faults not cleared: ${JSON.stringify(r)}`);
}

/** The simulator's pay orders (every order the customer can pay: top-ups, cfsf checkouts), by id. */
export async function simPayOrders() {
  const r = await sim('GET', 'state');
  if (r?.status !== 1) throw new Error(`simulator state unreadable: ${JSON.stringify(r)?.slice(0, 200)}`);
  return r.data.payOrders;
}

/** Polls fn until it returns a truthy value (never a fixed sleep). */
export async function until(fn, { timeout = WAIT_MS, interval = 50, what = 'condition' } = {}) {
  const end = Date.now() + timeout;
  let last;
  for (;;) {
    last = await fn();
    if (last) return last;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(last)})`);
    await new Promise((r) => setTimeout(r, interval));
  }
}

/** The one toast (a live region with the toast inside). */
export const toast = (page, text) => page.getByRole('status').filter({ hasText: text });

/** Counts the page's requests whose path ends with one of the spec paths. */
export function countRequests(page, specPath) {
  const seen = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.replace(/\/+$/, '').endsWith(`/${specPath}`)) seen.push(r);
  });
  return seen;
}

/**
 * The WeChat login as the simulator plays it outside WeChat: the app has left for the consent page; pick the
 * persona whose label starts with `who` (e.g. '王强', '新用户') and wait until the app is back without code/state.
 */
export async function consent(page, who, { session = true } = {}) {
  await page.waitForURL(/\/sms2-api\/__sim\/oauth\/authorize\?/);
  await page.getByRole('link', { name: new RegExp(`^${who}`) }).click();
  await page.waitForURL(
    (u) => u.pathname.startsWith('/sms2/') && !u.searchParams.has('code') && !u.searchParams.has('state'),
  );
  // Logged in once the session answered (the code's exchange ends after the address is cleaned): a page left or
  // loaded before that starts logged out. The WebKit driver's consent waits the same way.
  // (`session: false` for a login meant to fail.)
  if (session)
    await page.waitForFunction(() => window.localStorage.getItem('sms2_session') === '1', null, { timeout: WAIT_MS });
}

/** Logs `who` in from home as a visitor does: its 登录/绑定号码, then the consent page (back on home). */
export async function logInFromHome(page, who) {
  await page.goto(`${APP}/`);
  await page.getByRole('button', { name: '登录/绑定号码' }).click();
  await consent(page, who);
}

/**
 * The request layer's combined phone + captcha + SMS dialog of the SMS-gated calls (busi/handle, reception, 退订):
 * fills it for `number` (the number it shows is kept), the code sent and typed, not yet confirmed. Returns the dialog.
 */
export async function fillSmsGate(page, number) {
  const dialog = page.getByRole('dialog', { name: '短信验证' });
  await dialog.waitFor();
  const phone = dialog.getByRole('textbox', { name: '手机号码' });
  if (!(await phone.inputValue())) await phone.fill(number);
  await dialog.getByRole('textbox', { name: '图形验证码' }).fill(await captchaText(dialog));
  // 重新发送 once a code went to the number before (its countdown is one per number, kept across dialogs).
  await dialog.getByRole('button', { name: /^(获取验证码|重新发送)$/ }).click();
  await dialog.getByRole('button', { name: /秒后重发/ }).waitFor(); // sent: the code below is this one
  await dialog.getByRole('textbox', { name: '短信验证码' }).fill(await smsCode(number));
  return dialog;
}

/** fillSmsGate, then confirms. */
export async function passSmsGate(page, number) {
  await (await fillSmsGate(page, number)).getByRole('button', { name: '确定' }).click();
}

/** /stockGetPhone: the handset contract opened and read (its pad is offered only then), unless it was already. */
export async function readHandsetContract(page) {
  const open = page.getByRole('button', { name: '查看《合约购机协议》' });
  await open.waitFor();
  if (await page.getByRole('img', { name: /^(签名区域|已签名)/ }).count()) return;
  await open.click();
  const contract = page.getByRole('dialog', { name: '合约购机协议' });
  await contract.getByText(/24个月内每月承诺消费不低于/).waitFor();
  await contract.getByRole('button', { name: '我已阅读' }).click();
}

/** A finger's strokes across a signature pad (`pad`, a locator), in the middle of the screen: clear of the fixed
 *  bars with their totals and buttons. */
export async function drawSignature(page, pad) {
  await pad.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = await pad.boundingBox();
  await page.mouse.move(box.x + 20, box.y + 30);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 60, { steps: 8 });
  await page.mouse.move(box.x + 200, box.y + 30, { steps: 8 });
  await page.mouse.up();
}

/** The text of the captcha the dialog's picture shows, read from the simulator by the id in its address. */
export async function captchaText(dialog) {
  return captchaTextOf(await dialog.locator('img[src*="/user/kaptcha/"]').getAttribute('src'));
}

/** The text of the captcha whose picture is at `src` (any driver's), from the simulator by the id in it. */
export async function captchaTextOf(src) {
  const id = /\/user\/kaptcha\/([^/?#]+)/.exec(src ?? '')?.[1];
  if (!id) throw new Error(`no kaptchaId in the captcha image address ${src}`);
  // The picture is issued when the browser loads it: wait for the simulator to know it.
  const r = await until(
    async () => {
      const x = await sim('GET', `captcha?id=${id}`);
      return x?.status === 1 && x;
    },
    { what: `captcha ${id}` },
  );
  return r.data.text;
}

/** Opens `route` (an app path, a query allowed) and logs in on the consent page as `who`; ends on that page. */
export async function openAs(page, route, who) {
  await page.goto(`${APP}${route}`);
  await consent(page, who);
  assert.equal(new URL(page.url()).pathname, `/sms2${route.split('?')[0]}`);
}

/** The latest SMS code sent to a number. */
export async function smsCode(phoneNumber) {
  const r = await until(
    async () => {
      const x = await sim('GET', `sms?phone=${phoneNumber}`);
      return x?.status === 1 && x;
    },
    { what: `SMS to ${phoneNumber}` },
  );
  return r.data.code;
}

/** Runs fn with a page; on failure keeps a screenshot named after the journey, then rethrows. */
export async function journey(t, browser, fn, options) {
  const { context, page, errors, consoleErrors } = await phone(browser, options);
  try {
    await fn(page, { context, errors, consoleErrors });
  } catch (e) {
    mkdirSync('test-results', { recursive: true });
    await page
      .screenshot({ path: path.join('test-results', `${t.name.replace(/[^\w-]+/g, '_')}.png`) })
      .catch(() => {});
    throw e;
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------- payments (the top-up and deposit-gift journeys)

/**
 * How long a paid order may take to show as credited: the simulator credits SIM_CREDIT_DELAY_MS after payment
 * (3 s by default; run.mjs's SIM_FAST=1 is read by nothing), and the result pages poll every 2 s.
 */
export const CREDIT_WAIT_MS = 20_000;

export const CHINA_MS = 8 * 3600_000;
/** The simulator's clock (ms): what the server judges maintenance windows and months by. */
export async function simNow() {
  const r = await sim('GET', 'clock');
  if (r?.status !== 1) throw new Error(`simulator clock unreadable: ${JSON.stringify(r)}`);
  return r.data.now;
}

/** The operator's month label of an instant, as the history tabs write it: '11月'. */
export const chinaMonthLabel = (ms) => `${new Date(ms + CHINA_MS).getUTCMonth() + 1}月`;

/** The next Friday (after the simulator's today) at `hour` China time, in ms: the member day's window. */
export async function nextFriday(hour) {
  const now = await simNow();
  const china = new Date(now + CHINA_MS);
  const ahead = (5 - china.getUTCDay() + 7) % 7 || 7;
  const midnight = Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), china.getUTCDate()) - CHINA_MS;
  return midnight + ahead * 86_400_000 + hour * 3600_000;
}

/**
 * Deposits pause 22:50–00:50 China time, in the app (the form's banner, cfsf2) and in the simulator (every deposit
 * refused). A journey is no test of the pause unless it says so, and a run may start at any hour: from 22:30 to 00:50
 * the simulator's clock goes back to 22:30 China time (the evening before, after midnight) and runs on from there, so
 * a journey has twenty minutes before the pause. The page keeps the phone's own clock: what it shows follows the
 * server's time from the first answer, as it must when a customer's phone is off (a page clock would also blank the
 * page's Performance entries, which journeys read). The simulator is seeded anew at that time, so the seed's
 * times ("placed an hour ago") stay in the server's past. A journey that tests the pause sets the clock itself
 * after resetSim().
 */
async function awayFromTopupPause() {
  const now = await simNow();
  const minute = Math.floor(((now + CHINA_MS) % 86_400_000) / 60_000);
  const safe = 22 * 60 + 30;
  const pauseEnd = 50;
  if (minute < safe && minute >= pauseEnd) return;
  const at = now - ((minute >= safe ? minute : minute + 24 * 60) - safe) * 60_000 - (now % 60_000);
  // Seeded anew at that time: a record seeded "an hour ago" is an hour before the server's now, not after it.
  const r = await sim('POST', 'reset', { at });
  if (r?.status !== 1) throw new Error(`simulator not reset at ${at}: ${JSON.stringify(r)}`);
}

/**
 * A second phone in the same journey (e.g. the friend who pays from a shared link): its own cookies and storage;
 * on failure a screenshot named after the journey and `who`, then the error goes on.
 */
export async function otherPhone(t, browser, who, fn, options) {
  const { context, page, errors, consoleErrors } = await phone(browser, options);
  try {
    return await fn(page, { context, errors, consoleErrors });
  } catch (e) {
    mkdirSync('test-results', { recursive: true });
    await page
      .screenshot({ path: path.join('test-results', `${t.name.replace(/[^\w-]+/g, '_')}-${who}.png`) })
      .catch(() => {});
    throw e;
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------- inside WeChat (the stand-in, mocks/weixin.ts)

/** WeChat on Android (its Chromium-based webview) and on an iPhone (WebKit). */
export const WECHAT_ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.43.2480(0x28002b37) NetType/WIFI Language/zh_CN';
export const WECHAT_IOS_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.43(0x18002b2c) NetType/WIFI Language/zh_CN';

/** The phone options of a journey inside WeChat: its user agent; the app of a simulator build loads the stand-in. */
export const inWeChat = (ua = WECHAT_ANDROID_UA) => ({ userAgent: ua });

/**
 * What WeChat's pay sheet does next, over the simulator's control (any browser driver can): 'ok' (default), 'cancel',
 * 'fail', 'late' (ok before the server has recorded the payment, recorded `lateMs` later), 'lost' (paid, never
 * called back), 'paidCancel' (paid, the sheet says cancel); for one order or every order, `times` payments or all.
 */
export async function wechatPays(mode, { orderId, times, lateMs } = {}) {
  const r = await sim('POST', 'weixin/modes', { mode, orderId, times, lateMs });
  if (r?.status !== 1) throw new Error(`WeChat Pay mode not accepted: ${JSON.stringify(r)}`);
  return r.data;
}

/** What the page asked of WeChat (share, menus, closeWindow, the signature checks, the pay sheet), oldest first. */
export async function wechatCalls() {
  const r = await sim('GET', 'weixin/calls');
  if (r?.status !== 1) throw new Error(`WeChat calls unreadable: ${JSON.stringify(r)}`);
  return r.data;
}

/** The id of the pay order of an order (itself, or the pay order of a card, broadband or handset order number). */
export async function payOrderIdOf(orderId) {
  const orders = await simPayOrders();
  return Object.values(orders).find((o) => o.orderId === orderId || o.effect?.orderNo === orderId)?.orderId;
}

/**
 * The payments the simulator recorded for an order, by its pay order's id or the product order it pays (a card,
 * broadband or handset order number): exactly one after any journey that paid it.
 */
export async function paymentsOf(orderId) {
  const r = await sim('GET', 'state');
  if (r?.status !== 1) throw new Error(`simulator state unreadable: ${JSON.stringify(r)?.slice(0, 200)}`);
  const ids = Object.values(r.data.payOrders)
    .filter((o) => o.orderId === orderId || o.effect?.orderNo === orderId)
    .map((o) => o.orderId);
  return r.data.payments.filter((p) => ids.includes(p.orderId));
}

/**
 * A minute passes for the SMS interval (one code a minute per number): the simulator's clock, and the page's
 * remembered sends (src/utils/smsSent.ts, sessionStorage), whose countdown runs on the phone's clock.
 */
export async function aMinuteLater(page) {
  await sim('POST', 'clock', { advanceMs: 61_000 });
  // A new tab not yet on the app (about:blank) has no countdown of its own: the simulator's minute is enough.
  if (!/^https?:/.test(page.url())) return;
  await page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i);
      if (key?.startsWith('sms2_sms_sent:'))
        sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key)) - 61_000));
    }
  });
}

/** The fire-and-forget sends of a page: the operation log and the field measurement (services/request/keepalive.ts). */
const isBeacon = (r) => r.method() === 'POST' && /\/config\/(operationLog|vitals)$/.test(new URL(r.url()).pathname);

/** Keeps the page's requests in flight (`page.inFlight`), but its log and measurement sends, for `quiet`. */
function trackRequests(page) {
  const inFlight = new Set();
  page.inFlight = inFlight;
  page.on('request', (r) => {
    if (!isBeacon(r)) inFlight.add(r);
  });
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
}

/**
 * The page loaded and its network quiet for 500 ms: Playwright's 'networkidle', but for the log's and measurement's
 * sends. A page left sends its queued log with keepalive, which outlives its document: Chromium never reports that
 * answer to the driver, so 'networkidle' would wait for it for ever.
 */
export async function quiet(page, { timeout = WAIT_MS } = {}) {
  await page.waitForLoadState('load');
  if (!page.inFlight) return page.waitForLoadState('networkidle');
  const end = Date.now() + timeout;
  let quietSince = Date.now();
  for (;;) {
    if (page.inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) return;
    if (Date.now() > end)
      throw new Error(`network not quiet in ${timeout} ms: ${[...page.inFlight].map((r) => r.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// ------------------------------------------------------------------------------------------------ orders to pay

const PERSON_PHONE = '15508750002';
const PERSON_CERT = '530502199708152013';

/** Taps the first number of a card page's batch and waits for the hold; returns the number held. */
export async function holdFirst(page) {
  const first = page.getByRole('list', { name: '选择号码' }).getByRole('button').first();
  await first.waitFor();
  await first.click();
  const held = page.getByTestId('held-number');
  await held.waitFor();
  await page.getByRole('timer').waitFor();
  return (await held.innerText()).replace(/\s/g, '');
}

/** A card or broadband order's person: 李明, whose ID passes the real-name check. */
export async function fillPerson(page) {
  await page.getByRole('textbox', { name: '姓名' }).fill('李明');
  await page.getByRole('textbox', { name: '身份证号' }).fill(PERSON_CERT);
  await page.getByRole('textbox', { name: '联系电话' }).fill(PERSON_PHONE);
}

/** A delivery address in 五华区. */
export async function fillAddress(page) {
  await page.getByRole('combobox', { name: '区县' }).selectOption({ label: '五华区' });
  await page.getByRole('textbox', { name: '详细地址' }).fill('人民中路街道翠湖小区3栋2单元501室');
}

/** The captcha dialog answered; then the code sent to `phone` typed and the agreement ticked. */
export async function captchaThenCode(page, dialog, phone = PERSON_PHONE) {
  await dialog.getByRole('textbox', { name: '图片验证码' }).fill(await captchaText(dialog));
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: /秒后重发/ }).waitFor();
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill(await smsCode(phone));
  await page.getByRole('checkbox').check();
}

/** The contact number's SMS through the captcha, the code typed and the agreement ticked. */
export async function confirmSms(page) {
  await page.getByRole('button', { name: /获取验证码/ }).click();
  const dialog = page.getByRole('dialog', { name: '安全验证' });
  await dialog.waitFor();
  await captchaThenCode(page, dialog);
}

/** 新用户 orders the 5G card (¥50 prepay) and submits: WeChat's pay sheet opens. Returns the order number. */
export async function orderCard5G(page) {
  await openAs(page, '/marketCard/card5G', '新用户');
  await holdFirst(page);
  await fillPerson(page);
  await fillAddress(page);
  await confirmSms(page);
  await page.getByRole('button', { name: /提交并支付/ }).click();
  await page.waitForURL(/\/orderPage\/success\?orderNo=/);
  return new URL(page.url()).searchParams.get('orderNo');
}
