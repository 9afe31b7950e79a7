// `npm run serve` answers as a CDN in front of dist/ must: precompressed bytes by Accept-Encoding, a year of
// immutable caching for hashed assets, index.html never cached (deep links too), source maps not served.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import {
  contentSecurityPolicy,
  createStaticHandler,
  cspReportingOf,
  landingAt,
  pickEncoding,
  securityHeaders,
} from '../../scripts/serve';

const JS = 'console.log("main");'.repeat(50);
const HTML = '<!doctype html><title>sms2</title>';
const LANDING_ZH =
  '<!doctype html><title>话费充值</title><style data-href="/sms2/css/p.0123abcd.css">b{}</style>' +
  '<script type="application/json" id="sms2-prerender">{}</script>';
const LANDING_EN = '<!doctype html><title>Phone credit top-up</title>';
const CATALOGUE_FIRST = '<!doctype html><title>流量包</title><p>通用';
const CATALOGUE_5G = '<!doctype html><title>流量包</title><p>5G';
const CATALOGUE_5G_EN = '<!doctype html><title>Data packs</title><p>5G';
let dir = '';
let server: http.Server;
let base = '';

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  fs.mkdirSync(path.join(dir, 'js'));
  const js = path.join(dir, 'js', 'main.0123abcd.js');
  fs.writeFileSync(js, JS);
  fs.writeFileSync(`${js}.gz`, zlib.gzipSync(JS));
  fs.writeFileSync(`${js}.br`, zlib.brotliCompressSync(JS));
  fs.writeFileSync(`${js}.map`, '{}');
  fs.writeFileSync(path.join(dir, '.builds.json'), '[]');
  fs.writeFileSync(path.join(dir, 'index.html'), HTML);
  fs.writeFileSync(path.join(dir, 'index.html.gz'), zlib.gzipSync(HTML));
  // A pre-rendered landing (scripts/landing.ts), in both languages.
  fs.mkdirSync(path.join(dir, 'newRecharge'));
  fs.writeFileSync(path.join(dir, 'newRecharge', 'index2.html'), LANDING_ZH);
  fs.writeFileSync(path.join(dir, 'newRecharge', 'index2.html.br'), zlib.brotliCompressSync(LANDING_ZH));
  fs.writeFileSync(path.join(dir, 'newRecharge', 'index2.en-US.html'), LANDING_EN);
  fs.writeFileSync(path.join(dir, 'flowDetail.html'), CATALOGUE_FIRST);
  fs.writeFileSync(path.join(dir, 'flowDetail.tab-5G.html'), CATALOGUE_5G);
  fs.writeFileSync(path.join(dir, 'flowDetail.tab-5G.en-US.html'), CATALOGUE_5G_EN);
  server = http.createServer(createStaticHandler(dir));
  await new Promise<void>((resolve) => server.listen(0, resolve));
  base = `http://localhost:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A raw GET: the bytes as sent, not decoded. */
const get = (p: string, acceptEncoding?: string) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${p}`, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });

