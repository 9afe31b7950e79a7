// The operator simulator: a framework-neutral core taking a Fetch Request and answering a Fetch Response.
// Adapters: mocks/node.ts (Node http middleware, dev server and `npm run serve`), mocks/msw.ts (jest),
// scripts/mock.ts (standalone server).
//
// One request goes: prefix -> __sim control | route -> method (a write refuses GET) -> fault -> XSRF ->
// session and guard -> idempotency replay -> parameters -> handler -> envelope -> cookies -> state file.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Phone } from '../src/services/api/types';
import { handleControl, type Control } from './control';
import type { Ctx, Guard, Host, Identity, RouteDef, SimSettings } from './core/context';
import { cookieScheme, parseCookies, serializeCookie, servedOverHttps } from './core/cookies';
import { BizError, biz, HttpError, MSG } from './core/errors';
import {
  AFTER_COMMIT_DELAY_MS,
  AFTER_WORK_SHAPES,
  FaultRegistry,
  MALFORMED_BODY,
  defaultHttpMsg,
  isAfterCommit,
  reshape,
  shapeData,
  type Fault,
  type FaultInput,
} from './core/faults';
import { langOf, localize } from './core/lang';
import { readParams, type Params } from './core/params';
import { failEnvelope, jsonResponse, makeResponse, okEnvelope, withApiHeaders } from './core/respond';
import { createRng, type Rng } from './core/rng';
import { secretToken } from './core/secrets';
import { parseTime } from './core/time';
import { createXsrfTokens } from './core/xsrf';
import { seedState } from './db';
import { STATE_VERSION, type Session, type SimState, type Subscriber } from './db/types';
import { ROUTES, WRITE_METHODS, XSRF_FREE_PATHS } from './routes';
import { catchUp } from './services/tick';
import { captchaById } from './services/verify';

/** The session cookie's name over plain http; over https it is `__Host-SMS2SESSION` (core/cookies.ts, CookieScheme). */
export const SESSION_COOKIE = 'SMS2SESSION';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const API_PREFIX = '/sms2-api/';
/** The peer address, set by the Node adapter from the socket (a client's own copy is dropped). */
export const REMOTE_ADDR_HEADER = 'x-sim-remote-addr';

export interface SimulatorOptions {
  /** The base clock (default Date.now); simulated time = now() + the clock offset. */
  now?: () => number;
  /** Keep the state in this JSON file across restarts (env SIM_STATE_FILE in the adapters). */
  stateFile?: string;
  /** Seed of the generator (codes, ids, numbers). Default 1. */
  seed?: number;
  /** Where log lines go (default console.log). SMS codes are logged here: "[sim] SMS to 186****0001: 123456". */
  log?: (line: string) => void;
  /** Log every request too. */
  verbose?: boolean;
  /** Delay of a 'timeout' fault without its own delayMs. Default 35 000 ms (past the 30 s client timeout). */
  timeoutDelayMs?: number;
  /** Simulated time from payment to credit. Default 3 000 ms. */
  creditDelayMs?: number;
  /** Check X-XSRF-TOKEN against the XSRF-TOKEN cookie and the session it was issued for on non-GET calls. Default true. */
  xsrf?: boolean;
}

export interface ClockInput {
  /** Absolute simulated time: ISO string, 'yyyy-MM-dd' (China midnight) or epoch ms. */
  at?: string | number;
  /** Offset from the base clock, ms. */
  offsetMs?: number;
  /** Move forward (or back) by this many ms. */
  advanceMs?: number;
}

export interface Simulator {
  /** Answers one request under /sms2-api/ (or any URL containing it). */
  handle(request: Request): Promise<Response>;
  /**
   * Re-seeds the state and clears faults; the clock is real time again, or runs from `at` (epoch ms or a time text),
   * the seed made then (its "an hour ago" an hour before `at`).
   */
  reset(at?: string | number): void;
  /** The live state (a new object after reset). */
  readonly db: SimState;
  readonly faults: FaultRegistry;
  /** Simulated now. */
  now(): number;
  setClock(input: ClockInput): { now: number; offsetMs: number };
  /** The latest SMS code sent to a number (tests). */
  latestSms(phone: string): string | undefined;
  /** The text of a captcha (tests). */
  captchaText(id: string): string | undefined;
  /** Writes the state file now (it is also written after every request). */
  save(): void;
  readonly routes: readonly RouteDef[];
  readonly options: Readonly<Required<Pick<SimulatorOptions, 'timeoutDelayMs' | 'creditDelayMs' | 'xsrf'>>>;
  /**
   * The Set-Cookie of a good XSRF token for a page response, when the request's cookies hold none for their
   * session: the app's first write then never meets a missing or stale token. `secure`: the page went over https
   * (the session cookie is then __Host-SMS2SESSION and the token Secure).
   */
  xsrfCookieFor(cookieHeader: string | null | undefined, secure?: boolean): string | undefined;
}

