// The two servers of the build cannot drift: `npm run serve` (scripts/serve.ts, HTTP/1.1) and `npm run serve:nginx`
// (deploy/nginx.conf as production runs it, HTTP/2 over TLS) answer the same paths with the same status,
// Content-Encoding, Cache-Control, Vary, Location, type and security headers: the entry with br, with gzip and with
// neither, its stylesheet, index.html, a deep route, a missing chunk, a source map, an API call, the root, a path
// outside the app and the build's own records (dist/.builds.json). Each server is started here, on its own port with its own simulator. Skipped, saying so, on a
// machine without nginx (apt-get install -y nginx libnginx-mod-http-brotli-static).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import zlib from 'node:zlib';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const tsNode = path.join(root, 'node_modules', '.bin', 'ts-node');
const nginxMissing =
  spawnSync('sh', ['-c', 'command -v nginx || test -x /usr/sbin/nginx'], { encoding: 'utf8' }).status !== 0
    ? 'nginx is not installed (apt-get install -y nginx libnginx-mod-http-brotli-static): parity not checked'
    : false;

const index = readFileSync(path.join(root, 'dist', 'index.html'), 'utf8');
const entry = /<script[^>]*\bsrc="?(\/sms2\/js\/main\.[0-9a-f]{8}\.js)/.exec(index)?.[1];
const style = /<link[^>]*\bhref="?(\/sms2\/css\/main\.[0-9a-f]{8}\.css)/.exec(index)?.[1];

/** The requests: a path and the Accept-Encoding it is sent with. */
const REQUESTS = [
  [entry, 'br, gzip'],
  [entry, 'gzip'],
  [entry, 'identity'],
  [style, 'gzip, deflate, br'],
  ['/sms2/index.html', 'br'],
  ['/sms2/', 'gzip'],
  ['/sms2/newRecharge/history?from=parity', 'br, gzip'],
  ['/sms2/js/page-gone.0123abcd.chunk.js', 'br'],
  [`${entry}.map`, 'br'],
  ['/sms2-api/config/custAreaDict/list', 'br, gzip'],
  ['/sms2-api/config/custAreaDict/list', 'identity'],
  ['/?lang=en', 'br'],
  ['/elsewhere', 'br'],
  ['/sms2/.builds.json', 'br, gzip'],
  // A pre-rendered landing (scripts/landing.ts): its own HTML, in the language the address asks.
  ['/sms2/newRecharge/index2', 'gzip'],
  ['/sms2/newRecharge/index2?lang=en', 'br'],
  ['/sms2/newRecharge/index2?lang=fr', 'identity'],
];

const SECURITY =
  /^(content-security-policy(-report-only)?|referrer-policy|x-content-type-options|x-frame-options|strict-transport-security|permissions-policy|cross-origin-[a-z-]+|reporting-endpoints|report-to)$/;

/** Which document an HTML answer is: index.html, or a pre-rendered landing's (its route and language). */
function documentOf(headers, body) {
  if (!/^text\/html/.test(headers['content-type'] ?? '')) return undefined;
  const enc = headers['content-encoding'];
  const text = String(enc === 'br' ? zlib.brotliDecompressSync(body) : enc === 'gzip' ? zlib.gunzipSync(body) : body);
  const snapshot = /<script type="application\/json" id="sms2-prerender">([^<]*)<\/script>/.exec(text)?.[1];
  if (!snapshot) return 'index.html';
  const { path: route, lang } = JSON.parse(snapshot);
  return `${route} ${lang}`;
}

/** What must agree between the servers: the headers a browser or a CDN acts on, and which document an HTML is. */
function compared(status, headers, body) {
  // An error page is the server's own: only a 200's document is compared.
  const out = { status, document: status === 200 && body ? documentOf(headers, body) : undefined };
  for (const name of ['content-encoding', 'cache-control', 'vary', 'location']) out[name] = headers[name];
  // The body's type matters for what is served; an error page's is the server's own.
  if (status === 200) out['content-type'] = headers['content-type'];
  for (const [name, value] of Object.entries(headers)) if (SECURITY.test(name)) out[name] = value;
  return out;
}

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/** Starts a script of scripts/ with PORT and waits for the address it prints; returns its output so far. */
async function start(script, port, marker) {
  const child = spawn(tsNode, [script], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stderr.on('data', () => {}); // the simulator's console
  await new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`${script} did not start in 60 s`)), 60_000);
    child.stdout.on('data', (d) => {
      out += String(d);
      if (out.includes(marker)) {
        clearTimeout(t);
        resolve();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(t);
      reject(new Error(`${script} exited with ${code}`));
    });
  });
  return { child, out };
}

