// `npm run test:e2e`: the browser journeys. Builds the app when dist/ is missing (or with --build),
// serves it under /sms2/ with the operator simulator on a free port, runs test/e2e/*.test.mjs with
// node's test runner in Debian's Chromium, and stops the server. Failure screenshots go to test-results/.
// `-- --nginx` (or E2E_SERVER=nginx): served as production serves it instead, by nginx with deploy/ over HTTP/2 and
// TLS (`npm run serve:nginx`); the browser and node's fetch accept its throwaway certificate.
// `-- --webkit`: the WebKit set instead (test/e2e/webkit/*.test.mjs): WebKitGTK's MiniBrowser through Debian's
// WebKitWebDriver under Xvfb (`xvfb-run -a WebKitWebDriver --port=N`), driven by selenium-webdriver; with --nginx too.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const webkit = process.argv.includes('--webkit');
const here = path.join(root, 'test', 'e2e', ...(webkit ? ['webkit'] : []));

if (webkit && (!existsSync('/usr/bin/WebKitWebDriver') || !existsSync('/usr/bin/xvfb-run'))) {
  console.error("The WebKit set needs Debian's WebKitWebDriver and Xvfb: apt-get install -y webkit2gtk-driver xvfb");
  process.exit(1);
}

if (process.argv.includes('--build') || !existsSync(path.join(root, 'dist', 'index.html'))) {
  const b = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, () => {
      const p = srv.address().port;
      srv.close(() => resolve(p));
    });
  });
const port = await freePort();
const nginx = process.argv.includes('--nginx') || process.env.E2E_SERVER === 'nginx';
// The field measurements the journeys send (config/vitals) are kept there for `npm run vitals`: this run's alone.
const vitalsFile = process.env.SIM_VITALS_FILE ?? path.join(root, '.sim-vitals.jsonl');
rmSync(vitalsFile, { force: true });
const server = spawn(
  path.join(root, 'node_modules', '.bin', 'ts-node'),
  [`scripts/${nginx ? 'serve-nginx' : 'serve'}.ts`],
  {
    cwd: root,
    // The CSP's reports go to the simulator's collector (mocks/cspReports.ts) unless the environment names another.
    env: {
      ...process.env,
      PORT: String(port),
      SMS2_CSP_REPORT_URL: process.env.SMS2_CSP_REPORT_URL ?? '/sms2-api/__sim/csp-reports',
      SIM_VITALS_FILE: vitalsFile,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
/** WebKitWebDriver under its own X server, in a process group of its own (xvfb-run, Xvfb, the driver, browsers). */
let driver;
const stop = () => {
  if (!server.killed) server.kill('SIGTERM');
  if (driver && driver.exitCode === null && driver.signalCode === null) {
    try {
      process.kill(-driver.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};
process.on('exit', stop);

let certificate;
await new Promise((resolve, reject) => {
  const t = setTimeout(() => reject(new Error('server did not start in 60 s')), 60_000);
  server.stdout.on('data', (d) => {
    process.stdout.write(`[serve] ${d}`);
    certificate ??= /certificate (\S+\.pem)/.exec(String(d))?.[1];
    if (String(d).includes(nginx ? 'https://' : 'http://')) {
      clearTimeout(t);
      resolve();
    }
  });
  server.on('exit', (code) => {
    clearTimeout(t);
    reject(new Error(`server exited with ${code}`));
  });
});

/** WebKitWebDriver on a free port under xvfb-run; resolves with its address once it answers ready. */
async function startWebKitDriver() {
  const driverPort = await freePort();
  driver = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1280x1024x24', '/usr/bin/WebKitWebDriver', `--port=${driverPort}`],
    { cwd: root, detached: true, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const url = `http://127.0.0.1:${driverPort}`;
  const end = Date.now() + 30_000;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
    const ready = await fetch(`${url}/status`)
      .then((r) => r.json())
      .then((j) => j?.value?.ready === true)
      .catch(() => false);
    if (ready) return url;
    if (Date.now() > end) throw new Error('WebKitWebDriver did not answer in 30 s');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The MiniBrowser Debian ships beside the driver (/usr/lib/<triplet>/webkit2gtk-4.1, 4.0 or webkitgtk-6.0). */
const miniBrowser = () =>
  readdirSync('/usr/lib')
    .filter((d) => d.endsWith('-linux-gnu'))
    .flatMap((d) => ['webkitgtk-6.0', 'webkit2gtk-4.1', 'webkit2gtk-4.0'].map((v) => `/usr/lib/${d}/${v}/MiniBrowser`))
    .find((f) => existsSync(f));

const webkitEnv = webkit
  ? {
      WEBKIT_DRIVER_URL: process.env.WEBKIT_DRIVER_URL ?? (await startWebKitDriver()),
      ...(process.env.WEBKIT_MINIBROWSER || !miniBrowser() ? {} : { WEBKIT_MINIBROWSER: miniBrowser() }),
    }
  : {};

// Screenshots of an earlier run would pass for this one's failures.
rmSync(path.join(root, 'test-results'), { recursive: true, force: true });

// `npm run test:e2e -- topup errors` runs the files whose names contain one of the words (a path names its file).
const only = process.argv
  .slice(2)
  .filter((a) => !a.startsWith('--'))
  .map((a) => path.basename(a));
const files = readdirSync(here)
  .filter((f) => f.endsWith('.test.mjs') && (only.length === 0 || only.some((w) => f.includes(w))))
  .map((f) => path.join(here, f));
if (only.length && files.length === 0) {
  console.error(`no journey file matches ${only.join(', ')}`);
  process.exit(2);
}
// A WebKit journey stuck in a driver call fails after 5 minutes instead of holding CI to its limit.
const bound = webkit ? ['--test-timeout=300000'] : [];
const run = spawnSync(
  process.execPath,
  ['--test', '--test-concurrency=1', ...bound, '--test-reporter=spec', ...files],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: `${nginx ? 'https' : 'http'}://localhost:${port}`,
      ...(certificate ? { NODE_EXTRA_CA_CERTS: certificate } : {}),
      ...webkitEnv,
    },
  },
);
stop();
process.exit(run.status ?? 1);
