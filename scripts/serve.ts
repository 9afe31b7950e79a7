// Serves the production build in dist/ under /sms2/ with the history fallback and the operator simulator, as a CDN
// in front of it must: the precompressed file the browser accepts (.br, else .gz, else the file itself; `Vary:
// Accept-Encoding`), hashed assets cached for a year as immutable, index.html never cached, source maps not served.
// Missing .js/.css assets answer 404 (never index.html), so a stale chunk fails loudly and the app can recover.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { loadSimulator } from '../webpack.config';

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

function send(req: http.IncomingMessage, res: http.ServerResponse, file: string, cacheControl: string) {
  const { path: body, encoding } = pickEncoding(file, req.headers['accept-encoding']);
  res.writeHead(200, {
    'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'Content-Length': fs.statSync(body).size,
  });
  if (req.method === 'HEAD') res.end();
  else fs.createReadStream(body).pipe(res);
}

export function createStaticHandler(dir = root): http.RequestListener {
  const index = path.join(dir, 'index.html');
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/' || url.pathname === '/sms2') {
      res.writeHead(302, { Location: BASE + url.search });
      res.end();
      return;
    }
    if (!url.pathname.startsWith(BASE)) {
      res.writeHead(404).end('Not found');
      return;
    }
    const rel = decodeURIComponent(url.pathname.slice(BASE.length));
    const file = path.resolve(dir, rel);
    const inside = file.startsWith(dir + path.sep);
    // Source maps stay beside the build for the operator's error tracking; the public never gets them.
    if (/\.map$/.test(rel)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    if (inside && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const hashed = /\.[0-9a-f]{8}\.(chunk\.)?(js|css)$/.test(file);
      send(req, res, file, hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      return;
    }
    if (/\.(js|css)$/.test(rel)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    send(req, res, index, 'no-cache');
  };
}

export function createServer(dir = root): http.Server {
  const sim = loadSimulator();
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
  createServer().listen(port, () => console.log(`sms2 (production build) at http://localhost:${port}${BASE}`));
}
