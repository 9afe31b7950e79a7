// `npm run test:e2e`: the browser journeys. Builds the app when dist/ is missing (or with --build),
// serves it under /sms2/ with the operator simulator on a free port, runs test/e2e/*.test.mjs with
// node's test runner in Debian's Chromium, and stops the server. Failure screenshots go to test-results/.
// `-- --nginx` (or E2E_SERVER=nginx): served as production serves it instead, by nginx with deploy/ over HTTP/2 and
// TLS (`npm run serve:nginx`); the browser and node's fetch accept its throwaway certificate.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const here = path.join(root, 'test', 'e2e');

if (process.argv.includes('--build') || !existsSync(path.join(root, 'dist', 'index.html'))) {
  const b = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

const port = await new Promise((resolve) => {
  const srv = net.createServer().listen(0, () => {
    const p = srv.address().port;
    srv.close(() => resolve(p));
  });
});
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
const stop = () => {
  if (!server.killed) server.kill('SIGTERM');
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

// Screenshots of an earlier run would pass for this one's failures.
rmSync(path.join(root, 'test-results'), { recursive: true, force: true });

// `npm run test:e2e -- topup errors` runs the files whose names contain one of the words.
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const files = readdirSync(here)
  .filter((f) => f.endsWith('.test.mjs') && (only.length === 0 || only.some((w) => f.includes(w))))
  .map((f) => path.join(here, f));
const run = spawnSync(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    E2E_BASE_URL: `${nginx ? 'https' : 'http'}://localhost:${port}`,
    ...(certificate ? { NODE_EXTRA_CA_CERTS: certificate } : {}),
  },
});
stop();
process.exit(run.status ?? 1);