interface Persisted {
  version: number;
  clockOffsetMs: number;
  state: SimState;
}

interface CompiledRoute {
  def: RouteDef;
  re?: RegExp;
  names: string[];
}

function compileRoutes(routes: readonly RouteDef[]): { exact: Map<string, RouteDef>; patterns: CompiledRoute[] } {
  const exact = new Map<string, RouteDef>();
  const patterns: CompiledRoute[] = [];
  for (const def of routes) {
    if (!def.path.includes('{')) {
      exact.set(def.path, def);
      continue;
    }
    const names: string[] = [];
    const re = new RegExp(
      `^${def.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, n: string) => {
        names.push(n);
        return '([^/]+)';
      })}$`,
    );
    patterns.push({ def, re, names });
  }
  return { exact, patterns };
}

/** Splits '/sms2-api/internal/bill/x' into host 'internal' and path 'bill/x'. */
export function splitApiPath(pathname: string): { host: Host; path: string } | undefined {
  const i = pathname.indexOf(API_PREFIX);
  if (i < 0) return undefined;
  let rest = pathname.slice(i + API_PREFIX.length);
  let host: Host = 'api';
  if (rest.startsWith('internal/')) {
    host = 'internal';
    rest = rest.slice('internal/'.length);
  } else if (rest.startsWith('userinfo/')) {
    host = 'userinfo';
    rest = rest.slice('userinfo/'.length);
  }
  // Tolerate a client that kept the spec's /api/ prefix.
  if (rest.startsWith('api/')) rest = rest.slice(4);
  let path = rest.replace(/\/+$/, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    /* keep it raw */
  }
  return { host, path };
}

/** Waits `ms`: true, or false as soon as one of the signals aborts (the request's, or the simulator's reset). */
const sleep = (ms: number, ...signals: AbortSignal[]): Promise<boolean> =>
  new Promise((resolve) => {
    if (signals.some((s) => s.aborted)) return resolve(false);
    const t = setTimeout(() => resolve(true), ms);
    for (const signal of signals)
      signal.addEventListener('abort', () => {
        clearTimeout(t);
        resolve(false);
      });
  });

