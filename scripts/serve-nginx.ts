// `npm run serve:nginx`: the production build in dist/ served as production serves it, by Debian's nginx with the
// configuration of deploy/ (apt-get install nginx libnginx-mod-http-brotli-static), over HTTP/2 and TLS, with the
// operator simulator (scripts/mock.ts) as the upstream of the three API bases. No root: nginx runs from a temporary
// prefix holding a copy of deploy/ and runs deploy/nginx.test.conf (the production configuration plus the
// simulator's test endpoints), with the files that vary written at start: site.conf (PORT, default 8443, and a
// throwaway self-signed certificate for localhost made with openssl), upstreams.conf (the simulator on MOCK_PORT,
// default a free port) and csp.conf (the build's policy, from `scripts/serve.ts --csp`). Prints the address once
// nginx answers; SIGINT or SIGTERM stops nginx and the simulator and removes the prefix.
// Env: NGINX (default nginx on PATH, else /usr/sbin/nginx), and the simulator's (scripts/mock.ts).
// `ts-node scripts/serve-nginx.ts --csp-conf` prints csp.conf for the current build (deploy/nginx.conf), reporting to
// PRODUCTION_CSP_REPORT_PATH unless SMS2_CSP_REPORT_URL names another collector (or is set empty: none).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '..');
const dist = path.join(repo, 'dist');
const deploy = path.join(repo, 'deploy');
const tsNode = path.join(repo, 'node_modules', '.bin', 'ts-node');
const BASE = '/sms2/';

/** The build's policy headers as `npm run serve` sends them: the Content-Security-Policy (or its Report-Only form)
 *  and, with SMS2_CSP_REPORT_URL, Reporting-Endpoints; `scripts/serve.ts --csp` prints them as `Name: value`. */
function policyHeaders(vars: NodeJS.ProcessEnv = process.env): [string, string][] {
  const r = spawnSync(tsNode, ['scripts/serve.ts', '--csp'], { cwd: repo, encoding: 'utf8', env: vars });
  const headers = r.stdout
    .split('\n')
    .map((l) => /^(Content-Security-Policy(?:-Report-Only)?|Reporting-Endpoints): (.+)$/.exec(l.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m): [string, string] => [m[1] ?? '', m[2] ?? '']);
  if (r.status !== 0 || !headers.some(([name]) => name.startsWith('Content-Security-Policy')))
    throw new Error(`scripts/serve.ts --csp gave no policy: ${r.stderr || r.stdout}`);
  return headers;
}

/**
 * Where production's browsers report the policy's violations unless SMS2_CSP_REPORT_URL says otherwise (set empty:
 * no reports): a path of the operator's gateway, which must collect them there (README, Serving dist/).
 */
export const PRODUCTION_CSP_REPORT_PATH = '/sms2-api/csp-reports';

/** The environment of production's csp.conf (`--csp-conf`): reports go to PRODUCTION_CSP_REPORT_PATH by default. */
export function productionCspVars(vars: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...vars, SMS2_CSP_REPORT_URL: vars.SMS2_CSP_REPORT_URL ?? PRODUCTION_CSP_REPORT_PATH };
}

/** deploy/csp.conf's lines: the policy headers on every answer, 404s included. */
export function cspConf(headers: [string, string][]): string {
  return headers
    .map(([name, value]) => {
      // nginx reads $ as a variable, and a quote ends the value: the policy carries single quotes ('self'),
      // Reporting-Endpoints double ones (csp="<url>"), so each goes in the quotes it does not hold.
      const quote = value.includes('"') ? "'" : '"';
      if (/[$\\]/.test(value) || value.includes(quote))
        throw new Error(`a ${name} nginx cannot carry as it is: ${value}`);
      return `add_header ${name} ${quote}${value}${quote} always;\n`;
    })
    .join('');
}

/** site.conf of a local run: HTTP/2 over TLS on `port`, the throwaway certificate, dist/ as <root>/sms2/. */
export function siteConf(port: number, dir: string): string {
  return [
    '# Written by scripts/serve-nginx.ts (deploy/site.conf is the production one).',
    `listen 127.0.0.1:${port} ssl http2;`,
    'server_name localhost;',
    `ssl_certificate ${path.join(dir, 'cert.pem')};`,
    `ssl_certificate_key ${path.join(dir, 'key.pem')};`,
    `root ${path.join(dir, 'www')};`,
    '',
  ].join('\n');
}

/**
 * upstreams.conf of a local run: the three API bases all go to the simulator, a connection per request (no kept-alive
 * connection the simulator could close just as nginx reuses it; nginx would send that request again by itself), so
 * that the simulator's "drop" fault reaches the browser as sim.conf means it.
 */