describe('npm run serve', () => {
  it("sends a pre-rendered landing its own HTML, in the address's language, uncached; other routes index.html", async () => {
    const zh = await get('/sms2/newRecharge/index2?from=sms', 'br');
    expect([zh.status, zh.headers['content-encoding'], zh.headers['cache-control']]).toEqual([200, 'br', 'no-cache']);
    expect(zlib.brotliDecompressSync(zh.body).toString()).toBe(LANDING_ZH);
    expect((await get('/sms2/newRecharge/index2?lang=en')).body.toString()).toBe(LANDING_EN);
    expect((await get('/sms2/newRecharge/index2?lang=EN-us')).body.toString()).toBe(LANDING_EN);
    expect((await get('/sms2/newRecharge/index2?lang=fr')).body.toString()).toBe(LANDING_ZH);
    for (const other of ['/sms2/newRecharge/history', '/sms2/newRecharge', '/sms2/', '/sms2/newRecharge/index2/']) {
      const res = await get(other);
      expect([other, res.status, res.body.toString()]).toEqual([other, 200, HTML]);
    }
    expect(landingAt(dir, '../index', null)).toBeUndefined();
    // The policy allows a landing's inline stylesheet, and nothing for its data block, which never runs.
    const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
    const csp = zh.headers['content-security-policy'] ?? '';
    expect(csp).toContain(`style-src 'self' ${sha('b{}')}`);
    expect(csp).not.toContain(sha('{}'));
  });

  it("sends a landing's tab its own HTML where the build wrote one, else the landing's own", async () => {
    expect((await get('/sms2/flowDetail?tab=5G')).body.toString()).toBe(CATALOGUE_5G);
    expect((await get('/sms2/flowDetail?from=sms&tab=5G&lang=en')).body.toString()).toBe(CATALOGUE_5G_EN);
    // No English file of the first tab here: the tab's, in the language asked, or the route's own.
    for (const q of ['', '?tab=general', '?tab=travel', '?tab=..%2Findex', '?tab=5G%2F..']) {
      expect([q, (await get(`/sms2/flowDetail${q}`)).body.toString()]).toEqual([q, CATALOGUE_FIRST]);
    }
    expect((await get('/sms2/newRecharge/index2?tab=5G')).body.toString()).toBe(LANDING_ZH);
    expect((await get('/sms2/newRecharge/history?tab=5G')).body.toString()).toBe(HTML);
  });

  it('sends brotli when accepted, else gzip, else the file, and says so', async () => {
    const br = await get('/sms2/js/main.0123abcd.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(JS);
    expect(br.headers.vary).toBe('Accept-Encoding');
    const gz = await get('/sms2/js/main.0123abcd.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(JS);
    const plain = await get('/sms2/js/main.0123abcd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(JS);
    expect((await get('/sms2/js/main.0123abcd.js', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('caches hashed assets for a year and index.html never, deep links included', async () => {
    expect((await get('/sms2/js/main.0123abcd.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    const deep = await get('/sms2/agreement/a1', 'gzip');
    expect(deep.headers['cache-control']).toBe('no-cache');
    expect(deep.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(deep.body).toString()).toBe(HTML);
  });

  it("keeps source maps, the build's own records and missing assets out", async () => {
    expect((await get('/sms2/js/main.0123abcd.js.map')).status).toBe(404);
    expect((await get('/sms2/.builds.json')).status).toBe(404);
    expect((await get('/sms2/.builds.json', 'br')).body.toString()).not.toContain('[]');
    expect((await get('/sms2/js/gone.01234567.chunk.js')).status).toBe(404);
  });

  it('picks only what the build wrote', () => {
    expect(pickEncoding(path.join(dir, 'index.html'), 'br').encoding).toBeUndefined();
    expect(pickEncoding(path.join(dir, 'index.html'), 'br, gzip').encoding).toBe('gzip');
  });
});

describe('security headers', () => {
  it('every answer carries the CSP, Referrer-Policy, nosniff and HSTS, the redirect to the app too', async () => {
    for (const p of ['/sms2/', '/sms2/deep/link', '/sms2/js/main.0123abcd.js', '/sms2/js/missing.js', '/', '/sms2']) {
      const res = await fetch(base + p, { redirect: 'manual' });
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    }
  });

  it('allows the page inline script and style by hash, and nothing inline else', () => {
    const html = '<style>a{}</style><script>go()</script><script src="/js/x.js"></script>';
    const csp = contentSecurityPolicy(html);
    const sha = (s: string) => `'sha256-${crypto.createHash('sha256').update(s).digest('base64')}'`;
    expect(csp).toContain(`script-src 'self' ${sha('go()')};`);
    expect(csp).toContain(`style-src 'self' ${sha('a{}')};`);
    expect(csp).not.toContain('unsafe-inline');
    for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "img-src 'self' data:"])
      expect(csp).toContain(d);
  });

  it("a rebuild under the running server is served with its own page's hashes", async () => {
    const file = path.join(dir, 'index.html');
    const sha = (s: string) => `'sha256-${crypto.createHash('sha256').update(s).digest('base64')}'`;
    try {
      fs.writeFileSync(file, '<!doctype html><script>one()</script>');
      fs.utimesSync(file, new Date(), new Date(Date.now() + 1000));
      expect((await get('/sms2/')).headers['content-security-policy']).toContain(sha('one()'));
      fs.writeFileSync(file, '<!doctype html><script>two()</script>');
      fs.utimesSync(file, new Date(), new Date(Date.now() + 2000));
      const csp = (await get('/sms2/')).headers['content-security-policy'];
      expect(csp).toContain(sha('two()'));
      expect(csp).not.toContain(sha('one()'));
    } finally {
      fs.writeFileSync(file, HTML);
    }
  });

  it('without a report address: enforced, no reporting', () => {
    const headers = securityHeaders('', cspReportingOf({}));
    expect(headers['Content-Security-Policy']).not.toMatch(/report-(uri|to)/);
    expect(headers['Content-Security-Policy-Report-Only']).toBeUndefined();
    expect(headers['Reporting-Endpoints']).toBeUndefined();
  });

  it('SMS2_CSP_REPORT_URL: report-to with its Reporting-Endpoints, and report-uri for the older browsers', () => {
    const url = 'https://csp.example.com/report';
    const headers = securityHeaders('', cspReportingOf({ SMS2_CSP_REPORT_URL: url }));
    expect(headers['Content-Security-Policy']).toMatch(new RegExp(`; report-uri ${url}; report-to csp$`));
    expect(headers['Reporting-Endpoints']).toBe(`csp="${url}"`);
    expect(headers['Content-Security-Policy-Report-Only']).toBeUndefined();
  });

  it('SMS2_CSP_REPORT_ONLY=1: the same policy, reported and not enforced (the first step of a rollout)', () => {
    const vars = { SMS2_CSP_REPORT_URL: '/sms2-api/__sim/csp-reports', SMS2_CSP_REPORT_ONLY: '1' };
    const headers = securityHeaders('', cspReportingOf(vars));
    expect(headers['Content-Security-Policy']).toBeUndefined();
    expect(headers['Content-Security-Policy-Report-Only']).toContain("default-src 'self'");
    expect(headers['Content-Security-Policy-Report-Only']).toContain('report-to csp');
    expect(headers['Reporting-Endpoints']).toBe('csp="/sms2-api/__sim/csp-reports"');
  });
});