export function createSimulator(options: SimulatorOptions = {}): Simulator {
  const baseNow = options.now ?? (() => Date.now());
  const log = options.log ?? ((line: string) => console.log(line));
  const settings: SimSettings = {
    timeoutDelayMs: options.timeoutDelayMs ?? 35_000,
    creditDelayMs: options.creditDelayMs ?? 3_000,
    xsrf: options.xsrf ?? true,
  };
  const seed = options.seed ?? 1;
  const rng: Rng = createRng(seed * 104729 + 3);
  const faults = new FaultRegistry();
  // Per process: a restart invalidates the tokens handed out (the next answer sets a new one).
  const xsrf = createXsrfTokens();
  const { exact, patterns } = compileRoutes(ROUTES);
  let offsetMs = 0;
  let state: SimState;

  const now = (): number => baseNow() + offsetMs;

  const load = (): SimState | undefined => {
    if (!options.stateFile || !existsSync(options.stateFile)) return undefined;
    try {
      const parsed = JSON.parse(readFileSync(options.stateFile, 'utf8')) as Persisted;
      if (parsed.version !== STATE_VERSION || !parsed.state) return undefined;
      offsetMs = parsed.clockOffsetMs || 0;
      log(`[sim] state loaded from ${options.stateFile}`);
      return parsed.state;
    } catch (e) {
      log(`[sim] state file unreadable, re-seeding: ${(e as Error).message}`);
      return undefined;
    }
  };

  const save = (): void => {
    if (!options.stateFile) return;
    const data: Persisted = { version: STATE_VERSION, clockOffsetMs: offsetMs, state };
    const dir = dirname(options.stateFile);
    if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
    const tmp = `${options.stateFile}.tmp`;
    writeFileSync(tmp, JSON.stringify(data));
    renameSync(tmp, options.stateFile);
  };

  state = load() ?? seedState(now(), seed);

  /** Ends with a reset: an answer still held back (a timeout fault, a late answer) is dropped, not left to a timer
   *  that outlives the test or the journey that asked for it. */
  let held = new AbortController();
  const reset = (at?: string | number): void => {
    const from = at === undefined ? undefined : parseTime(at);
    if (at !== undefined && from === undefined) throw biz('E_PARAM', `无法解析时间：${String(at)}`);
    held.abort();
    held = new AbortController();
    offsetMs = from === undefined ? 0 : from - baseNow();
    faults.clear();
    state = seedState(now(), seed);
    save();
  };

  const setClock = (input: ClockInput): { now: number; offsetMs: number } => {
    if (input.at !== undefined) {
      const t = parseTime(input.at);
      if (t === undefined) throw biz('E_PARAM', `无法解析时间：${String(input.at)}`);
      offsetMs = t - baseNow();
    } else if (input.offsetMs !== undefined) {
      offsetMs = input.offsetMs;
    }
    if (input.advanceMs !== undefined) offsetMs += input.advanceMs;
    tick();
    return { now: now(), offsetMs };
  };

  const tick = (): void => {
    catchUp(state, now(), { realNow: baseNow(), creditDelayMs: settings.creditDelayMs, log });
  };

  const control: Control = {
    get state() {
      return state;
    },
    faults,
    now,
    rng,
    log,
    reset,
    setClock,
    offset: () => offsetMs,
    routes: ROUTES,
    settings,
  };

  const findRoute = (path: string): { def: RouteDef; pathParams: Record<string, string> } | undefined => {
    const def = exact.get(path);
    if (def) return { def, pathParams: {} };
    for (const p of patterns) {
      const m = p.re?.exec(path);
      if (m) return { def: p.def, pathParams: Object.fromEntries(p.names.map((n, i) => [n, m[i + 1] ?? ''])) };
    }
    return undefined;
  };

  const handle = async (request: Request): Promise<Response> => {
    const started = Date.now();
    const url = new URL(request.url, 'http://localhost');
    const split = splitApiPath(url.pathname);
    const method = request.method.toUpperCase();
    if (!split) return withApiHeaders(jsonResponse(failEnvelope('E_NOT_FOUND', MSG.notFound), 404));
    const { host, path } = split;
    tick();

    if (path === '__sim' || path.startsWith('__sim/')) {
      try {
        const res = await handleControl(control, request, url, path.replace(/^__sim\/?/, ''));
        save();
        return res;
      } catch (e) {
        return errorResponse(e, log);
      }
    }

    const cookies = parseCookies(request.headers.get('cookie'));
    // Over https (or behind a proxy saying so) the cookies are Secure and the session's is __Host-SMS2SESSION.
    const scheme = cookieScheme(servedOverHttps(url, request.headers));
    const sessionCookie = scheme.session(SESSION_COOKIE);
    let setCookies: string[] = [];
    // The XSRF token belongs to the session cookie sent with it: a missing token, or one of another session
    // (or of an earlier process), is replaced by a new one in this answer.
    const sessionKey = cookies[sessionCookie] ?? '';
    const xsrfValid = xsrf.valid(cookies[XSRF_COOKIE], sessionKey);
    if (!xsrfValid) setCookies.push(serializeCookie(XSRF_COOKIE, xsrf.issue(sessionKey), { secure: scheme.secure }));
    const lang = langOf(request.headers.get('accept-language'));
    const finish = async (answer: Response): Promise<Response> => {
      const res = withApiHeaders(lang === 'en' ? await inLanguage(answer, lang) : answer);
      res.headers.set('content-language', lang);
      // The server's clock is the simulated one: the app counts a payment window on it, whatever the phone says.
      res.headers.set('date', new Date(now()).toUTCString());
      for (const c of setCookies) res.headers.append('set-cookie', c);
      if (options.verbose) log(`[sim] ${method} ${path} -> ${res.status} (${Date.now() - started} ms)`);
      return res;
    };

    const found = findRoute(path);
    if (!found) return finish(jsonResponse(failEnvelope('E_NOT_FOUND', `${MSG.notFound}：${path}`), 404));
    const { def, pathParams } = found;

    // A write never answers GET (a link or an image on another site): 405 before anything runs.
    const safe = method === 'GET' || method === 'HEAD';
    if (def.access === 'write' && safe) {
      const refused = jsonResponse(failEnvelope('E_METHOD', MSG.method), 405);
      refused.headers.set('allow', WRITE_METHODS);
      return finish(refused);
    }

    // Faults on demand.
    const fault: Fault | undefined = faults.take(path, method);
    if (fault) {
      log(`[sim] fault ${fault.kind} on ${method} ${path}`);
      if (fault.kind === 'drop') return Response.error();
      if (fault.kind === 'http') {
        const status = fault.status ?? 500;
        return finish(jsonResponse(failEnvelope(`E_HTTP_${status}`, fault.msg ?? defaultHttpMsg(status)), status));
      }
      if (fault.kind === 'business')
        return finish(jsonResponse(failEnvelope(fault.code ?? 'E_SIM_FAULT', fault.msg ?? MSG.busy)));
      if (fault.kind === 'shape' && !AFTER_WORK_SHAPES.includes(fault.data ?? 'object'))
        return finish(jsonResponse(okEnvelope(shapeData(fault.data))));
      if (fault.kind === 'malformed')
        return finish(makeResponse(MALFORMED_BODY, 200, { 'content-type': 'application/json; charset=utf-8' }));
      if (fault.kind === 'timeout') {
        const completed = await sleep(fault.delayMs ?? settings.timeoutDelayMs, request.signal, held.signal);
        if (!completed) return Response.error();
      }
    }

    // Every other method carries the token, but for a page's telemetry (XSRF_FREE_PATHS says why).
    const unsafe = !safe;
    if (settings.xsrf && unsafe && !XSRF_FREE_PATHS.includes(path)) {
      const header = request.headers.get(XSRF_HEADER);
      if (!header || !xsrfValid || header !== cookies[XSRF_COOKIE]) {
        return finish(jsonResponse(failEnvelope('E_XSRF', MSG.xsrf), 403));
      }
    }

    // Session and identity.
    const t = now();
    let session: Session | undefined;
    const sid = cookies[sessionCookie];
    if (sid) {
      session = state.sessions[sid];
      if (session) session.lastSeenAt = baseNow();
    }
    const who = identify(state, session, request.headers);
    // Who asks, for the per-client limits: the live session and the peer address, both (a new session does not
    // start the address's count again).
    const address = request.headers.get(REMOTE_ADDR_HEADER) ?? 'local';
    const client = { ...(session ? { session: session.id } : {}), address };

    const guardFailure = checkGuard(def.guard, who, request.headers);
    if (guardFailure) return finish(guardFailure);

    // A fault where the work is done (a replay's included): the answer is lost after the commit.
    const answer = async (res: Response): Promise<Response> => {
      if (!fault || !isAfterCommit(fault.kind)) return finish(res);
      if (fault.kind === 'dropAfterCommit') return Response.error();
      if (fault.kind === 'emptyAfterCommit') return finish(jsonResponse({ status: 1, msg: 'ok' }));
      const completed = await sleep(fault.delayMs ?? AFTER_COMMIT_DELAY_MS, request.signal, held.signal);
      return completed ? finish(res) : Response.error();
    };

    let params: Params;
    try {
      params = await readParams(request, url);
    } catch (e) {
      return finish(errorResponse(e, log));
    }

    // Idempotency, as payment APIs do it: the same key on the same path with the same request answers the first
    // answer again, to whoever made it: the customer in any of their sessions (a new tab, a new login), or for a
    // caller without a customer (a visitor's top-up) the session, else the browser's XSRF token, it was made
    // with. The same key with another request (another amount, another number) is refused, never replayed.
    const idemKey = unsafe ? request.headers.get('idempotency-key') : null;
    const idemOwner = idempotencyOwner(who, cookies[XSRF_COOKIE]);
    const fingerprint = idemKey ? requestFingerprint(params) : '';
    if (idemKey) {
      const prev = state.idem[idemKey];
      // A path whose answer follows the state (pay details) is asked again: a replay would hand out the details of
      // an order paid since.
      if (prev && !(def.fresh && prev.path === path)) {
        if (prev.path !== path || prev.owner !== idemOwner)
          return finish(
            jsonResponse(failEnvelope('E_IDEMPOTENCY_KEY_REUSED', '重复的请求标识，请刷新页面后重试'), 422),
          );
        if (prev.fingerprint !== fingerprint)
          return finish(
            jsonResponse(
              failEnvelope('E_IDEMPOTENCY_KEY_MISMATCH', '请求标识已用于另一笔不同内容的请求，请刷新页面后重试'),
              422,
            ),
          );
        log(`[sim] idempotent replay of ${path} (${idemKey.slice(0, 8)}…)`);
        return answer(
          new Response(prev.body, {
            status: prev.status,
            headers: { 'content-type': 'application/json; charset=utf-8', 'idempotent-replayed': 'true' },
          }),
        );
      }
    }

    let res: Response;
    try {
      const ctx: Ctx = {
        request,
        url,
        method,
        path,
        pathParams,
        host,
        params,
        state,
        now: t,
        rng,
        who,
        log,
        settings,
        nextId: (prefix: string) => `${prefix}${++state.seq}`,
        header: (name: string) => request.headers.get(name) ?? undefined,
        lang,
        client,
        login: (data) => {
          if (session) delete state.sessions[session.id];
          const s: Session = { id: secretToken(20), createdAt: t, lastSeenAt: baseNow(), ...stripUndefined(data) };
          const account = request.headers.get('wxpublicaccountid');
          if (account) s.wxPublicAccountId = account;
          state.sessions[s.id] = s;
          session = s;
          setCookies.push(serializeCookie(sessionCookie, s.id, { httpOnly: true, secure: scheme.secure }));
          // A new session, a new XSRF token: the one of the visitor (or of the previous session) stops working.
          setCookies = setCookies.filter((c) => !c.startsWith(`${XSRF_COOKIE}=`));
          setCookies.push(serializeCookie(XSRF_COOKIE, xsrf.issue(s.id), { secure: scheme.secure }));
          Object.assign(who, identify(state, s, request.headers));
          return s;
        },
        logout: () => {
          if (session) delete state.sessions[session.id];
          session = undefined;
          setCookies.push(serializeCookie(sessionCookie, '', { httpOnly: true, maxAgeSec: 0, secure: scheme.secure }));
        },
        me: (phone?: string) => subscriberFor(state, who, phone),
      };
      const out = await def.handler(ctx);
      res = out instanceof Response ? out : jsonResponse(okEnvelope(out ?? null));
    } catch (e) {
      res = errorResponse(e, log);
    }
    // Only a success is replayed: a failed attempt left nothing behind, so its retry runs again.
    if (idemKey && res.status === 200 && res.headers.get('content-type')?.includes('json')) {
      const body = await res.clone().text();
      if (isSuccessBody(body))
        state.idem[idemKey] = { key: idemKey, path, status: res.status, body, at: t, owner: idemOwner, fingerprint };
    }
    save();
    // An after-work 'shape' fault: the handler did the work, the answer's data is another backend's.
    if (fault?.kind === 'shape' && fault.data && AFTER_WORK_SHAPES.includes(fault.data) && isJson(res))
      res = makeResponse(reshape(await res.text(), fault.data), 200, res.headers);
    return answer(res);
  };

  return {
    xsrfCookieFor(cookieHeader, secure = false) {
      const cookies = parseCookies(cookieHeader ?? null);
      const sessionKey = cookies[cookieScheme(secure).session(SESSION_COOKIE)] ?? '';
      return xsrf.valid(cookies[XSRF_COOKIE], sessionKey)
        ? undefined
        : serializeCookie(XSRF_COOKIE, xsrf.issue(sessionKey), { secure });
    },
    handle,
    reset,
    get db() {
      return state;
    },
    faults,
    now,
    setClock,
    latestSms: (phone: string) => state.smsCodes[phone]?.code,
    captchaText: (id: string) => captchaById(state, id)?.text,
    save,
    routes: ROUTES,
    options: settings,
  };
}

