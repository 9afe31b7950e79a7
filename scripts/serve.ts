// Serves the production build in dist/ under /sms2/ with the history fallback and the operator simulator, as a CDN
// in front of it must: the precompressed file the browser accepts (.br, else .gz, else the file itself; `Vary:
// Accept-Encoding`), hashed assets cached for a year as immutable, index.html never cached, source maps not served.
// Missing .js/.css assets answer 404 (never index.html), so a stale chunk fails loudly and the app can recover. A
// pre-rendered landing's address gets its own HTML file (scripts/landing.ts: `?lang=en` the English one), as nginx
// sends it (deploy/sms2.conf), with index.html's cache rule.
// Every answer carries the security headers (securityHeaders): a Content-Security-Policy built from the build's
// index.html (the hashes of its inline script and style) and the configured hosts, Referrer-Policy and nosniff.
// `ts-node scripts/serve.ts --csp` prints the policy of the current build, for a CDN's configuration.
// Env: PORT (default 8000), the port of the app and of the simulator alike: the simulator answers in this process,
// under /sms2-api/, so MOCK_PORT (scripts/mock.ts, serve-nginx.ts's upstream) does not apply here.
import crypto from 'node:crypto';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { loadSimulator } from '../webpack.config';
import { env } from '../config/env';
import { imageHosts } from '../config/hosts';
import { LANDING_TAB, landingFile, landingFilesIn, landingLangOf } from './landing';

const BASE = '/sms2/';
const root = path.resolve(__dirname, '..', 'dist');
const port = Number(process.env.PORT) || 8000;
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/** The precompressed sibling of `file` that the request accepts, if the build wrote one. */
export function pickEncoding(
  file: string,
  acceptEncoding: string | undefined,
): { path: string; encoding?: 'br' | 'gzip' } {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((e) => e.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([e]) => e.toLowerCase());
  for (const [encoding, ext] of ENCODINGS) {
    if (accepted.includes(encoding) && fs.existsSync(file + ext)) return { path: file + ext, encoding };
  }
  return { path: file };
}

