// The simulator's own endpoints under /sms2-api/__sim/: WeChat OAuth consent, the cashier, test helpers
// (SMS codes, captcha texts, operation logs), faults, reset, clock, placeholder images. No XSRF, no guard.
import type { RouteDef, SimSettings } from './core/context';
import { browserBinding } from './core/cookies';
import { biz } from './core/errors';
import {
  AFTER_COMMIT_KINDS,
  FAULT_KINDS,
  type AfterCommitKind,
  type FaultInput,
  type FaultKind,
  type FaultRegistry,
  type ShapeData,
} from './core/faults';
import { readParams } from './core/params';
import { esc, failEnvelope, htmlResponse, jsonResponse, okEnvelope, redirectResponse } from './core/respond';
import { hashSeed, type Rng } from './core/rng';
import { isoCn, MINUTE } from './core/time';
import { maskPhone } from './db/idcard';
import { OAUTH_PERSONAS, PERSONA, STAFF_ID, STAFF_TOKEN } from './db/seed/people';
import type { SimState } from './db/types';
import { findPayOrder, isSafeReturnUrl, markPaid, toPayOrder } from './services/payments';
import {
  captchaById,
  SMS_DAILY_LIMIT,
  SMS_INTERVAL_MS,
  SMS_LOCK_MS,
  SMS_MAX_FAILURES,
  SMS_WINDOW_SCOPES,
  SMS_WINDOWS,
  type SmsWindowScope,
} from './services/verify';
import { operatorStep } from './services/tickets';
import { forgetCspReports, handleCspReports } from './cspReports';
import { handleWeixin } from './weixin';
import { forgetVitals, listVitals } from './services/vitals';

export interface Control {
  readonly state: SimState;
  faults: FaultRegistry;
  now(): number;
  rng: Rng;
  log(line: string): void;
  reset(at?: string | number): void;
  setClock(input: { at?: string | number; offsetMs?: number; advanceMs?: number }): { now: number; offsetMs: number };
  offset(): number;
  routes: readonly RouteDef[];
  settings: SimSettings;
}

export const OAUTH_CODE_TTL_MS = 5 * MINUTE;
export const OAUTH_STATE_TTL_MS = 10 * MINUTE;

const ok = (data: unknown): Response => jsonResponse(okEnvelope(data));
const notFound = (msg: string): Response => jsonResponse(failEnvelope('E_NOT_FOUND', msg), 404);

/** Personas and credentials, as served by GET __sim/personas. */
export function personaSheet(state: SimState): unknown {
  return {
    customers: Object.values(state.subscribers).map((s) => ({
      phone: s.phone,
      name: s.name,
      certNo: s.certNo,
      planCode: s.planCode,
      paymentMode: s.paymentMode,
      status: s.status,
      balanceFen: s.balanceFen,
      star: s.star,
      cityCode: s.cityCode,
      openids: Object.values(state.wxUsers)
        .filter((w) => w.bound.some((b) => b.phone === s.phone))
        .map((w) => w.openid),
    })),
    wechat: Object.values(state.wxUsers).map((w) => ({
      openid: w.openid,
      nickname: w.nickname,
      bound: w.bound.map((b) => b.phone),
      defaultPhone: w.defaultPhone,
      subscribe: w.subscribe,
    })),
    staff: { staffId: STAFF_ID, mallToken: STAFF_TOKEN },
    mallTokens: state.mallTokens,
    otherOperator: PERSONA.otherOperator,
    blacklistCerts: state.blacklistCerts,
    smsCodes: 'GET /sms2-api/__sim/sms?phone=<number> (the latest code; also printed on the console)',
    captcha: 'GET /sms2-api/__sim/captcha?id=<kaptchaId>',
  };
}

