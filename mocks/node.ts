// Node http adapter: a connect-style middleware `(req, res, next)` for webpack-dev-server's
// setupMiddlewares, `npm run serve` and scripts/mock.ts. It answers /sms2-api/** and calls next() otherwise.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { servedOverHttps } from './core/cookies';
import { createSimulator, REMOTE_ADDR_HEADER, type Simulator, type SimulatorOptions } from './simulator';
import { setVitalsSink } from './services/vitals';

export type NextFn = (err?: unknown) => void;
export type SimulatorMiddleware = ((req: IncomingMessage, res: ServerResponse, next?: NextFn) => void) & {
  simulator: Simulator;
};

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Body already consumed by a body parser mounted before us (express.json and friends). */
function parsedBody(req: IncomingMessage): Buffer | undefined {
  const body: unknown = (req as IncomingMessage & { body?: unknown }).body;
  if (body === undefined || !req.readableEnded) return undefined;
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === 'string') return Buffer.from(body);
  return Buffer.from(JSON.stringify(body));
}

/** The request came over TLS, or through a proxy that says https (X-Forwarded-Proto). */
export function requestIsHttps(req: IncomingMessage): boolean {
  const encrypted = (req.socket as { encrypted?: boolean } | undefined)?.encrypted === true;
  const proto = req.headers['x-forwarded-proto'];
  return servedOverHttps(encrypted ? 'https://localhost/' : 'http://localhost/', {
    get: (name: string) =>
      name === 'x-forwarded-proto' ? (Array.isArray(proto) ? proto.join(',') : (proto ?? null)) : null,
  });
}

/** An address as written in a header: IPv4 or IPv6 (an IPv4 one mapped into IPv6 is told as IPv4). */
function addressOf(raw: string | undefined): string | undefined {
  const v = raw?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return v && isIP(v) ? v : undefined;
}

/**
 * The client's address, for the per-address SMS limits: the socket's peer, unless the peer is one of the
 * `trustedProxies` (nginx in front of the simulator: SIM_TRUSTED_PROXIES), which passes the client's address in
 * X-Real-IP (set, never appended, from its own peer) or as the last X-Forwarded-For entry (the one it added itself;
 * anything before is what the client sent, never trusted). From any other peer both headers are ignored.
 */
export function clientAddress(req: IncomingMessage, trustedProxies: readonly string[] = []): string | undefined {
  const peer = addressOf(req.socket?.remoteAddress);
  if (!peer || !trustedProxies.includes(peer)) return peer ?? req.socket?.remoteAddress;
  const header = (name: string): string | undefined => {
    const v = req.headers[name];
    return Array.isArray(v) ? v.join(',') : v;
  };
  return addressOf(header('x-real-ip')) ?? addressOf(header('x-forwarded-for')?.split(',').pop()) ?? peer;
}

export async function toFetchRequest(
  req: IncomingMessage,
  signal: AbortSignal,
  trustedProxies: readonly string[] = [],
): Promise<Request> {
  const host = req.headers.host ?? 'localhost';
  // An https server's requests keep their scheme (the cookies are then Secure); a proxy's X-Forwarded-Proto is read
  // by the simulator itself.
  const scheme = (req.socket as { encrypted?: boolean } | undefined)?.encrypted === true ? 'https' : 'http';
  const url = `${scheme}://${host}${req.url ?? '/'}`;
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined || k.startsWith(':')) continue;
    headers.set(k, Array.isArray(v) ? v.join(k === 'cookie' ? '; ' : ', ') : v);
  }
  // The client's address, for the per-client limits: the socket's peer, or what a trusted proxy says of it;
  // never what the client says.
  headers.delete(REMOTE_ADDR_HEADER);
  const address = clientAddress(req, trustedProxies);
  if (address) headers.set(REMOTE_ADDR_HEADER, address);
  const method = (req.method ?? 'GET').toUpperCase();
  const body = method === 'GET' || method === 'HEAD' ? undefined : (parsedBody(req) ?? (await readBody(req)));
  return new Request(url, { method, headers, body: body && body.length ? new Uint8Array(body) : undefined, signal });
}

export async function writeFetchResponse(res: ServerResponse, response: Response, req: IncomingMessage): Promise<void> {
  if (response.type === 'error') {
    // A dropped connection.
    req.socket.destroy();
    return;
  }
  res.statusCode = response.status;
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') res.setHeader(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader('set-cookie', cookies);
  const buf = compress(Buffer.from(await response.arrayBuffer()), res, req);
  res.setHeader('content-length', buf.length);
  res.end(buf);
}

/** Answers worth compressing: the JSON and text ones above 1 KB (an operator gateway gzips them the same way). */
const COMPRESS_MIN = 1024;

