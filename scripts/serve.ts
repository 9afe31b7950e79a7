// Serves the production build in dist/ under /sms2/ with the history fallback and the operator simulator.
// Missing .js/.css assets answer 404 (never index.html), so a stale chunk fails loudly and the app can recover.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { loadSimulator } from '../webpack.config';

const BASE = '/sms2/';
const root = path.resolve(__dirname, '..', 'dist');
const port = Number(process.env.PORT) || 8000;
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.map': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp',
  '.ico': 'image/x-icon', '.json': 'application/json', '.txt': 'text/plain; charset=utf-8',
};

export function createStaticHandler(dir = root): http.RequestListener {
  const index = path.join(dir, 'index.html');
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/' || url.pathname === '/sms2') {
      res.writeHead(302, { Location: BASE + url.search });
      res.end();
      return;
    }
    if (!url.pathname.startsWith(BASE)) { res.writeHead(404).end('Not found'); return; }
    const rel = decodeURIComponent(url.pathname.slice(BASE.length));
    const file = path.resolve(dir, rel);
    const inside = file.startsWith(dir + path.sep);
    if (inside && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const hashed = /\.[0-9a-f]{8}\.(chunk\.)?(js|css)$/.test(file);
      res.writeHead(200, {
        'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
        'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      fs.createReadStream(file).pipe(res);
      return;
    }
    if (/\.(js|css|map)$/.test(rel)) { res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found'); return; }
    res.writeHead(200, { 'Content-Type': types['.html'], 'Cache-Control': 'no-cache' });
    fs.createReadStream(index).pipe(res);
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
