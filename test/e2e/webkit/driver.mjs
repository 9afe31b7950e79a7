// The WebKit journeys' driver support: WebKitGTK's MiniBrowser through WebKitWebDriver (run.mjs starts it under
// Xvfb and names it in WEBKIT_DRIVER_URL), driven by selenium-webdriver, with an iPhone WeChat user agent on a
// 375x667 page. A journey gets a fresh browser (its own cookies and storage) and a `Phone` whose queries follow
// the Chromium journeys' (a role and an accessible name, a text) and wait for what they look for within a bound.
// The simulator's helpers (reset, faults, clock, SMS outbox) are the Chromium journeys' own (../support.mjs).
import webdriver from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http/index.js';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APP, BASE_URL, WAIT_MS, captchaTextOf, sim, smsCode } from '../support.mjs';

const { Key, Session, WebDriver } = webdriver;

/** WeChat 8.0 on an iPhone (iOS 17): the engine customers on iPhone open the app in. */
export const IPHONE_WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 ' +
  'MicroMessenger/8.0.50(0x1800322d) NetType/WIFI Language/zh_CN';

export const VIEWPORT = { width: 375, height: 667 };

const DRIVER_URL = process.env.WEBKIT_DRIVER_URL;

/** Starts a fresh MiniBrowser (its own ephemeral profile) with the user agent, sized to a 375x667 page. */
export async function openBrowser({ userAgent = IPHONE_WECHAT_UA } = {}) {
  if (!DRIVER_URL)
    throw new Error('WEBKIT_DRIVER_URL is not set: run the WebKit journeys with npm run test:e2e -- --webkit');
  // --full-screen: MiniBrowser without its toolbar, whose width would keep the window wider than 375 pixels.
  // Overlay scrollbars, as an iPhone has.
  const browserOptions = {
    args: ['--automation', '--full-screen', `--user-agent=${userAgent}`],
    useOverlayScrollbars: true,
  };
  if (process.env.WEBKIT_MINIBROWSER) browserOptions.binary = process.env.WEBKIT_MINIBROWSER;
  const driver = await startSession({
    browserName: 'MiniBrowser',
    // `-- --nginx`: the throwaway certificate of npm run serve:nginx.
    acceptInsecureCerts: BASE_URL.startsWith('https:'),
    'webkitgtk:browserOptions': browserOptions,
  });
  try {
    await driver.manage().setTimeouts({ script: WAIT_MS, pageLoad: 60_000 });
    await fitViewport(driver);
  } catch (e) {
    await driver.quit().catch(() => {});
    throw e;
  }
  return driver;
}

/** How long a browser may take to start before its launch is taken for lost (WEBKIT_LAUNCH_MS for the harness's
 *  own test), and how often it is tried. */
const LAUNCH_MS = Number(process.env.WEBKIT_LAUNCH_MS) || 60_000;
const LAUNCHES = 3;

/**
 * A new session. WebKitWebDriver never answers a session whose browser died on launch (MiniBrowser that cannot
 * open its display exits, and the request waits for ever): each request is bounded and aborted when it runs out
 * (an abandoned request would also keep the journey's process alive), then tried again; the driver takes the next
 * request as if the lost one had not been asked.
 */
