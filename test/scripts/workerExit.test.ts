// test/support/exitPromptly.js, loaded by both projects' environments: a jest worker that has nothing left to run
// exits as process.exit() does (without freeing its heap first), so that jest does not kill it after its 500 ms and
// print "A worker process has failed to exit gracefully". Told apart by what Node calls: process.exit() ends in
// process.reallyExit, an event loop that runs dry does not.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const exitPromptly = path.resolve(__dirname, '..', 'support', 'exitPromptly.js');

/** What a forked process printed, having loaded exitPromptly with `env` and let its event loop run dry. */
async function endOfA(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sms2-exit-'));
  try {
    const script = path.join(dir, 'worker.js');
    writeFileSync(
      script,
      `const really = process.reallyExit;
process.reallyExit = (code) => { process.stdout.write('reallyExit ' + code + '\\n'); really.call(process, code); };
require(${JSON.stringify(exitPromptly)})();
require(${JSON.stringify(exitPromptly)})();
process.stdout.write('listeners ' + process.listenerCount('exit') + '\\n');
process.exitCode = 3;
process.disconnect();
`,
    );
    const child = fork(script, [], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
    let out = '';
    child.stdout?.on('data', (d: Buffer) => (out += String(d)));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    return { code, out };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('a jest worker at its end', () => {
  it('exits through process.exit once its loop has run dry, with the code it had', async () => {
    const { code, out } = await endOfA({ JEST_WORKER_ID: '3' });
    expect(out).toBe('listeners 1\nreallyExit 3\n');
    expect(code).toBe(3);
  });

  it('leaves a process that is not a jest worker to end as it would', async () => {
    const { code, out } = await endOfA({ JEST_WORKER_ID: '' });
    expect(out).toBe('listeners 0\n');
    expect(code).toBe(3);
  });
});