/** A JSON answer with its shown texts in the request's language (the stored state stays Chinese). */
async function inLanguage(res: Response, lang: ReturnType<typeof langOf>): Promise<Response> {
  if (!res.headers.get('content-type')?.includes('json')) return res;
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return makeResponse(text, res.status, res.headers); // a 'malformed' fault: nothing to translate
  }
  return makeResponse(JSON.stringify(localize(body, lang)), res.status, res.headers);
}

const isJson = (res: Response): boolean => res.status === 200 && !!res.headers.get('content-type')?.includes('json');

function isSuccessBody(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && (parsed as { status?: unknown }).status === 1;
  } catch {
    return false;
  }
}

/**
 * Who an idempotency key belongs to: the customer (the WeChat user, else the number), else the session, else the
 * browser's XSRF token (a write always carries a good one).
 */
function idempotencyOwner(who: Identity, xsrfToken: string | undefined): string {
  if (who.openid) return `openid:${who.openid}`;
  if (who.phone) return `phone:${who.phone}`;
  if (who.session) return `session:${who.session.id}`;
  return `xsrf:${xsrfToken ?? ''}`;
}

/**
 * The parameters that prove who asks (the gates' codes, the stored signature's id), not what is asked: a new SMS
 * code, or the same contract signed again after a login, is the same request.
 */