export function upstreamsConf(mockPort: number): string {
  return ['sms2_api', 'sms2_internal_api', 'sms2_userinfo_api']
    .map((name) => `upstream ${name} {\n    server 127.0.0.1:${mockPort};\n}\n`)
    .join('\n');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

function nginxBinary(): string {
  if (process.env.NGINX) return process.env.NGINX;
  const onPath = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  return onPath || '/usr/sbin/nginx';
}

/** Resolves when `url` answers at all (any status), rejects after `ms`. */
async function waitForAnswer(url: string, ms: number, alive: () => boolean): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const req = https.get(url, { rejectUnauthorized: false }, (res) => {
        res.resume();
        resolve(true);
      });
      req.on('error', () => resolve(false));
      req.setTimeout(2000, () => req.destroy());
    });
    if (ok) return;
    if (!alive()) throw new Error('nginx exited');
    if (Date.now() > end) throw new Error(`${url} did not answer in ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Resolves once the simulator prints its address. */
function waitForLine(child: ChildProcess, what: string, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`${what} did not start in ${ms / 1000} s`)), ms);
    child.stdout?.on('data', (d: Buffer) => {
      if (String(d).includes('://')) {
        clearTimeout(t);
        resolve();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(t);
      reject(new Error(`${what} exited with ${code}`));
    });
  });
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.error('dist/ has no build: run `npm run build` first');
    process.exit(1);
  }
  if (process.argv.includes('--csp-conf')) {
    process.stdout.write(cspConf(policyHeaders(productionCspVars())));
    return;
  }
  const nginx = nginxBinary();
  if (spawnSync(nginx, ['-v']).status !== 0) {
    console.error(`no nginx at ${nginx}: apt-get install -y nginx libnginx-mod-http-brotli-static (or set NGINX)`);
    process.exit(1);
  }
  const port = Number(process.env.PORT) || 8443;
  const mockPort = Number(process.env.MOCK_PORT) || (await freePort());

  // The prefix: a copy of deploy/, the files that vary, dist/ as www/sms2, nginx's temporary directories.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms2-nginx-'));
  // Started as root, nginx's workers run as nobody: they must be able to read www/ (the key is read by the master).
  fs.chmodSync(dir, 0o755);
  for (const f of fs.readdirSync(deploy)) {
    if (f.endsWith('.conf')) fs.copyFileSync(path.join(deploy, f), path.join(dir, f));
  }
  fs.writeFileSync(path.join(dir, 'site.conf'), siteConf(port, dir));
  fs.writeFileSync(path.join(dir, 'upstreams.conf'), upstreamsConf(mockPort));
  fs.writeFileSync(path.join(dir, 'csp.conf'), cspConf(policyHeaders()));
  fs.mkdirSync(path.join(dir, 'www'));
  fs.symlinkSync(dist, path.join(dir, 'www', 'sms2'));
  fs.mkdirSync(path.join(dir, 'tmp'));
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) {
    console.error(`openssl could not make the certificate: ${made.stderr}`);
    process.exit(1);
  }

  const children: ChildProcess[] = [];
  let stopping = false;
  const stop = (code: number): void => {
    if (stopping) return;
    stopping = true;
    const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
    let left = running.length;
    const done = (): void => {
      fs.rmSync(dir, { recursive: true, force: true });
      process.exit(code);
    };
    if (left === 0) done();
    for (const c of running) {
      c.once('exit', () => {
        if (--left === 0) done();
      });
      // nginx: TERM is its fast shutdown; the simulator saves its state and exits.
      c.kill('SIGTERM');
    }
    setTimeout(() => {
      for (const c of running) c.kill('SIGKILL');
      done();
    }, 5000).unref();
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  const sim = spawn(tsNode, ['scripts/mock.ts'], {
    cwd: repo,
    // nginx reaches the simulator from the loopback: its X-Real-IP is the client's address (the SMS limits).
    env: { ...process.env, MOCK_PORT: String(mockPort), SIM_TRUSTED_PROXIES: '127.0.0.1,::1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(sim);
  // The simulator's console (SMS codes, its own address) goes to stderr: stdout carries the app's address alone.
  sim.stdout.on('data', (d: Buffer) => process.stderr.write(d));
  try {
    await waitForLine(sim, 'the simulator', 60_000);
  } catch (e) {
    console.error(String(e));
    stop(1);
    return;
  }
  sim.on('exit', (code) => {
    if (!stopping) console.error(`the simulator exited with ${code}`);
    stop(1);
  });

  const server = spawn(nginx, ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.test.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(server);
  server.on('exit', (code) => {
    if (!stopping) console.error(`nginx exited with ${code}`);
    stop(1);
  });
  try {
    await waitForAnswer(`https://localhost:${port}${BASE}`, 20_000, () => server.exitCode === null);
  } catch (e) {
    console.error(String(e));
    stop(1);
    return;
  }
  // For a client that checks certificates (node: NODE_EXTRA_CA_CERTS); test/e2e/run.mjs reads it.
  console.log(`[nginx] certificate ${path.join(dir, 'cert.pem')}`);
  console.log(`sms2 (production build, nginx, HTTP/2) at https://localhost:${port}${BASE}`);
}

void main();
