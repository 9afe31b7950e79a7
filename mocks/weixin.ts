// The WeChat stand-in: what WeChat's client gives a page, played for development and test builds. The app of such
// a build (src/services/wechatStandIn.ts) loads `__sim/weixin/bridge.js` inside a WeChat user agent when no real
// bridge is there; the script defines `WeixinJSBridge` and fires `WeixinJSBridgeReady`, as WeChat does, and answers
// what jweixin (weixin-js-sdk) and the app ask of it:
// - preVerifyJSAPI (wx.config): checked here against the signature the simulator gave (getWxConfig) for the address
//   WeChat signs: the landing address on iOS, the current address on Android (`config:invalid signature` otherwise);
// - getBrandWCPayRequest (WeChat Pay): settles the pay order here first, then calls back, as WeChat does; what it
//   does is told per order or for every order (`POST __sim/weixin/modes`), like the faults: ok, cancel, fail,
//   late (ok before the server has recorded the payment, recorded `lateMs` later), lost (paid, never called back),
//   paidCancel (the payment is recorded, the sheet answers cancel); on iOS the pay directory is checked against
//   the landing address;
// - share (updateAppMessageShareData, updateTimelineShareData), hideMenuItems, showMenuItems, closeWindow: ok, and
//   kept in `window.__wechatStandIn.calls` and here (`GET __sim/weixin/calls`) for a test of any driver;
// - getNetworkType: fail (so jweixin sends no report to WeChat's servers).
// Controlled over HTTP only, so that any browser driver uses it: GET/POST/DELETE `__sim/weixin/modes`.
import { createHash } from 'node:crypto';
import type { Control } from './control';
import { biz } from './core/errors';
import type { Params } from './core/params';
import { failEnvelope, jsonResponse, makeResponse, okEnvelope } from './core/respond';
import type { SimState } from './db/types';
import { markPaid, wxPayParamsSign } from './services/payments';

/** A marker of the stand-in: a production build for a real backend carries none of it (test/config/standIn.test.ts). */
export const STAND_IN_MARKER = '__wechatStandIn';

export const PAY_MODES = ['ok', 'cancel', 'fail', 'late', 'lost', 'paidCancel'] as const;
export type PayMode = (typeof PAY_MODES)[number];

/** The directory registered for WeChat Pay (README, Deploying): every page under it may pay. */
export const PAY_DIRECTORY = '/sms2/';
/** The JS-SDK ticket the simulator signs with (mocks/handlers/wx.ts). */
export const JSAPI_TICKET = 'sim_jsapi_ticket_0001';
/** Default delay of a late notify, in simulated time. */
export const LATE_NOTIFY_MS = 5000;

interface ModeRule {
  id: number;
  mode: PayMode;
  orderId?: string;
  /** How many payments it applies to; omitted = until cleared. */
  left?: number;
  lateMs?: number;
}

interface StandInState {
  rules: ModeRule[];
  seq: number;
  calls: { at: number; name: string; args?: unknown }[];
}

// Kept beside the simulator's state: a reset (a new state) forgets the modes and the calls.
const perState = new WeakMap<SimState, StandInState>();
function standIn(state: SimState): StandInState {
  let s = perState.get(state);
  if (!s) perState.set(state, (s = { rules: [], seq: 0, calls: [] }));
  return s;
}

/** The mode of the next payment of `orderId`: its own rule first, then the global one, then ok. */
function takeMode(s: StandInState, orderId: string): ModeRule | undefined {
  const rule = s.rules.find((r) => r.orderId === orderId) ?? s.rules.find((r) => r.orderId === undefined);
  if (rule?.left !== undefined && --rule.left <= 0) s.rules = s.rules.filter((r) => r !== rule);
  return rule;
}

/** The JS-SDK signature of a page address, as getWxConfig gives it. */
export function jsSdkSignature(url: string, nonceStr: string, timestamp: number | string): string {
  return createHash('sha1')
    .update(`jsapi_ticket=${JSAPI_TICKET}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`)
    .digest('hex');
}

/** The address WeChat signs and checks the pay directory against: the landing one on iOS, the current one elsewhere. */
export const signedUrl = (engine: { ios: boolean; landing: string; href: string }): string =>
  (engine.ios ? engine.landing : engine.href).split('#')[0];

const ok = (data: unknown): Response => jsonResponse(okEnvelope(data));