const stopped = (child) =>
  child && child.exitCode === null
    ? new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      })
    : Promise.resolve();

function askNode(port, url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: 'localhost', port, path: url, headers: { 'accept-encoding': acceptEncoding } },
      (res) => {
        const chunks = [];
        res.on('data', (d) => chunks.push(d));
        res.on('end', () => resolve(compared(res.statusCode, res.headers, Buffer.concat(chunks))));
      },
    );
    req.on('error', reject);
  });
}

function askNginx(session, url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const req = session.request({ ':path': url, 'accept-encoding': acceptEncoding });
    let headers;
    const chunks = [];
    req.on('response', (h) => (headers = h));
    req.on('data', (d) => chunks.push(d));
    req.on('end', () => {
      const { ':status': status, ...rest } = headers;
      resolve(compared(status, rest, Buffer.concat(chunks)));
    });
    req.on('error', reject);
    req.end();
  });
}

let node;
let nginx;
let session;
const answers = { node: [], nginx: [] };

before(async () => {
  if (nginxMissing) return;
  assert.ok(entry && style, 'index.html names the entry script and stylesheet');
  const [nodePort, nginxPort] = [await freePort(), await freePort()];
  [node, nginx] = await Promise.all([
    start('scripts/serve.ts', nodePort, 'http://'),
    start('scripts/serve-nginx.ts', nginxPort, 'https://'),
  ]);
  const certificate = /certificate (\S+\.pem)/.exec(nginx.out)?.[1];
  session = http2.connect(`https://localhost:${nginxPort}`, { ca: readFileSync(certificate) });
  for (const [url, ae] of REQUESTS) {
    answers.node.push({ url, ae, ...(await askNode(nodePort, url, ae)) });
    answers.nginx.push({ url, ae, ...(await askNginx(session, url, ae)) });
  }
});

after(async () => {
  session?.close();
  await Promise.all([stopped(node?.child), stopped(nginx?.child)]);
});

test('nginx (deploy/nginx.conf) and npm run serve answer every path alike', { skip: nginxMissing }, () => {
  assert.equal(session.alpnProtocol, 'h2', 'nginx speaks HTTP/2');
  REQUESTS.forEach(([url, ae], i) => {
    assert.deepEqual(answers.nginx[i], answers.node[i], `${url} (Accept-Encoding: ${ae}): nginx vs node`);
  });
});

test('both servers answer as a deployment must', { skip: nginxMissing }, () => {
  for (const server of ['node', 'nginx']) {
    const [br, gzip, plain, css, html, , deep, missing, map, api, , , , builds, landing, english, other] =
      answers[server];
    const immutable = 'public, max-age=31536000, immutable';
    assert.deepEqual([br.status, br['content-encoding'], br['cache-control']], [200, 'br', immutable], server);
    assert.deepEqual([gzip['content-encoding'], plain['content-encoding']], ['gzip', undefined], server);
    assert.equal(css['cache-control'], immutable, server);
    for (const page of [html, deep]) {
      assert.deepEqual([page.status, page['cache-control'], page.vary], [200, 'no-cache', 'Accept-Encoding'], server);
      assert.match(page['content-security-policy'] ?? '', /^default-src 'self'; script-src 'self' 'sha256-/, server);
    }
    assert.equal(missing.status, 404, `${server}: a missing chunk`);
    assert.equal(map.status, 404, `${server}: a source map`);
    assert.equal(api.status, 200, `${server}: the API`);
    // An API answer is a customer's: never sniffed, kept or run as a page.
    assert.deepEqual(
      [api['x-content-type-options'], api['cache-control'], api['content-security-policy']],
      ['nosniff', 'no-store', "default-src 'none'; frame-ancestors 'none'"],
      `${server}: the API's headers`,
    );
    assert.equal(builds.status, 404, `${server}: the build's records are not served`);
    // A landing gets its own HTML (index.html's cache rule), in the address's language; the rest index.html.
    assert.deepEqual(
      [landing.document, english.document, other.document, html.document, deep.document],
      [
        '/newRecharge/index2 zh-CN',
        '/newRecharge/index2 en-US',
        '/newRecharge/index2 zh-CN',
        'index.html',
        'index.html',
      ],
      `${server}: the landings' documents`,
    );
    for (const page of [landing, english, other])
      assert.deepEqual([page.status, page['cache-control'], page.vary], [200, 'no-cache', 'Accept-Encoding'], server);
    assert.equal(html['permissions-policy'], 'camera=(), microphone=(), geolocation=(), payment=()', server);
  }
});