const GATE_PARAMS = new Set(['smsCode', 'kaptcha', 'kaptchaId', 'signId']);

/**
 * A digest of what a request asks: its query and body parameters in key order (the gates' codes left out), the
 * files by name and size.
 */
export function requestFingerprint(params: Params): string {
  const canonical = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canonical);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
      );
    return v;
  };
  const files = params.files.map((f) => `${f.field}:${f.name}:${f.size}`).sort();
  const asked = Object.fromEntries(Object.entries(params.values).filter(([k]) => !GATE_PARAMS.has(k)));
  return createHash('sha256')
    .update(JSON.stringify([canonical(asked), files]))
    .digest('hex');
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The mall token sent by the app: `mall_token` + `tokenType: stToken` (also accepted: Authorization: stToken <t>). */
export function readMallToken(headers: Headers): string | undefined {
  const direct = headers.get('mall_token') ?? headers.get('mall-token') ?? headers.get('x-mall-token');
  if (direct) return direct;
  const auth = headers.get('authorization');
  if (auth && /^sttoken\s+/i.test(auth)) return auth.replace(/^sttoken\s+/i, '');
  return undefined;
}

function identify(state: SimState, session: Session | undefined, headers: Headers): Identity {
  const who: Identity = { session, phones: [] };
  if (session) {
    who.openid = session.openid;
    who.phone = session.phone;
    who.staffId = session.staffId;
    if (session.phone) who.phones.push(session.phone);
    const wx = session.openid ? state.wxUsers[session.openid] : undefined;
    for (const b of wx?.bound ?? []) if (!who.phones.includes(b.phone)) who.phones.push(b.phone);
  }
  const token = readMallToken(headers);
  const owner = token ? state.mallTokens[token] : undefined;
  if (owner?.kind === 'staff') who.staffId = owner.staffId;
  if (owner?.kind === 'customer') {
    if (!who.phone) who.phone = owner.phone;
    if (!who.phones.includes(owner.phone)) who.phones.push(owner.phone);
  }
  return who;
}

