// `npm test`: the type check and the lint (one process, check.mjs), the Prettier check and jest, side by side. The
// checks each use one core, jest's workers sleep through the sagas' timed runs: run one after the other they left the machine's
// second core idle most of the time. Each part's output is printed whole when it ends; `npm test -- <jest args>`
// passes the arguments to jest. Fails when any part fails, after all have ended.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const PARTS = [
  // The type check and the lint over one program (check.mjs): `npm run typecheck` and `npm run lint` check the same.
  ['typecheck+lint', process.execPath, [path.join(root, 'test', 'support', 'check.mjs')]],
  ['format:check', bin('prettier'), ['--check', '.']],
  ['test:unit', bin('jest'), process.argv.slice(2)],
];

const started = Date.now();
const results = await Promise.all(
  PARTS.map(
    ([name, command, args]) =>
      new Promise((resolve) => {
        const t0 = Date.now();
        const child = spawn(command, args, { cwd: root });
        // Not niced: beside CPU-bound work a niced jest got a tenth of the machine and had not ended in 17 minutes;
        // at the same priority it took 260 s.
        const out = [];
        child.stdout.on('data', (d) => out.push(d));
        child.stderr.on('data', (d) => out.push(d));
        child.on('close', (code) => {
          const seconds = ((Date.now() - t0) / 1000).toFixed(1);
          process.stdout.write(`\n--- ${name} (${seconds} s, ${code === 0 ? 'ok' : 'FAILED'})\n`);
          process.stdout.write(Buffer.concat(out));
          resolve({ name, code, seconds });
        });
      }),
  ),
);

const failed = results.filter((r) => r.code !== 0);
const summary = results.map((r) => `${r.name} ${r.seconds} s${r.code === 0 ? '' : ' FAILED'}`).join(', ');
console.log(`\nnpm test: ${((Date.now() - started) / 1000).toFixed(1)} s (${summary})`);
process.exit(failed.length ? 1 : 0);
