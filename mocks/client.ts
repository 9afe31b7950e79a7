// A small client for tests and scripts: keeps the simulator's cookies (session, XSRF-TOKEN), sends the
// X-XSRF-TOKEN header on writes, and knows the test helpers (captcha text, latest SMS code, OAuth codes).
import type { Envelope } from '../src/services/api/types';
import { parseSetCookie } from './core/cookies';
import type { Simulator } from './simulator';

export interface SimResult<T = unknown> {
  status: number;
  headers: Headers;
  /** Parsed JSON (an envelope for API paths); undefined for other bodies. */
  body: Envelope<T> | undefined;
  text: string;
  response: Response;
}

export interface RequestInit2 {
  query?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  form?: Record<string, string>;
  multipart?: FormData;
  headers?: Record<string, string>;
  /** Base in front of the path: '/sms2-api/' (default), '/sms2-api/internal/', '/sms2-api/userinfo/'. */
  base?: string;
  signal?: AbortSignal;
}

export interface SimClient {
  request<T = unknown>(method: string, path: string, init?: RequestInit2): Promise<SimResult<T>>;
  get<T = unknown>(path: string, query?: RequestInit2['query'], init?: RequestInit2): Promise<SimResult<T>>;
  post<T = unknown>(path: string, json?: unknown, init?: RequestInit2): Promise<SimResult<T>>;
  /** The data of a successful call; throws with the envelope's msg otherwise. */
  data<T = unknown>(method: string, path: string, init?: RequestInit2): Promise<T>;
  /** Loads a captcha for a fresh id and returns the fields a gated call needs. */
  captcha(): Promise<{ kaptchaId: string; kaptcha: string }>;
  /** Sends (captcha-gated user/sendMessage) and returns the code. */
  smsCode(phone: string): Promise<string>;
  /** WeChat login as an openid (o_sim_001 = 王强, o_sim_new = unbound ...). */
  loginWechat(openid: string): Promise<void>;
  /** Phone + SMS login outside WeChat. */
  loginPhone(phone: string): Promise<void>;
  /** Staff login with the mall token (st_sim_staff). */
  loginToken(token: string): Promise<void>;
  readonly cookies: Map<string, string>;
  clearCookies(): void;
}

export function createSimClient(sim: Simulator, origin = 'http://localhost'): SimClient {
  const cookies = new Map<string, string>();
  let seq = 0;

  const request = async <T>(method: string, path: string, init: RequestInit2 = {}): Promise<SimResult<T>> => {
    const base = path.startsWith('/') ? '' : (init.base ?? '/sms2-api/');
    const url = new URL(`${base}${path}`, origin);
    for (const [k, v] of Object.entries(init.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const headers = new Headers(init.headers);
    if (cookies.size && !headers.has('cookie'))
      headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '));
    const xsrf = cookies.get('XSRF-TOKEN');
    if (xsrf && !headers.has('x-xsrf-token')) headers.set('x-xsrf-token', xsrf);
    let body: BodyInit | undefined;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers.set('content-type', 'application/json');
    } else if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers.set('content-type', 'application/x-www-form-urlencoded');
    } else if (init.multipart) {
      body = init.multipart;
    }
    const response = await sim.handle(new Request(url, { method, headers, body, signal: init.signal }));
    for (const line of response.headers.getSetCookie()) {
      const c = parseSetCookie(line);
      if (!c) continue;
      if (c.remove) cookies.delete(c.name);
      else cookies.set(c.name, c.value);
    }
    const text = response.type === 'error' ? '' : await response.clone().text();
    let parsed: Envelope<T> | undefined;
    if ((response.headers.get('content-type') ?? '').includes('json')) {
      try {
        parsed = JSON.parse(text) as Envelope<T>;
      } catch {
        parsed = undefined; // a 'malformed' fault: the raw answer is in `text`
      }
    }
    return { status: response.status, headers: response.headers, body: parsed, text, response };
  };

  const ensureXsrf = async (): Promise<void> => {
    if (!cookies.has('XSRF-TOKEN')) await request('GET', 'config/list', { query: { isShow: 0 } });
  };

  const data = async <T>(method: string, path: string, init?: RequestInit2): Promise<T> => {
    if (method !== 'GET') await ensureXsrf();
    const r = await request<T>(method, path, init);
    if (r.status !== 200 || r.body?.status !== 1)
      throw new Error(`${method} ${path} -> ${r.status} ${r.body?.code ?? ''} ${r.body?.msg ?? r.text.slice(0, 200)}`);
    return r.body.data as T;
  };

  const captcha = async (): Promise<{ kaptchaId: string; kaptcha: string }> => {
    const kaptchaId = `t${Date.now().toString(36)}${++seq}`;
    await request('GET', `user/kaptcha/${kaptchaId}`);
    return { kaptchaId, kaptcha: sim.captchaText(kaptchaId) ?? '' };
  };

  const smsCode = async (phone: string): Promise<string> => {
    await data('POST', 'user/sendMessage', { json: { phone, ...(await captcha()) } });
    return sim.latestSms(phone) ?? '';
  };

  return {
    request,
    get: (path, query, init) => request('GET', path, { ...init, query }),
    post: async (path, json, init) => {
      await ensureXsrf();
      return request('POST', path, { ...init, json });
    },
    data,
    captcha,
    smsCode,
    loginWechat: async (openid) => {
      const { code, state } = await data<{ code: string; state: string }>('POST', '__sim/oauth/code', {
        json: { openid },
      });
      await data('GET', 'unifiedinteraction/sns/getSnsUserByCode', { query: { code, state } });
    },
    loginPhone: async (phone) => {
      const smsCode2 = await smsCode(phone);
      await data('POST', 'user/loginCaptcha', { json: { phone, smsCode: smsCode2 } });
    },
    loginToken: async (token) => {
      await data('POST', 'user/thirdAuthLogin', { json: { token } });
    },
    cookies,
    clearCookies: () => cookies.clear(),
  };
}
