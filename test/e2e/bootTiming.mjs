// `node test/e2e/bootTiming.mjs [runs]`: the top-up page's boot (/newRecharge/index2, 王强 logged in) served over
// HTTP/1.1 (`npm run serve`) and over HTTP/2 (`npm run serve:nginx`), each in a fresh browser context (cold cache, new
// connections, the login's cookies kept). Prints, median of `runs` (default 5): the connection wait of the boot
// requests (Resource Timing requestStart - startTime: queueing for a connection, setting it up, TLS included; the
// most any one request waited and the sum), and the time from the navigation to the amount buttons. Needs a build
// (dist/) and nginx; not part of the journeys. BOOT_VERBOSE=1 lists each run's requests (start+wait, end).
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from './support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const runs = Number(process.argv[2]) || 5;

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

async function start(script, marker) {
  const port = await freePort();
  const child = spawn(path.join(root, 'node_modules', '.bin', 'ts-node'), [script], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += String(d);
      if (out.includes(marker)) resolve();
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { child, origin: `${marker}localhost:${port}` };
}

/** When the 50 yuan button first shows, on the page's clock. */
const WATCH_BUTTONS = () => {
  new MutationObserver((_, observer) => {
    const radio = [...document.querySelectorAll('[role=radio]')].find((r) => /^50元/.test(r.textContent ?? ''));
    if (radio) {
      window.__buttonsAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
};

async function measure(browser, origin) {
  const options = { viewport: { width: 375, height: 667 }, isMobile: true, locale: 'zh-CN', ignoreHTTPSErrors: true };
  // Logged in once: 王强 through the simulator's consent page.
  const login = await browser.newContext(options);
  const page = await login.newPage();
  await page.goto(`${origin}/sms2/newRecharge/index2`);
  await page.waitForURL(/\/sms2-api\/__sim\/oauth\/authorize\?/);
  await page.getByRole('link', { name: /^王强/ }).click();
  await page.getByRole('radio', { name: /^50元/ }).waitFor();
  const storageState = await login.storageState();
  await login.close();

  const results = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ ...options, storageState });
    const p = await context.newPage();
    await p.addInitScript(WATCH_BUTTONS);
    await p.goto(`${origin}/sms2/newRecharge/index2`);
    await p.getByRole('radio', { name: /^50元/ }).waitFor();
    await p.waitForFunction(() => window.__buttonsAt !== undefined);
    results.push(
      await p.evaluate(() => {
        const buttons = window.__buttonsAt;
        const entries = [
          ...performance.getEntriesByType('navigation'),
          ...performance.getEntriesByType('resource').filter((e) => e.startTime < buttons),
        ];
        const waits = entries.map((e) => e.requestStart - e.startTime);
        return {
          buttons,
          requests: entries.length,
          maxWait: Math.max(...waits),
          sumWait: waits.reduce((a, b) => a + b, 0),
          protocols: [...new Set(entries.map((e) => e.nextHopProtocol))].join(','),
          names: entries.map(
            (e) =>
              `${new URL(e.name).pathname} ${Math.round(e.startTime)}+${Math.round(e.requestStart - e.startTime)} ${Math.round(e.responseEnd)}`,
          ),
        };
      }),
    );
    await context.close();
  }
  return results;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

const servers = [
  ['HTTP/1.1, npm run serve', 'scripts/serve.ts', 'http://'],
  ['HTTP/2, npm run serve:nginx', 'scripts/serve-nginx.ts', 'https://'],
];
const browser = await launch();
try {
  for (const [label, script, marker] of servers) {
    const { child, origin } = await start(script, marker);
    try {
      const r = await measure(browser, origin);
      const f = (k) => `${Math.round(median(r.map((x) => x[k])))} ms`;
      console.log(
        `${label} (${r[0].protocols}, ${r[0].requests} boot requests), median of ${runs}: ` +
          `connection wait max ${f('maxWait')}, sum ${f('sumWait')}; amount buttons at ${f('buttons')}`,
      );
      if (process.env.BOOT_VERBOSE) console.log(r.map((x) => x.names.join('\n')).join('\n--\n'));
      console.log(
        `  runs: ${r.map((x) => `${Math.round(x.maxWait)}/${Math.round(x.buttons)}`).join(' ')} (max wait/buttons)`,
      );
    } finally {
      child.kill('SIGTERM');
    }
  }
} finally {
  await browser.close();
}
