// `npm run new:page` stamps a route's template: one route of each template, planned again in a scratch copy of this
// project (its page taken away), is stamped there, and the result must type-check, pass the lint with no casts and
// no copies of the shared helpers, and pass its own saga tests.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routes, TEMPLATES, type RouteConfig } from '../../config/routes';
import { STAMPS, stampAll } from './stampAll';

const root = path.resolve(__dirname, '..', '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const SKIP = new Set(['node_modules', '.git', 'dist', 'test-results', 'coverage']);

function copyProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms2-stamps-'));
  for (const e of fs.readdirSync(root))
    if (!SKIP.has(e)) fs.cpSync(path.join(root, e), path.join(dir, e), { recursive: true });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

const flat = (list: RouteConfig[]): RouteConfig[] => list.flatMap((r) => [r, ...flat(r.children ?? [])]);

describe('the generator stamps each template', () => {
  let dir = '';
  let written: string[] = [];
  let edited: string[] = [];
  beforeAll(async () => {
    dir = copyProject();
    ({ written, edited } = await stampAll(dir));
  }, 120_000);
  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('covers a route of each template it stamps, each planned again for the stamp', () => {
    const rows = flat(routes).filter((r) => r.template && !r.children);
    const templates = STAMPS.map((s) => rows.find((r) => r.path === s.route)?.template);
    expect(templates.every((t) => t !== undefined)).toBe(true);
    expect(new Set(templates).size).toBe(STAMPS.length);
    expect(TEMPLATES.length).toBe(25);
    expect(written.filter((f) => f.endsWith('.tsx'))).toHaveLength(STAMPS.length);
  });

  it('writes no casts and no copies of the shared helpers', () => {
    for (const f of written.filter((x) => /\.tsx?$/.test(x))) {
      const text = fs.readFileSync(path.join(dir, f), 'utf8');
      expect([f, /\bas (never|unknown|any)\b/.test(text)]).toEqual([f, false]);
      expect([f, /type Load<|const messageOf|PHONE_RE = |put\(\{ type/.test(text)]).toEqual([f, false]);
    }
  });

  it('type-checks, passes the lint, and passes its own saga tests', () => {
    const files = written.filter((f) => /\.tsx?$/.test(f));
    // One program for the type check and the lint (check.mjs): what the stamp wrote, the files it edited (the route
    // table reaches every page lazily, so all of src/ is in it) and the ambient declarations. The diagnostics and the
    // lint are those of the stamped and edited files: the rest of the copy is this project's, checked by `npm test`
    // itself (checking all of it again here was half of this suite).
    const tsconfig = path.join(dir, 'tsconfig.json');
    const config = JSON.parse(fs.readFileSync(tsconfig, 'utf8')) as { include?: string[]; files?: string[] };
    const roots = [...files, ...edited.filter((f) => /\.tsx?$/.test(f))];
    fs.writeFileSync(tsconfig, JSON.stringify({ ...config, files: roots, include: ['src/**/*.d.ts'] }));
    const check = spawnSync(
      process.execPath,
      [path.join(root, 'test/support/check.mjs'), '--max-warnings', '0', '--types-of-targets', ...roots],
      {
        cwd: dir,
        encoding: 'utf8',
      },
    );
    expect([check.status, check.stdout + check.stderr]).toEqual([0, '']);
    const format = spawnSync(bin('prettier'), ['--check', ...written], { cwd: dir, encoding: 'utf8' });
    expect([format.status, format.stderr]).toEqual([0, '']);
    const tests = written.filter((f) => f.startsWith('test/'));
    // In band: one process transforms the modules the stamped suites share once (cold, three workers did it thrice).
    const jest = spawnSync(bin('jest'), ['--rootDir', dir, '--ci', '--runInBand', ...tests], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect([
      jest.status,
      /Tests:\s+\d+ passed, \d+ total/.test(jest.stderr) ? 'passed' : jest.stderr.slice(-2000),
    ]).toEqual([0, 'passed']);
  }, 300_000);
});