function checkGuard(guard: Guard, who: Identity, headers: Headers): Response | undefined {
  switch (guard) {
    case 'G0':
      return undefined;
    case 'G1':
      if (!who.session && !who.phone && !who.staffId)
        return jsonResponse(failEnvelope('E_UNAUTHORIZED', MSG.unauthorized), 401);
      return undefined;
    case 'G2':
      if (!who.session && !who.phone) return jsonResponse(failEnvelope('E_UNAUTHORIZED', MSG.unauthorized), 401);
      if (!who.phone) return jsonResponse(failEnvelope('E_NOT_BOUND', MSG.notBound));
      return undefined;
    case 'G3':
      if (who.staffId) return undefined;
      // A token that is not a staff token (or none): authenticate again from the staff workbench.
      return jsonResponse(
        failEnvelope(
          'E_STAFF_ONLY',
          readMallToken(headers) ? '店员身份校验失败，请重新从店员工作台进入' : MSG.staffOnly,
        ),
        666,
      );
  }
}

function subscriberFor(state: SimState, who: Identity, phone?: string): Subscriber {
  const target: Phone | undefined = phone ?? who.phone;
  if (!target) throw new HttpError(401, 'E_UNAUTHORIZED', MSG.unauthorized);
  if (phone && !who.phones.includes(phone) && !who.staffId) throw biz('E_FORBIDDEN_NUMBER', MSG.forbiddenNumber);
  const sub = state.subscribers[target];
  if (!sub) throw biz('E_NOT_CUSTOMER', MSG.notCustomer);
  return sub;
}

function errorResponse(e: unknown, log: (line: string) => void): Response {
  if (e instanceof BizError) return jsonResponse(failEnvelope(e.code, e.message, e.data));
  if (e instanceof HttpError) return jsonResponse(failEnvelope(e.code, e.message), e.status);
  log(`[sim] handler error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  return jsonResponse(failEnvelope('E_INTERNAL', MSG.busy), 500);
}

export type { FaultInput };