/**
 * A text answer compressed as the browser accepts (brotli at a fast level, else gzip), as the operator's gateway
 * sends it: the home's configuration is about 17 KB of JSON and 3 KB on the wire. Other answers go as they are.
 */
export function compress(body: Buffer, res: ServerResponse, req: IncomingMessage): Buffer {
  const type = String(res.getHeader('content-type') ?? '');
  if (body.length < COMPRESS_MIN || !/json|text/.test(type) || res.getHeader('content-encoding')) return body;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  res.setHeader('vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepted)) {
    res.setHeader('content-encoding', 'br');
    return zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (/\bgzip\b/.test(accepted)) {
    res.setHeader('content-encoding', 'gzip');
    return zlib.gzipSync(body, { level: 6 });
  }
  return body;
}

const num = (v: string | undefined): number | undefined =>
  v !== undefined && v !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined;

/**
 * Options from the environment: SIM_STATE_FILE, SIM_SEED, SIM_VERBOSE=1, SIM_CREDIT_DELAY_MS,
 * SIM_TIMEOUT_MS (delay of a 'timeout' fault), SIM_XSRF=0 (no XSRF check). SIM_NOW (an ISO time or
 * 'yyyy-MM-dd') sets the simulated clock at start. SIM_TRUSTED_PROXIES (trustedProxies) is the middleware's;
 * SIM_VITALS_FILE (read by the middleware): where the field measurements received are appended.
 */
export function envOptions(env: Record<string, string | undefined> = process.env): SimulatorOptions {
  const o: SimulatorOptions = {};
  if (env.SIM_STATE_FILE) o.stateFile = env.SIM_STATE_FILE;
  if (num(env.SIM_SEED) !== undefined) o.seed = num(env.SIM_SEED);
  if (env.SIM_VERBOSE === '1') o.verbose = true;
  if (num(env.SIM_CREDIT_DELAY_MS) !== undefined) o.creditDelayMs = num(env.SIM_CREDIT_DELAY_MS);
  if (num(env.SIM_TIMEOUT_MS) !== undefined) o.timeoutDelayMs = num(env.SIM_TIMEOUT_MS);
  if (env.SIM_XSRF === '0') o.xsrf = false;
  return o;
}

/** SIM_TRUSTED_PROXIES: the comma-separated addresses of the proxies whose X-Real-IP / X-Forwarded-For count. */
export function trustedProxiesOf(env: Record<string, string | undefined> = process.env): string[] {
  return (env.SIM_TRUSTED_PROXIES ?? '')
    .split(',')
    .map((a) => addressOf(a))
    .filter((a): a is string => a !== undefined);
}

/** The middleware; options given win over the environment's (envOptions). */
export function createSimulatorMiddleware(
  options: SimulatorOptions = {},
  simulator?: Simulator,
  trustedProxies: readonly string[] = trustedProxiesOf(),
): SimulatorMiddleware {
  const given = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as SimulatorOptions;
  const sim = simulator ?? createSimulator({ ...envOptions(), ...given });
  if (!simulator && process.env.SIM_NOW && !options.now) sim.setClock({ at: process.env.SIM_NOW });
  // SIM_VITALS_FILE: the field measurements received are also appended there, one JSON line each (npm run vitals).
  const vitalsFile = process.env.SIM_VITALS_FILE;
  if (vitalsFile) {
    fs.mkdirSync(path.dirname(path.resolve(vitalsFile)), { recursive: true });
    setVitalsSink((rows) => fs.appendFileSync(vitalsFile, rows.map((r) => `${JSON.stringify(r)}\n`).join('')));
  }
  const middleware = (req: IncomingMessage, res: ServerResponse, next?: NextFn): void => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (!path.startsWith('/sms2-api/') && path !== '/sms2-api') {
      // A page (not an asset): the XSRF cookie comes with the first response, before any API call.
      const xsrf =
        /\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')
          ? undefined
          : sim.xsrfCookieFor(req.headers.cookie, requestIsHttps(req));
      if (xsrf) res.appendHeader('set-cookie', xsrf);
      if (next) next();
      else {
        res.statusCode = 404;
        res.end('Not found');
      }
      return;
    }
    const ac = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) ac.abort();
    });
    toFetchRequest(req, ac.signal, trustedProxies)
      .then((request) => sim.handle(request))
      .then((response) => writeFetchResponse(res, response, req))
      .catch((e: unknown) => {
        if (ac.signal.aborted) return;
        if (next) next(e);
        else {
          res.statusCode = 500;
          res.end(String(e));
        }
      });
  };
  return Object.assign(middleware, { simulator: sim });
}

export { createSimulator };
export type { Simulator, SimulatorOptions };