export function handleWeixin(c: Control, request: Request, sub: string, p: Params): Response {
  const method = request.method.toUpperCase();
  const s = standIn(c.state);
  if (sub === 'bridge.js')
    return makeResponse(BRIDGE_JS, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-store',
    });

  if (sub === 'modes' || sub.startsWith('modes/')) {
    if (method === 'DELETE') {
      const id = sub.split('/')[1];
      if (id) {
        const n = s.rules.length;
        s.rules = s.rules.filter((r) => r.id !== Number(id));
        return ok({ removed: s.rules.length !== n });
      }
      s.rules = [];
      return ok({ cleared: true });
    }
    if (method === 'POST') {
      const times = p.optInt('times');
      const rule: ModeRule = {
        id: ++s.seq,
        mode: p.oneOf('mode', PAY_MODES),
        ...(p.optStr('orderId') ? { orderId: p.optStr('orderId') } : {}),
        ...(times !== undefined ? { left: times } : {}),
        ...(p.optInt('lateMs') !== undefined ? { lateMs: p.optInt('lateMs') } : {}),
      };
      // A newer rule for the same order (or the global one) replaces the older.
      s.rules = [...s.rules.filter((r) => r.orderId !== rule.orderId), rule];
      c.log(`[sim] WeChat Pay ${rule.orderId ?? 'every order'}: ${rule.mode}`);
      return ok(rule);
    }
    return ok(s.rules);
  }

  if (sub === 'calls') {
    if (method === 'DELETE') s.calls = [];
    return ok(s.calls);
  }

  if (method !== 'POST') return jsonResponse(failEnvelope('E_METHOD', '请使用POST'), 405);
  const engine = { ios: p.optBool('ios') ?? false, landing: p.optStr('landing') ?? '', href: p.optStr('href') ?? '' };

  if (sub === 'invoke') {
    // What the page asked of the bridge that needs no answer of ours (share, menus, closeWindow): kept for tests.
    s.calls.push({ at: c.now(), name: p.str('name'), args: p.obj('args') });
    return ok({ recorded: true });
  }

  if (sub === 'verify') {
    const url = signedUrl(engine);
    const given = p.optStr('signature') ?? '';
    const expected = jsSdkSignature(url, p.optStr('nonceStr') ?? '', p.optStr('timestamp') ?? '');
    const okay = given !== '' && given === expected;
    s.calls.push({ at: c.now(), name: 'preVerifyJSAPI', args: { url, ok: okay } });
    if (!okay) c.log(`[sim] WeChat JS-SDK: invalid signature for ${url}`);
    return ok({ errMsg: okay ? 'config:ok' : 'config:invalid signature', url });
  }

  if (sub === 'pay') {
    const pkg = p.optStr('package') ?? '';
    const prepayId = pkg.replace(/^prepay_id=/, '');
    const o = Object.values(c.state.payOrders).find((x) => x.prepayId === prepayId);
    const answer = (errMsg: string | null, extra: Record<string, unknown> = {}) => {
      s.calls.push({ at: c.now(), name: 'getBrandWCPayRequest', args: { orderId: o?.orderId, errMsg, ...extra } });
      return ok({ errMsg, ...extra });
    };
    if (!o) return answer('get_brand_wcpay_request:fail', { reason: 'unknown prepay_id' });
    if (
      p.optStr('paySign') !==
      wxPayParamsSign(p.optStr('appId') ?? '', p.optStr('timeStamp') ?? '', p.optStr('nonceStr') ?? '', pkg)
    )
      return answer('get_brand_wcpay_request:fail', { reason: 'invalid paySign' });
    // WeChat Pay checks the page against the registered pay directory: on iOS, the landing address's.
    const page = signedUrl(engine);
    let path = '';
    try {
      path = new URL(page).pathname;
    } catch {
      /* no address: refused below */
    }
    if (!path.startsWith(PAY_DIRECTORY)) return answer('get_brand_wcpay_request:fail', { reason: `URL未注册 ${page}` });
    const rule = takeMode(s, o.orderId);
    const mode = rule?.mode ?? 'ok';
    if (mode === 'cancel') {
      o.logs.push({ at: c.now(), action: 'cashierCancel' });
      return answer('get_brand_wcpay_request:cancel');
    }
    if (mode === 'fail') return answer('get_brand_wcpay_request:fail');
    if (mode === 'late') {
      if (o.status !== 'unpaid') return answer('get_brand_wcpay_request:fail', { reason: o.status });
      // WeChat's sheet says ok; the server hears of the payment later (the simulator's catch-up records it, notifyLatePayments).
      o.notifyAt = c.now() + (rule?.lateMs ?? LATE_NOTIFY_MS);
      c.log(`[sim] WeChat Pay ${o.orderId}: ok now, notified at +${rule?.lateMs ?? LATE_NOTIFY_MS} ms`);
      return answer('get_brand_wcpay_request:ok', { late: true });
    }
    try {
      markPaid(c.state, o, c.now());
    } catch (e) {
      return answer('get_brand_wcpay_request:fail', { reason: (e as Error).message });
    }
    c.log(`[sim] WeChat Pay ${o.orderId}: paid (${mode})`);
    if (mode === 'lost') return answer(null, { lost: true });
    if (mode === 'paidCancel') return answer('get_brand_wcpay_request:cancel');
    return answer('get_brand_wcpay_request:ok');
  }

  throw biz('E_NOT_FOUND', `未知的模拟器接口：__sim/weixin/${sub}`);
}