/** The CSP sources of each inline `<script>` (without src) or `<style>` of a page: 'sha256-…' of its text. */
export function inlineHashes(html: string, tag: 'script' | 'style'): string[] {
  // A script with a type (a landing's JSON data block) is not run: nothing to allow.
  const re =
    tag === 'script'
      ? /<script(?![^>]*\b(src|type)=)[^>]*>([\s\S]*?)<\/script>/gi
      : /<style()[^>]*>([\s\S]*?)<\/style>/gi;
  const hashes = [...html.matchAll(re)]
    .filter(([, , text]) => text.length > 0)
    .map(([, , text]) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  return [...new Set(hashes)];
}

/** The origin of an API base, or nothing for a base on our own origin ('/sms2-api/'). */
const originOf = (base: string): string[] => (/^https?:\/\//.test(base) ? [new URL(base).origin] : []);

/**
 * Where the browsers report the policy's violations, and whether the policy is only reported (serve time, from the
 * environment). `SMS2_CSP_REPORT_URL`: the collector's address (absolute, or a path of this origin; the simulator's
 * is `/sms2-api/__sim/csp-reports`); unset, no reports. `SMS2_CSP_REPORT_ONLY=1`: the policy goes out as
 * Content-Security-Policy-Report-Only, so a new policy is watched before it blocks anything (the rollout: report-only
 * with the reports collected, then enforced once they are quiet).
 */
export interface CspReporting {
  reportUrl?: string;
  reportOnly: boolean;
}
export const cspReportingOf = (vars: NodeJS.ProcessEnv = process.env): CspReporting => ({
  ...(vars.SMS2_CSP_REPORT_URL ? { reportUrl: vars.SMS2_CSP_REPORT_URL } : {}),
  reportOnly: vars.SMS2_CSP_REPORT_ONLY === '1',
});

/** The Reporting-Endpoints name the policy's report-to refers to. */
const CSP_ENDPOINT = 'csp';

/**
 * The Content-Security-Policy of the app whose index.html is `html`: scripts and styles of our origin plus the
 * page's inline ones by hash (the JS-SDK is bundled: no script host), requests to the API bases, images of our
 * origin, data: URLs, the API bases (captcha pictures) and the configured image hosts; no plugins, no <base>, no
 * framing. With a report address: `report-to` (the Reporting API, with the Reporting-Endpoints header) and
 * `report-uri` for the browsers without it (a browser that knows report-to ignores report-uri).
 */
export function contentSecurityPolicy(html: string, reporting: CspReporting = cspReportingOf()): string {
  const apis = [...new Set([env.apiBase, env.internalApiBase, env.userInfoApiBase].flatMap(originOf))];
  const images = imageHosts.map((h) => (/^https?:\/\//.test(h) ? h : `https://${h}`));
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineHashes(html, 'script')].join(' '),
    ["style-src 'self'", ...inlineHashes(html, 'style')].join(' '),
    ["connect-src 'self'", ...apis].join(' '),
    ["img-src 'self' data:", ...apis, ...images].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    ...(reporting.reportUrl ? [`report-uri ${reporting.reportUrl}`, `report-to ${CSP_ENDPOINT}`] : []),
  ].join('; ');
}

/**
 * The browser features no page uses, turned off for the app and anything it embeds: it takes no picture or sound
 * (an ID photo is a file picked in the form), asks no position of the browser (a location comes from WeChat's
 * JS-SDK) and pays through WeChat, never the Payment Request API.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/** The headers every answer of the app carries (the CDN must send the same). */
export function securityHeaders(html: string, reporting: CspReporting = cspReportingOf()): Record<string, string> {
  return {
    [reporting.reportOnly ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy']: contentSecurityPolicy(
      html,
      reporting,
    ),
    ...(reporting.reportUrl ? { 'Reporting-Endpoints': `${CSP_ENDPOINT}="${reporting.reportUrl}"` } : {}),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // Over https, never plain http again (a year; not the operator's other hosts). Ignored over plain http.
    'Strict-Transport-Security': 'max-age=31536000',
  };
}

function send(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  file: string,
  cacheControl: string,
  headers: Record<string, string>,
) {
  const { path: body, encoding } = pickEncoding(file, req.headers['accept-encoding']);
  res.writeHead(200, {
    ...headers,
    'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'Content-Length': fs.statSync(body).size,
  });
  if (req.method === 'HEAD') res.end();
  else fs.createReadStream(body).pipe(res);
}

/** The pre-rendered HTML file of the landing at `rel` (a path under /sms2/) in the language `?lang=` asks, at the tab
 *  `?tab=` asks where the build wrote that one, else its own, if the build wrote one (scripts/landing.ts); nginx's
 *  `try_files $uri $uri$sms2_tab$sms2_landing.html $uri$sms2_landing.html` (deploy/sms2.conf) finds the same. */
export function landingAt(
  dir: string,
  rel: string,
  lang: string | null,
  tab: string | null = null,
): string | undefined {
  if (!rel || rel.endsWith('/')) return undefined;
  const tabs = tab && LANDING_TAB.test(tab) ? [tab, ''] : [''];
  return tabs
    .map((t) => path.resolve(dir, landingFile(rel, landingLangOf(lang), t)))
    .find((file) => file.startsWith(dir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile());
}

/** The build's pages whose inline scripts and styles the policy allows: index.html and every landing's
 *  (scripts/landing.ts: their stylesheets are inline), as one text. */
export function pagesOf(dir: string): string {
  return ['index.html', ...landingFilesIn(dir)]
    .map((f) => path.join(dir, f))
    .filter((f) => fs.existsSync(f))
    .map((f) => fs.readFileSync(f, 'utf8'))
    .join('\n');
}

export function createStaticHandler(dir = root): http.RequestListener {
  const index = path.join(dir, 'index.html');
  // Read once per build of index.html (the build touches it again once the landings are written): a rebuild under a
  // running server (its starter's hash changes with the chunk names) is served with its own hashes, not the last
  // build's, which would block the new starter.
  let read: { at: number; headers: Record<string, string> } | undefined;
  const security = () => {
    const at = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
    if (read?.at !== at) read = { at, headers: securityHeaders(pagesOf(dir)) };
    return read.headers;
  };
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/' || url.pathname === '/sms2') {
      res.writeHead(302, { ...security(), Location: BASE + url.search });
      res.end();
      return;
    }
    if (!url.pathname.startsWith(BASE)) {
      res.writeHead(404, security()).end('Not found');
      return;
    }
    const rel = decodeURIComponent(url.pathname.slice(BASE.length));
    const file = path.resolve(dir, rel);
    const inside = file.startsWith(dir + path.sep);
    // Source maps stay beside the build for the operator's error tracking; the public never gets them, nor the
    // build's own records (a name starting with a dot: .builds.json lists every asset of the last builds).
    if (/\.map$/.test(rel) || rel.split('/').some((part) => part.startsWith('.'))) {
      res.writeHead(404, { ...security(), 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    if (inside && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const hashed = /\.[0-9a-f]{8}\.(chunk\.)?(js|css)$/.test(file);
      send(req, res, file, hashed ? 'public, max-age=31536000, immutable' : 'no-cache', security());
      return;
    }
    if (/\.(js|css)$/.test(rel)) {
      res.writeHead(404, { ...security(), 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const landing = landingAt(dir, rel, url.searchParams.get('lang'), url.searchParams.get('tab'));
    send(req, res, landing ?? index, 'no-cache', security());
  };
}

/**
 * What the start-up says when the simulator is mounted: this server is for development and tests. It answers
 * /sms2-api/ itself and /sms2-api/__sim/ (every persona, the SMS outbox, faults, the clock, logins without WeChat).
 */
export const SIMULATOR_WARNING =
  'NOT A PRODUCTION SERVER: the operator simulator answers /sms2-api/, with /sms2-api/__sim/ (all personas, the SMS ' +
  'outbox, faults, the clock). For development and tests only; a deployment serves dist/ with nginx or a CDN and ' +
  'never proxies __sim (README, Deploying).';

let simulated = false;

export function createServer(dir = root): http.Server {
  const sim = loadSimulator();
  simulated = !!sim;
  const serveStatic = createStaticHandler(dir);
  return http.createServer((req, res) => {
    if (sim) sim(req, res, () => serveStatic(req, res));
    else serveStatic(req, res);
  });
}

if (require.main === module) {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    console.error('dist/ has no build: run `npm run build` first');
    process.exit(1);
  }
  if (process.argv.includes('--csp')) {
    // The headers to configure, as this server sends them (SMS2_CSP_REPORT_URL, SMS2_CSP_REPORT_ONLY).
    const headers = securityHeaders(pagesOf(root));
    for (const [name, value] of Object.entries(headers))
      if (/^(Content-Security-Policy|Reporting-Endpoints)/.test(name)) console.log(`${name}: ${value}`);
    process.exit(0);
  }
  const server = createServer();
  server.listen(port, () => {
    console.log(`sms2 (production build) at http://localhost:${port}${BASE}`);
    if (simulated) console.warn(SIMULATOR_WARNING);
  });
}
