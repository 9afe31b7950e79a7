// WebKit, the harness itself: a MiniBrowser that dies on launch (it cannot open its display, as one did in CI under
// Xvfb) left WebKitWebDriver's new-session request unanswered for ever, and the journey file timed out after five
// minutes. The launch is bounded and tried again: the journey runs in the second browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const real = process.env.WEBKIT_MINIBROWSER;

test('a browser that dies on launch is launched again, and the journey runs', { skip: !real }, async (t) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sms2-launch-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const failed = path.join(dir, 'failed-once');
  const binary = path.join(dir, 'MiniBrowser');
  // The first launch is sent to a display that does not exist; the next ones are the real browser's.
  writeFileSync(
    binary,
    `#!/bin/sh\nif [ ! -e '${failed}' ]; then touch '${failed}'; DISPLAY=:77 exec '${real}' "$@"; fi\nexec '${real}' "$@"\n`,
  );
  chmodSync(binary, 0o755);
  process.env.WEBKIT_MINIBROWSER = binary;
  process.env.WEBKIT_LAUNCH_MS = '10000';
  const { journey } = await import('./driver.mjs');
  await journey(t, async (phone) => {
    await phone.goto('/');
    await phone.find({ role: 'heading', name: '网上营业厅' });
  });
  assert.ok(existsSync(failed), 'the first launch was the one that died');
});