/**
 * The bridge as the browser runs it: plain ES5, no module, no dependency. Its address names the simulator's base
 * (`.../__sim/weixin/bridge.js`): the calls go back to the same place.
 */
export const BRIDGE_JS = String.raw`(function () {
  'use strict';
  if (window.WeixinJSBridge || !/MicroMessenger/i.test(navigator.userAgent)) return;
  var script = document.currentScript;
  var base = script && script.src ? script.src.replace(/bridge\.js(\?.*)?$/, '') : '/sms2-api/__sim/weixin/';
  // The landing address is the document's own (its navigation entry), not the address when this script ran: the app
  // may have dropped the OAuth answer (code, state) from it by then, and iOS WeChat signs what was loaded.
  var entry = performance.getEntriesByType ? performance.getEntriesByType('navigation')[0] : undefined;
  var landing = ((entry && entry.name) || location.href).split('#')[0];
  var ios = /iPhone|iPad|iPod/i.test(navigator.userAgent);
  var self = (window.${STAND_IN_MARKER} = { calls: [], landing: landing, ios: ios, closed: false });
  var listeners = {};
  function post(path, body) {
    body.ios = ios;
    body.landing = landing;
    body.href = location.href;
    return fetch(base + path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body)
    })
      .then(function (r) { return r.json(); })
      .then(function (env) { return env && env.data; });
  }
  function later(cb, res) {
    if (typeof cb === 'function') setTimeout(function () { cb(res); }, 0);
  }
  function invoke(name, args, cb) {
    args = args || {};
    self.calls.push({ name: name, args: args });
    if (name === 'preVerifyJSAPI') {
      post('verify', {
        appId: args.verifyAppId,
        timestamp: args.verifyTimestamp,
        nonceStr: args.verifyNonceStr,
        signature: args.verifySignature
      }).then(
        function (d) { later(cb, { errMsg: (d && d.errMsg) || 'config:fail' }); },
        function () { later(cb, { errMsg: 'config:fail' }); }
      );
      return;
    }
    if (name === 'getBrandWCPayRequest') {
      post('pay', {
        appId: args.appId,
        timeStamp: args.timeStamp,
        nonceStr: args.nonceStr,
        package: args['package'],
        signType: args.signType,
        paySign: args.paySign
      }).then(
        function (d) {
          // A lost callback: WeChat took the money and the page never hears of it.
          if (d && d.errMsg) later(cb, { err_msg: d.errMsg, errMsg: d.errMsg });
        },
        function () { later(cb, { err_msg: 'get_brand_wcpay_request:fail', errMsg: 'get_brand_wcpay_request:fail' }); }
      );
      return;
    }
    if (name === 'getNetworkType') {
      later(cb, { errMsg: 'getNetworkType:fail' });
      return;
    }
    if (name === 'closeWindow') self.closed = true;
    post('invoke', { name: name, args: args }).then(null, function () {});
    later(cb, { errMsg: name + ':ok' });
  }
  window.WeixinJSBridge = {
    invoke: invoke,
    call: function (name) { invoke(name, {}, null); },
    on: function (name, fn) { listeners[name] = fn; },
    _listeners: listeners
  };
  var ready;
  try {
    ready = new Event('WeixinJSBridgeReady');
  } catch (e) {
    ready = document.createEvent('Event');
    ready.initEvent('WeixinJSBridgeReady', false, false);
  }
  document.dispatchEvent(ready);
})();
`;