function page(title: string, body: string): Response {
  return htmlResponse(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>
body{font:15px/1.5 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;margin:0;background:#f2f4f7;color:#1f2329}
main{max-width:480px;margin:0 auto;padding:16px}h1{font-size:18px}.card{background:#fff;border-radius:10px;padding:16px;margin:12px 0}
a.btn,button{display:block;width:100%;box-sizing:border-box;margin:8px 0;padding:12px;border:0;border-radius:8px;font-size:16px;text-align:center;text-decoration:none;background:#07c160;color:#fff;cursor:pointer}
a.btn.alt,button.alt{background:#fff;color:#1f2329;border:1px solid #d0d3d6}button.warn{background:#fa5151}
.muted{color:#86909c;font-size:13px}.amount{font-size:32px;font-weight:600}code{background:#eef0f3;padding:1px 4px;border-radius:4px}
</style></head><body><main>${body}</main></body></html>`);
}

function svgPlaceholder(name: string): Response {
  const hue = hashSeed(name) % 360;
  // Artwork without words: the page sets its headline over it, and an id would show through (venue_doubleEleven).
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,40%)"/></linearGradient></defs><rect width="750" height="300" fill="url(#g)"/><circle cx="640" cy="70" r="120" fill="#fff" fill-opacity="0.12"/><circle cx="90" cy="280" r="90" fill="#fff" fill-opacity="0.08"/></svg>`;
  return new Response(svg, {
    status: 200,
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' },
  });
}

/** A one-page PDF whose text is the (ASCII-safe) document id, enough for a viewer to open. */
function minimalPdf(title: string): string {
  const text = `sms2 simulator - ${title.replace(/[^\x20-\x7e]/g, '').replace(/[()\\]/g, '') || 'document'}`;
  const stream = `BT /F1 18 Tf 50 780 Td (${text}) Tj ET`;
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

/** A WeChat-style redirect target: this app's path (relative or absolute http(s)). */
function safeRedirectUri(raw: string | undefined): URL | undefined {
  if (!raw) return undefined;
  try {
    const u = new URL(raw, 'http://sim.invalid');
    if (!['http:', 'https:'].includes(u.protocol) || !u.pathname.startsWith('/sms2/')) return undefined;
    return u;
  } catch {
    return undefined;
  }
}

function redirectBack(u: URL, raw: string): string {
  // Keep a relative redirect relative.
  return raw.startsWith('/') ? `${u.pathname}${u.search}${u.hash}` : u.toString();
}

/** Remembers the `state` of an authorize step, bound to the browser (a reload of the page keeps the first record). */
function recordOauthState(c: Control, st: string, appid: string, browser: string): void {
  if (!st || c.state.oauthStates[st]) return;
  c.state.oauthStates[st] = {
    state: st,
    appid,
    createdAt: c.now(),
    expiresAt: c.now() + OAUTH_STATE_TTL_MS,
    used: false,
    browser,
  };
}

const withCookie = (res: Response, setCookie: string | undefined): Response => {
  if (setCookie) res.headers.append('set-cookie', setCookie);
  return res;
};

function issueOauthCode(c: Control, openid: string, appid: string, st: string, snapshot = false): string {
  if (!c.state.wxUsers[openid]) throw biz('E_PARAM', `未知的openid：${openid}`);
  const code = `sim_code_${++c.state.seq}`;
  c.state.oauthCodes[code] = {
    code,
    openid,
    appid,
    expiresAt: c.now() + OAUTH_CODE_TTL_MS,
    used: false,
    ...(st ? { state: st } : {}),
    ...(snapshot ? { snapshot } : {}),
  };
  c.log(`[sim] OAuth code ${code} for ${openid}`);
  return code;
}

function withParams(raw: string, extra: Record<string, string>): string {
  const u = new URL(raw, 'http://sim.invalid');
  for (const [k, v] of Object.entries(extra)) u.searchParams.set(k, v);
  return `${u.pathname}${u.search}${u.hash}`;
}

export async function handleControl(c: Control, request: Request, url: URL, sub: string): Promise<Response> {
  const method = request.method.toUpperCase();
  // PROPOSED: the CSP's report endpoint (mocks/cspReports.ts); its bodies are not the params of the other paths.
  if (sub === 'csp-reports') return handleCspReports(c, request);
  const p = await readParams(request, url);
  const state = c.state;

  if (sub === '' || sub === 'index') {
    const personas = OAUTH_PERSONAS.map((x) => `<li><code>${esc(x.openid)}</code> ${esc(x.label)}</li>`).join('');
    return page(
      '运营商模拟器',
      `<h1>运营商模拟器 sms2</h1><div class="card"><p>模拟时间：${esc(isoCn(c.now()))}（偏移 ${c.offset()} ms）</p>
<p>微信身份：</p><ul>${personas}</ul><p>店员：<code>${STAFF_ID}</code>，mall_token <code>${STAFF_TOKEN}</code></p>
<p class="muted">GET personas · routes · sms?phone= · captcha?id= · oplog · vitals · faults · limits；POST reset · clock · faults · pay · oauth/code；DELETE limits</p></div>`,
    );
  }
  if (sub === 'personas') return ok(personaSheet(state));
  if (sub === 'routes')
    return ok(
      c.routes.map((r) => ({
        path: r.path,
        guard: r.guard,
        access: r.access ?? 'read',
        source: r.source,
        captcha: !!r.captcha,
        summary: r.summary,
      })),
    );
  if (sub === 'state') return ok(state);

  if (sub === 'reset') {
    if (method !== 'POST') return jsonResponse(failEnvelope('E_METHOD', '请使用POST'), 405);
    // `at`: the clock runs from then, and the seed is made then.
    const at = p.optStr('at');
    c.reset(at !== undefined && /^\d+$/.test(at) ? Number(at) : at);
    forgetCspReports(c);
    c.log(at === undefined ? '[sim] state reset' : `[sim] state reset at ${isoCn(c.now())}`);
    return ok({ now: isoCn(c.now()) });
  }

  if (sub === 'clock') {
    if (method === 'POST') {
      const at = p.optStr('at');
      const r = c.setClock({
        at: at !== undefined && /^\d+$/.test(at) ? Number(at) : at,
        offsetMs: p.optNum('offsetMs'),
        advanceMs: p.optNum('advanceMs'),
      });
      c.log(`[sim] clock now ${isoCn(r.now)}`);
      return ok({ now: r.now, iso: isoCn(r.now), offsetMs: r.offsetMs });
    }
    return ok({ now: c.now(), iso: isoCn(c.now()), offsetMs: c.offset() });
  }

  // The WeChat stand-in: its bridge script, its pay and signature checks, its modes (mocks/weixin.ts).
  if (sub.startsWith('weixin/')) return handleWeixin(c, request, sub.slice('weixin/'.length), p);

  // The WeChat side of a user: `POST __sim/wechat/{openid} {subscribe}` follows (true) or unfollows (false) the
  // official account, as the customer would in WeChat (claim-only packs: `/flowDetail/follow`).
  if (sub.startsWith('wechat/') && method === 'POST') {
    const openid = decodeURIComponent(sub.slice('wechat/'.length));
    const wx = state.wxUsers[openid];
    if (!wx) throw biz('E_PARAM', `未知的openid：${openid}`);
    wx.subscribe = p.optBool('subscribe') ?? true;
    c.log(`[sim] ${openid} ${wx.subscribe ? 'follows' : 'unfollows'} the official account`);
    return ok({ openid, subscribe: wx.subscribe });
  }

  // The operator's side of a ticket: `POST __sim/tickets/{ticketNo} {status, text?}` (inProgress, pending, resolved,
  // rejected), as the back office would record it.
  if (sub.startsWith('tickets/') && method === 'POST') {
    const ticketNo = decodeURIComponent(sub.slice('tickets/'.length));
    try {
      const t = operatorStep(
        state,
        ticketNo,
        p.str('status', 'status') as SimState['tickets'][string]['status'],
        c.now(),
        p.optStr('text'),
      );
      c.log(`[sim] ticket ${ticketNo} -> ${t.status}`);
      return ok({ ticketNo, status: t.status });
    } catch (e) {
      throw biz('E_PARAM', (e as Error).message);
    }
  }

  if (sub === 'faults' || sub.startsWith('faults/')) {
    if (method === 'DELETE') {
      const id = sub.split('/')[1];
      if (id) return ok({ removed: c.faults.remove(Number(id)) });
      c.faults.clear();
      return ok({ cleared: true });
    }
    if (method === 'POST') {
      const kind = p.oneOf<FaultKind | AfterCommitKind>('kind', [...FAULT_KINDS, ...AFTER_COMMIT_KINDS]);
      const input: FaultInput = {
        path: p.optStr('path') ?? '*',
        kind,
        status: p.optInt('status'),
        msg: p.optStr('msg'),
        code: p.optStr('code'),
        delayMs: p.optInt('delayMs'),
        times: p.optInt('times'),
        method: p.optStr('method'),
        data: p.optStr('data') as ShapeData | undefined,
      };
      try {
        return ok(c.faults.add(input));
      } catch (e) {
        throw biz('E_PARAM', (e as Error).message);
      }
    }
    return ok(c.faults.all());
  }

  if (sub === 'sms') {
    const phone = p.optStr('phone');
    if (!phone) return ok(state.smsOutbox.slice(-50).map((m) => ({ ...m, at: isoCn(m.at) })));
    const rec = state.smsCodes[phone];
    if (!rec) return notFound(`没有发往${maskPhone(phone)}的验证码`);
    return ok({
      phone,
      code: rec.code,
      purpose: rec.purpose,
      sentAt: isoCn(rec.sentAt),
      expiresAt: isoCn(rec.expiresAt),
      used: rec.used,
    });
  }

  if (sub === 'limits' || sub === 'limits/reset') {
    // The SMS send limits: what they are and where each key stands; DELETE (or POST limits/reset) forgets them.
    if (method === 'DELETE' || (method === 'POST' && sub === 'limits/reset')) {
      state.smsWindows = {};
      state.smsCounters = {};
      state.smsLocks = {};
      c.log('[sim] SMS limits reset');
      return ok({ reset: true });
    }
    const now = c.now();
    return ok({
      rules: [
        {
          scope: 'number',
          rule: `1 per ${SMS_INTERVAL_MS / 1000} s, ${SMS_DAILY_LIMIT} a day; ${SMS_MAX_FAILURES} wrong codes lock it ${SMS_LOCK_MS / MINUTE} min`,
          status: 200,
          codes: ['E_SMS_FREQUENT', 'E_SMS_DAILY_LIMIT', 'E_SMS_LOCKED'],
        },
        ...SMS_WINDOW_SCOPES.map((k) => ({
          scope: k,
          rule: `${SMS_WINDOWS[k].limit} per ${SMS_WINDOWS[k].windowMs / MINUTE} min`,
          status: 429,
          codes: [SMS_WINDOWS[k].code],
        })),
      ],
      windows: Object.fromEntries(
        Object.entries(state.smsWindows).map(([k, times]) => {
          const scope = k.split(':')[0] as SmsWindowScope;
          const w = SMS_WINDOWS[scope] ?? SMS_WINDOWS.addressDay;
          return [k, times.filter((t) => t > now - w.windowMs).length];
        }),
      ),
      numbers: Object.fromEntries(
        Object.entries(state.smsCounters).map(([phone, n]) => [
          phone,
          { day: n.day, count: n.count, lastSentAt: isoCn(n.lastSentAt) },
        ]),
      ),
      locks: Object.fromEntries(
        Object.entries(state.smsLocks).map(([phone, l]) => [
          phone,
          { failures: l.failures, ...(l.lockedUntil ? { lockedUntil: isoCn(l.lockedUntil) } : {}) },
        ]),
      ),
    });
  }

  if (sub === 'captcha') {
    const id = p.optStr('id');
    const rec = id ? captchaById(state, id) : undefined;
    if (!rec) return notFound('验证码不存在');
    return ok({ id: rec.id, text: rec.text, expiresAt: isoCn(rec.expiresAt), used: rec.used });
  }

  if (sub === 'vitals') {
    // PROPOSED: the field measurement's collector (mocks/services/vitals.ts); a reset keeps it, DELETE forgets it.
    if (method === 'DELETE') {
      forgetVitals();
      return ok({ cleared: true });
    }
    return ok(listVitals().map((r) => ({ ...r, at: isoCn(r.at) })));
  }

  if (sub === 'oplog') {
    const kind = p.optStr('kind');
    const limit = p.optInt('limit') ?? 200;
    return ok(
      state.opLogs
        .filter((l) => !kind || l.kind === kind)
        .slice(-limit)
        .map((l) => ({ ...l, at: isoCn(l.at) })),
    );
  }

  if (sub === 'oauth/authorize') {
    const redirect = p.optStr('redirect_uri');
    const target = safeRedirectUri(redirect);
    if (!redirect || !target)
      return page(
        '授权失败',
        '<h1>redirect_uri 参数错误</h1><p class="muted">回调地址必须是本应用 /sms2/ 下的地址。</p>',
      );
    const st = p.optStr('state') ?? '';
    const appid = p.optStr('appid') ?? '';
    // The state is bound to this browser: the code it leads to is exchanged from here alone (login CSRF).
    const { browser, setCookie } = browserBinding(request, url);
    recordOauthState(c, st, appid, browser);
    const q = (openid: string): string =>
      `/sms2-api/__sim/oauth/confirm?${new URLSearchParams({ openid, redirect_uri: redirect, state: st, appid }).toString()}`;
    // Like WeChat's own authorize step, this page leaves no history entry: a choice replaces it, so Back from
    // the app returns to where the login started, not to this page.
    const replaceOnClick = 'onclick="location.replace(this.href);return false"';
    const buttons = OAUTH_PERSONAS.map(
      (x, i) => `<a class="btn${i > 1 ? ' alt' : ''}" href="${esc(q(x.openid))}" ${replaceOnClick}>${esc(x.label)}</a>`,
    ).join('');
    const deny = `/sms2-api/__sim/oauth/confirm?${new URLSearchParams({ deny: '1', redirect_uri: redirect, state: st, appid }).toString()}`;
    // WeChat's snapshot (preview) mode of a page opened from a moment: the exchange answers is_snapshotuser=1.
    const snapshot = `/sms2-api/__sim/oauth/confirm?${new URLSearchParams({ openid: OAUTH_PERSONAS[0].openid, snapshot: '1', redirect_uri: redirect, state: st, appid }).toString()}`;
    return withCookie(
      page(
        '微信授权',
        `<h1>微信授权（模拟）</h1><div class="card"><p>网页由 <b>${esc(target.host === 'sim.invalid' ? '本应用' : target.host)}</b> 申请获取你的昵称、头像。</p>
<p class="muted">appid ${esc(appid || '（未提供）')}</p>${buttons}<a class="btn alt" href="${esc(snapshot)}" ${replaceOnClick}>朋友圈快照（预览）</a><a class="btn alt" href="${esc(deny)}" ${replaceOnClick}>拒绝</a></div>`,
      ),
      setCookie,
    );
  }

  if (sub === 'oauth/confirm') {
    const redirect = p.optStr('redirect_uri');
    const target = safeRedirectUri(redirect);
    if (!redirect || !target) return page('授权失败', '<h1>redirect_uri 参数错误</h1>');
    const extra: Record<string, string> = {};
    if (p.optStr('deny') !== '1')
      extra.code = issueOauthCode(
        c,
        p.str('openid'),
        p.optStr('appid') ?? '',
        p.optStr('state') ?? '',
        p.optStr('snapshot') === '1',
      );
    extra.state = p.optStr('state') ?? '';
    for (const [k, v] of Object.entries(extra)) target.searchParams.set(k, v);
    return redirectResponse(redirectBack(target, redirect), 302);
  }

  if (sub === 'oauth/code') {
    // The authorize step without its page: records the state (given, or a new one) the exchange must send.
    const appid = p.optStr('appid') ?? '';
    const st = p.optStr('state') ?? `sim_state_${++state.seq}`;
    const { browser, setCookie } = browserBinding(request, url);
    recordOauthState(c, st, appid, browser);
    const code = issueOauthCode(c, p.optStr('openid') ?? 'o_sim_001', appid, st);
    return withCookie(ok({ code, state: st, expiresAt: isoCn(c.now() + OAUTH_CODE_TTL_MS) }), setCookie);
  }

  if (sub === 'pay') {
    if (method !== 'POST') return jsonResponse(failEnvelope('E_METHOD', '请使用POST'), 405);
    const o = findPayOrder(state, p.str('orderId'));
    const outcome = p.oneOf('outcome', ['success', 'fail', 'cancel'] as const, 'success');
    if (outcome === 'cancel') o.logs.push({ at: c.now(), action: 'cashierCancel' });
    else markPaid(state, o, c.now(), outcome);
    return ok(toPayOrder(o));
  }

  if (sub === 'cashier') {
    const orderId = p.optStr('orderId') ?? '';
    const returnUrl = p.optStr('returnUrl') ?? '';
    if (!isSafeReturnUrl(returnUrl))
      return page('收银台', '<h1>returnUrl 参数错误</h1><p class="muted">返回地址必须以 /sms2/ 开头。</p>');
    const o = state.payOrders[orderId];
    if (!o) return page('收银台', '<h1>订单不存在</h1>');
    if (method === 'POST') {
      const action = p.oneOf('action', ['pay', 'fail', 'cancel'] as const, 'pay');
      if (action === 'cancel') {
        o.logs.push({ at: c.now(), action: 'cashierCancel' });
        return redirectResponse(withParams(returnUrl, { orderId, payResult: 'cancel' }));
      }
      try {
        markPaid(state, o, c.now(), action === 'fail' ? 'fail' : 'success');
      } catch (e) {
        return page(
          '收银台',
          `<h1>${esc((e as Error).message)}</h1><a class="btn" href="${esc(withParams(returnUrl, { orderId, payResult: 'fail' }))}">返回商户</a>`,
        );
      }
      c.log(`[sim] cashier paid ${orderId}${action === 'fail' ? ' (crediting will fail)' : ''}`);
      return redirectResponse(withParams(returnUrl, { orderId, payResult: 'success' }));
    }
    const left = Math.max(0, Math.floor((o.expiresAt - c.now()) / 1000));
    const payable = o.status === 'unpaid' && left > 0;
    const hidden = `<input type="hidden" name="orderId" value="${esc(orderId)}"><input type="hidden" name="returnUrl" value="${esc(returnUrl)}">`;
    const form = payable
      ? `<form method="post" action="/sms2-api/__sim/cashier">${hidden}<button name="action" value="pay">支付</button>
<button class="alt" name="action" value="fail">支付（模拟充值失败）</button><button class="alt" name="action" value="cancel">取消</button></form>
<p class="muted">剩余支付时间 ${Math.floor(left / 60)}分${left % 60}秒</p>`
      : `<p>订单状态：${esc(o.status)}</p><a class="btn alt" href="${esc(withParams(returnUrl, { orderId, payResult: o.status === 'unpaid' || o.status === 'expired' ? 'fail' : 'success' }))}">返回商户</a>`;
    return page(
      '微信支付（模拟）',
      `<h1>微信支付（模拟收银台）</h1><div class="card"><p>${esc(o.title)}</p><p class="amount">¥${(o.payFen / 100).toFixed(2)}</p>
<p class="muted">号码 ${esc(maskPhone(o.msisdn))} · 订单号 ${esc(o.orderId)}</p>${form}</div>`,
    );
  }

  if (sub.startsWith('orders/')) {
    const o = findPayOrder(state, sub.slice('orders/'.length));
    return ok({ ...toPayOrder(o), logs: o.logs.map((l) => ({ ...l, at: isoCn(l.at) })) });
  }

  if (sub.startsWith('img/')) return svgPlaceholder(sub.slice(4));
  if (sub.startsWith('uploads/')) {
    const u = state.uploads[sub.slice('uploads/'.length)];
    return u ? svgPlaceholder(u.name) : notFound('文件不存在');
  }
  if (sub.startsWith('papers/')) {
    const id = sub.slice('papers/'.length).replace(/\.pdf$/, '');
    const paper = state.papers.find((x) => x.paperId === id);
    if (!paper) return notFound('文件不存在');
    return new Response(minimalPdf(paper.name), {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${encodeURIComponent(paper.name)}"`,
      },
    });
  }

  return notFound(`未知的模拟器接口：__sim/${sub}`);
}
