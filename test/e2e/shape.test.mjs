// Answers of another shape: with the simulator's 'shape' fault on every path (success envelopes whose data is
// {}, [] or null), home and every ready route, logged in, show their own retries and defaults, never the crash
// page ("页面出错了") and never an uncaught page error.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { APP, consent, fault, journey, launch, resetSim } from './support.mjs';

const CRASH = '页面出错了';
const routes = JSON.parse(execFileSync('npm', ['run', '-s', 'routes', '--', '--json'], { encoding: 'utf8' }))
  .filter((r) => r.page === 'ready' && r.path !== '*')
  .map((r) => r.path.replace(/:\w+/g, 'x1'));

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await resetSim();
});

async function logIn(page) {
  await page.goto(`${APP}/`);
  await page.getByRole('button', { name: '登录/绑定号码' }).click();
  await consent(page, '王强');
  await page.getByText('186****0001').waitFor();
}

async function noCrash(page, route, errors) {
  await page.goto(`${APP}${route}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(200);
  assert.equal(await page.getByText(CRASH).count(), 0, `${route}: the crash page`);
  assert.deepEqual(errors, [], `${route}: uncaught page errors`);
}

for (const data of ['object', 'array', 'null']) {
  test(`shape ${data} everywhere: home stands, its sections show their own retry`, async (t) => {
    await journey(t, browser, async (page, { errors }) => {
      await logIn(page);
      await fault({ path: '*', kind: 'shape', data });
      await noCrash(page, '/', errors);
      await page.getByRole('link', { name: '话费充值' }).waitFor();
    });
  });
}

test('shape {} everywhere: no ready route crashes', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    await logIn(page);
    await fault({ path: '*', kind: 'shape' });
    for (const route of routes) await noCrash(page, route, errors);
  });
});