async function startSession(capabilities) {
  for (let attempt = 1; ; attempt += 1) {
    let why;
    try {
      const answer = await fetch(`${DRIVER_URL}/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ capabilities: { firstMatch: [{}], alwaysMatch: capabilities } }),
        signal: AbortSignal.timeout(LAUNCH_MS),
      }).then((r) => r.json());
      const { sessionId, capabilities: granted, error, message } = answer.value ?? {};
      if (sessionId) {
        return new WebDriver(new Session(sessionId, granted), new Executor(new HttpClient(DRIVER_URL)));
      }
      why = `${error}: ${message}`;
    } catch (e) {
      why = e.name === 'TimeoutError' ? `no answer in ${LAUNCH_MS / 1000} s` : e.message;
    }
    if (attempt >= LAUNCHES) throw new Error(`MiniBrowser did not start in ${LAUNCHES} launches: ${why}`);
    console.error(`MiniBrowser launch ${attempt} failed (${why}); launching again`);
  }
}

/** Sizes the window so that the page (not the window with its frame) is 375x667. */
async function fitViewport(driver) {
  const window = driver.manage().window();
  let size = { ...VIEWPORT };
  for (let i = 0; i < 3; i += 1) {
    await window.setRect(size);
    const inner = await driver.executeScript('return [window.innerWidth, window.innerHeight];');
    if (inner[0] === VIEWPORT.width && inner[1] === VIEWPORT.height) return;
    size = { width: size.width + VIEWPORT.width - inner[0], height: size.height + VIEWPORT.height - inner[1] };
  }
  const inner = await driver.executeScript('return [window.innerWidth, window.innerHeight];');
  if (inner[0] !== VIEWPORT.width) throw new Error(`the page is ${inner[0]} px wide, not ${VIEWPORT.width}`);
}

// ------------------------------------------------------------------------------------------------ paying

/** The user agent of the payment journeys: iPhone WeChat, whose pay sheet the simulator's stand-in plays. */
export const PAY_USER_AGENT = IPHONE_WECHAT_UA;

const yuanText = (fen) => `¥${(fen / 100).toFixed(2)}`;

/**
 * Pays, inside WeChat, the order the page has just asked to pay: the build's WeChat stand-in (mocks/weixin.ts) plays
 * the pay sheet, which settles the order on the simulator first and then calls back ok, as WeChat does. Waits for
 * the sheet's answer for `orderId` (or the first order asked), checks it was ok, for `amount` ('¥50.00'), that the
 * server holds exactly one payment of the order and that the page never left for the cashier. Returns the order id.
 */
export async function pay(phone, { orderId, amount } = {}) {
  const call = await waitUntil(
    async () => {
      const r = await sim('GET', 'weixin/calls');
      return (r?.data ?? []).find(
        (c) => c.name === 'getBrandWCPayRequest' && (orderId === undefined || c.args?.orderId === orderId),
      );
    },
    { timeout: 20_000, what: `WeChat Pay asked for ${orderId ?? 'the order'}` },
  );
  assert.equal(call.args.errMsg, 'get_brand_wcpay_request:ok', `the pay sheet: ${JSON.stringify(call.args)}`);
  const id = call.args.orderId;
  const state = (await sim('GET', 'state')).data;
  if (amount) assert.equal(yuanText(state.payOrders[id].payFen), amount, 'the amount paid');
  assert.equal(state.payments.filter((p) => p.orderId === id).length, 1, `one payment of ${id}`);
  assert.notEqual((await phone.url()).pathname, '/sms2-api/__sim/cashier', 'inside WeChat, never the cashier');
  return id;
}

// ------------------------------------------------------------------------------------------------ queries

/** A regular expression or a string, as the page's finder takes it. */
const matcher = (m, exact = true) =>
  m instanceof RegExp ? { re: m.source, flags: m.flags } : { s: String(m), exact: exact !== false };

/**
 * What to look for: `{ role, name, exact, within }` (an element of an ARIA role, implicit or explicit, whose
 * accessible name is `name`: aria-label, aria-labelledby, a label, else its text) or `{ text }` (the innermost
 * visible element whose text is `text`); strings match whole (whitespace folded) unless `exact: false`, a RegExp
 * matches itself. `within` narrows to what lies inside the matches of another query.
 */
function toQuery(q) {
  const out = { role: q.role, css: q.css, checked: q.checked, pressed: q.pressed, selected: q.selected };
  if (q.name !== undefined) out.name = matcher(q.name, q.exact);
  if (q.text !== undefined) out.text = matcher(q.text, q.exact);
  if (q.within) out.within = toQuery(q.within);
  return out;
}

/** Runs in the page: every visible element the query matches, in document order. */
function findAll(query) {
  const ROLES = {
    button: 'button,[role=button],input[type=button],input[type=submit]',
    link: 'a[href],[role=link]',
    textbox:
      'input:not([type]),input[type=text],input[type=tel],input[type=number],input[type=search],input[type=email],input[type=password],textarea,[role=textbox]',
    radio: 'input[type=radio],[role=radio]',
    checkbox: 'input[type=checkbox],[role=checkbox]',
    tab: '[role=tab]',
    table: 'table,[role=table],[role=grid]',
    tabpanel: '[role=tabpanel]',
    heading: 'h1,h2,h3,h4,h5,h6,[role=heading]',
    dialog: 'dialog[open],[role=dialog],[role=alertdialog]',
    list: 'ul,ol,[role=list]',
    listitem: 'li,[role=listitem]',
    status: '[role=status],output',
    timer: '[role=timer]',
    navigation: 'nav,[role=navigation]',
    img: 'img,[role=img]',
    combobox: 'select,[role=combobox]',
    option: 'option,[role=option]',
  };
  const fold = (s) => (s ?? '').replace(/\s+/g, ' ').trim();
  const test = (value, m) =>
    m.re !== undefined ? new RegExp(m.re, m.flags).test(value) : m.exact ? value === m.s : value.includes(m.s);
  const visible = (el) => {
    if (!el.getClientRects().length) return false;
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none';
  };
  const nameOf = (el) => {
    const label = el.getAttribute('aria-label');
    if (label) return fold(label);
    const by = el.getAttribute('aria-labelledby');
    if (by)
      return fold(
        by
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    // A label's text without the controls it wraps (a select's options are not its name).
    const labelText = (l) => {
      const copy = l.cloneNode(true);
      copy.querySelectorAll('select,input,textarea').forEach((c) => c.remove());
      return copy.textContent;
    };
    if (el.labels && el.labels.length) return fold([...el.labels].map(labelText).join(' '));
    if (el.matches('input,textarea,select')) return fold(el.getAttribute('placeholder') ?? el.title ?? '');
    if (el.matches('img')) return fold(el.alt);
    return fold(el.textContent);
  };
  const run = (q) => {
    const scopes = q.within ? run(q.within) : [document];
    const selector = q.role ? (ROLES[q.role] ?? `[role=${q.role}]`) : (q.css ?? 'body *');
    let els = [...new Set(scopes.flatMap((scope) => [...scope.querySelectorAll(selector)]))];
    els = els.filter(visible);
    if (q.role && q.css) els = els.filter((el) => el.matches(q.css));
    const state = (el, attr, prop) => el.getAttribute(attr) === 'true' || el[prop] === true;
    if (q.checked !== undefined) els = els.filter((el) => state(el, 'aria-checked', 'checked') === q.checked);
    if (q.pressed !== undefined) els = els.filter((el) => (el.getAttribute('aria-pressed') === 'true') === q.pressed);
    if (q.selected !== undefined) els = els.filter((el) => state(el, 'aria-selected', 'selected') === q.selected);
    if (q.name) els = els.filter((el) => test(nameOf(el), q.name));
    if (q.text) {
      els = els.filter((el) => test(fold(el.innerText), q.text));
      // The innermost: drop an element that holds another match.
      els = els.filter((el) => !els.some((other) => other !== el && el.contains(other)));
    }
    return els;
  };
  return run(query);
}

/** Runs in the page: a point of the element (viewport pixels) where a tap reaches it, or null. */
function hitPoint(el) {
  const r = el.getBoundingClientRect();
  const left = Math.max(r.left, 0);
  const right = Math.min(r.right, window.innerWidth);
  const top = Math.max(r.top, 0);
  const bottom = Math.min(r.bottom, window.innerHeight);
  for (const fy of [0.5, 0.35, 0.65, 0.2, 0.8]) {
    for (const fx of [0.5, 0.3, 0.7]) {
      const x = Math.round(left + (right - left) * fx);
      const y = Math.round(top + (bottom - top) * fy);
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === el || el.contains(hit))) return { x, y };
    }
  }
  return null;
}

const describe = (q) =>
  JSON.stringify(q, (k, v) => (v instanceof RegExp ? String(v) : v)).replace(/"([a-z]+)":/g, '$1:');

/** Polls fn until it returns a truthy value, at most `timeout` ms (never a fixed sleep). */
export async function waitUntil(fn, { timeout = WAIT_MS, interval = 100, what = 'condition' } = {}) {
  const end = Date.now() + timeout;
  let last;
  let error;
  for (;;) {
    try {
      last = await fn();
      error = undefined;
      if (last) return last;
    } catch (e) {
      // A page being replaced (a navigation) answers with a stale element or no document for a moment.
      error = e;
    }
    if (Date.now() > end)
      throw new Error(`timed out after ${timeout} ms waiting for ${what} (last: ${error ?? JSON.stringify(last)})`);
    await new Promise((r) => setTimeout(r, interval));
  }
}

/** One phone in one journey: a MiniBrowser session and the queries of the journeys. */
export class Phone {
  constructor(driver) {
    this.driver = driver;
  }

  /** Opens an app path ('/newRecharge/index2') or a whole address. */
  async goto(where) {
    await this.driver.get(where.startsWith('http') ? where : `${APP}${where}`);
  }

  async url() {
    return new URL(await this.driver.getCurrentUrl());
  }

  /** Waits until the address satisfies pred(URL). */
  async waitUrl(pred, what = 'the address') {
    return waitUntil(
      async () => {
        const u = await this.url();
        return pred(u) && u;
      },
      { what, timeout: 20_000 },
    );
  }

  async reload() {
    await this.driver.navigate().refresh();
  }

  async back() {
    await this.driver.navigate().back();
  }

  /** Runs fn(...args) in the page and returns its value. */
  eval(fn, ...args) {
    return this.driver.executeScript(fn, ...args);
  }

  /** Every visible element the query matches (WebElements). */
  findAll(q) {
    return this.driver.executeScript(findAll, toQuery(q));
  }

  async count(q) {
    return (await this.findAll(q)).length;
  }

  /** Waits for the first visible element of the query. */
  async find(q, { timeout = WAIT_MS } = {}) {
    return waitUntil(async () => (await this.findAll(q))[0], { timeout, what: describe(q) });
  }

  /** Waits until nothing visible matches the query. */
  async gone(q, { timeout = WAIT_MS } = {}) {
    await waitUntil(async () => (await this.count(q)) === 0, { timeout, what: `no ${describe(q)}` });
  }

  /** Waits for a text on the page (a string inside the page's text, or a RegExp over it). */
  async waitText(text, { timeout = WAIT_MS } = {}) {
    return waitUntil(
      async () => {
        const body = await this.text();
        return (text instanceof RegExp ? text.test(body) : body.includes(text)) && body;
      },
      { timeout, what: `the text ${text}` },
    );
  }

  /** The page's visible text. */
  text() {
    return this.driver.executeScript('return document.body ? document.body.innerText : "";');
  }

  /** The visible text of the first match of a query. */
  async textOf(q, options) {
    const el = await this.find(q, options);
    return (await el.getText()).trim();
  }

  /**
   * Taps the first match: scrolled to the middle of the screen (clear of fixed bars), then a real click through
   * WebDriver. Where WebDriver finds the element's centre covered (WebKitGTK hit-tests the lower part of a
   * horizontal scroller's row as the scroller itself), a pointer tap on a point of the element that does take it;
   * retried while nothing of it does (a sheet still sliding in over it).
   */
  async tap(q, { timeout = WAIT_MS } = {}) {
    await waitUntil(
      async () => {
        const el = (await this.findAll(q))[0];
        if (!el) return false;
        if (await this.driver.executeScript('return arguments[0].disabled === true;', el)) return false;
        await this.tapElement(el);
        return true;
      },
      { timeout, what: `a tap on ${describe(q)}` },
    );
  }

  /** One tap on an element (see tap); throws when nothing of it can be tapped now. */
  async tapElement(el) {
    await this.driver.executeScript('arguments[0].scrollIntoView({ block: "center", inline: "center" });', el);
    try {
      await el.click();
    } catch (e) {
      if (e.name !== 'ElementNotInteractableError' && e.name !== 'ElementClickInterceptedError') throw e;
      const at = await this.driver.executeScript(hitPoint, el);
      if (!at) throw e;
      await this.driver.actions().move({ origin: 'viewport', x: at.x, y: at.y }).click().perform();
    }
  }

  /**
   * Types into a text field (replacing what it holds), then checks the field holds it. A field the page replaced
   * between its lookup and the typing (a dialog that renders again as it opens) is looked up again, twice at most.
   */
  async fill(q, value) {
    for (let tries = 0; ; tries += 1) {
      try {
        return await this.fillOnce(q, value);
      } catch (e) {
        if (e.name !== 'StaleElementReferenceError' || tries >= 2) throw e;
      }
    }
  }

  async fillOnce(q, value) {
    const el = await this.find(q);
    await waitUntil(() => this.tapElement(el).then(() => true), { what: `a tap into ${describe(q)}` });
    if (await el.getAttribute('value')) await el.sendKeys(Key.chord(Key.CONTROL, 'a'), Key.BACK_SPACE);
    await el.sendKeys(value);
    await waitUntil(async () => (await el.getAttribute('value')) === value, {
      what: `${describe(q)} holding ${value}`,
    });
  }

  /** Chooses the option `label` of a select (an option's click, as WebDriver defines it), then checks it is chosen. */
  async select(q, label) {
    const el = await this.find(q);
    const option = await waitUntil(
      () =>
        this.driver.executeScript(
          'return [...arguments[0].options].find((o) => o.textContent.trim() === arguments[1]);',
          el,
          label,
        ),
      { what: `the option ${label} of ${describe(q)}` },
    );
    await option.click();
    await waitUntil(
      () =>
        this.driver.executeScript(
          'return arguments[0].selectedOptions[0]?.textContent.trim() === arguments[1];',
          el,
          label,
        ),
      { what: `${describe(q)} on ${label}` },
    );
  }

  /** Ticks a checkbox (a tap on it, once), then waits until it is ticked; a page that re-renders it is read again. */
  async check(q) {
    const ticked = async () => {
      const el = (await this.findAll(q))[0];
      return el ? el.isSelected() : false;
    };
    await waitUntil(
      async () => {
        const el = (await this.findAll(q))[0];
        if (!el) return false;
        if (await el.isSelected()) return true;
        await this.tapElement(el);
        return true;
      },
      { what: `a tap on ${describe(q)}` },
    );
    await waitUntil(ticked, { what: `${describe(q)} ticked` });
  }

  /** The picture-captcha dialog (安全验证) before an SMS send: the right text, confirmed, the dialog gone. */
  async passCaptcha() {
    const dialog = { role: 'dialog', name: '安全验证' };
    await this.find(dialog);
    await this.fill({ role: 'textbox', name: '图片验证码', within: dialog }, await this.captchaText(dialog));
    await this.tap({ role: 'button', name: '确定', within: dialog });
    await this.gone(dialog);
  }

  /**
   * The request layer's combined phone + captcha + SMS dialog (短信验证) of the SMS-gated calls: filled for
   * `number` (a number it shows is kept), the code sent and typed, then confirmed.
   */
  async passSmsGate(number) {
    const dialog = { role: 'dialog', name: '短信验证' };
    await this.find(dialog);
    const phoneField = { role: 'textbox', name: '手机号码', within: dialog };
    if (!(await (await this.find(phoneField)).getAttribute('value'))) await this.fill(phoneField, number);
    await this.fill({ role: 'textbox', name: '图形验证码', within: dialog }, await this.captchaText(dialog));
    // 重新发送 once a code went to the number before (its countdown is one per number, kept across dialogs).
    await this.tap({ role: 'button', name: /^(获取验证码|重新发送)$/, within: dialog });
    await this.find({ role: 'button', name: /秒后重发/, within: dialog }); // sent: the code below is this one
    await this.fill({ role: 'textbox', name: '短信验证码', within: dialog }, await smsCode(number));
    await this.tap({ role: 'button', name: '确定', within: dialog });
  }

  /** A finger's strokes across an element (a signature pad), in the middle of the screen: pointer down, moves, up. */
  async draw(q) {
    const el = await this.find(q);
    await this.driver.executeScript('arguments[0].scrollIntoView({ block: "center" });', el);
    const r = await this.driver.executeScript(
      'const r = arguments[0].getBoundingClientRect(); return { x: r.x, y: r.y };',
      el,
    );
    const at = (dx, dy) => ({ origin: 'viewport', x: Math.round(r.x + dx), y: Math.round(r.y + dy) });
    let stroke = this.driver.actions().move(at(20, 30)).press();
    for (let i = 1; i <= 8; i += 1) stroke = stroke.move({ ...at(20 + i * 12.5, 30 + i * 3.75), duration: 10 });
    for (let i = 1; i <= 8; i += 1) stroke = stroke.move({ ...at(120 + i * 10, 60 - i * 3.75), duration: 10 });
    await stroke.release().perform();
  }

  /** A file for an <input type=file> (a path on this machine: the driver runs here). */
  async upload(css, file) {
    const el = (await this.driver.executeScript('return document.querySelector(arguments[0]);', css)) ?? null;
    if (!el) throw new Error(`no ${css}`);
    await el.sendKeys(file);
  }

  async screenshot(file) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from(await this.driver.takeScreenshot(), 'base64'));
  }

  /**
   * The WeChat login as the simulator plays it (the authorize page of a WeChat user agent is the simulator's
   * consent page here too): pick the persona whose label starts with `who`, back in the app without code/state.
   */
  async consent(who) {
    await this.waitUrl((u) => u.pathname === '/sms2-api/__sim/oauth/authorize', 'the consent page');
    await this.tap({ role: 'link', name: new RegExp(`^${who}`) });
    await this.waitUrl(
      (u) => u.pathname.startsWith('/sms2/') && !u.searchParams.has('code') && !u.searchParams.has('state'),
      'back in the app after the login',
    );
    // Logged in once the session answered (a full page load before that would start logged out).
    await waitUntil(() => this.eval(() => window.localStorage.getItem('sms2_session') === '1'), {
      what: 'the session known after the login',
    });
  }

  /** Opens an app path that needs a login and logs `who` in there; back on that path. */
  async openAs(route, who) {
    await this.goto(route);
    await this.consent(who);
    const u = await this.url();
    if (u.pathname !== `/sms2${route.split('?')[0]}`) throw new Error(`after the login on ${route}: ${u}`);
  }

  /** Logs `who` in from home as a visitor does: its 登录/绑定号码, then the consent page (back on home). */
  async logInFromHome(who) {
    await this.goto('/');
    await this.tap({ role: 'button', name: '登录/绑定号码' });
    await this.consent(who);
  }

  /** The value of a term in a result or checkout list (<dt>term</dt><dd>value</dd>). */
  async row(term) {
    return waitUntil(
      () =>
        this.eval((t) => {
          const dt = [...document.querySelectorAll('dt')].find((d) => d.textContent.trim() === t);
          const dd = dt?.nextElementSibling;
          return dd && dd.tagName === 'DD' ? dd.innerText.trim() : false;
        }, term),
      { what: `the row ${term}` },
    );
  }

  /** The text of the captcha picture inside `within` (a dialog query), read from the simulator by its id. */
  async captchaText(within) {
    const img = await this.find({ css: 'img[src*="/user/kaptcha/"]', within });
    return captchaTextOf(await img.getAttribute('src'));
  }
}

/** The latest SMS code sent to a number (support.mjs's, for the journeys that import the driver alone). */
export { smsCode } from '../support.mjs';

/**
 * Runs fn(phone) in a fresh browser; on failure keeps a screenshot in test-results/webkit/ named after the journey,
 * then rethrows; the browser is closed either way.
 */
export async function journey(t, fn, options) {
  const phone = new Phone(await openBrowser(options));
  try {
    return await fn(phone);
  } catch (e) {
    await phone
      .screenshot(path.join('test-results', 'webkit', `${t.name.replace(/[^\w-]+/g, '_').slice(0, 120)}.png`))
      .catch(() => {});
    throw e;
  } finally {
    await phone.driver.quit().catch(() => {});
  }
}
