// WebKit (iPhone WeChat's engine), the pre-rendered landings: the HTML holds the first screen, React takes it over
// without a mismatch (the app marks #root data-hydration="done", or "mismatch" when React had to render anew), the
// customer's data fill in, and the page works: 王强 pays on the top-up landing's form and buys a pack on a pack landing.
import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { resetSim } from '../support.mjs';
import { journey, waitUntil } from './driver.mjs';

const WANG = '18687120001';

beforeEach(async () => {
  await resetSim();
});

/** How the app took the landing's HTML over: 'done', or 'mismatch' (React rendered it anew). */
const hydration = (phone) =>
  waitUntil(() => phone.eval(() => document.getElementById('root')?.dataset.hydration || false), {
    what: "the landing's hydration",
  });

test('王强 lands on the pre-rendered top-up form: taken over without a mismatch, his number fills in', async (t) => {
  await journey(t, async (phone) => {
    await phone.openAs('/newRecharge/index2', '王强');
    await phone.goto('/newRecharge/index2');
    assert.equal(await hydration(phone), 'done');
    await waitUntil(() => phone.eval(() => document.querySelector('input[name=phone]')?.value), {
      what: 'the saved number',
    }).then((v) => assert.equal(v, WANG));
    await phone.waitText('云南 昆明 联通');
    assert.equal(await phone.count({ role: 'radio' }), 8);
  });
});

test('王强 lands on a pre-rendered pack page: taken over without a mismatch, and buys the pack', async (t) => {
  await journey(t, async (phone) => {
    await phone.openAs('/flowDetail/bingjiling', '王强');
    await phone.goto('/flowDetail/bingjiling');
    assert.equal(await hydration(phone), 'done');
    await phone.tap({ role: 'button', name: '立即订购 ¥10.00' });
    const sheet = { role: 'dialog', name: '确认订购' };
    await phone.tap({ role: 'button', name: '确认订购', within: sheet });
    await phone.passSmsGate(WANG);
    await phone.waitUrl((u) => u.pathname === '/sms2/flowDetail/result');
    await phone.find({ role: 'heading', name: '订购成功，立即生效' });
    assert.equal(await phone.row('流量包'), '冰激凌夏日包');
  });
});

test('the pack catalogue landing in English: the English HTML, taken over without a mismatch', async (t) => {
  await journey(t, async (phone) => {
    await phone.openAs('/flowDetail', '王强');
    await phone.goto('/flowDetail?lang=en');
    assert.equal(await hydration(phone), 'done');
    await phone.waitText(/Data left/i);
  });
});

test('王强 lands on the catalogue at its 5G tab: that tab’s HTML, taken over without a mismatch, the tab kept', async (t) => {
  await journey(t, async (phone) => {
    await phone.openAs('/flowDetail', '王强');
    await phone.goto('/flowDetail?tab=5G');
    assert.equal(await hydration(phone), 'done');
    await phone.waitText('剩余流量');
    await phone.find({ role: 'button', name: /5G畅享包/ });
    const selected = () =>
      phone.eval(() => document.querySelector('[role=tab][aria-selected=true]')?.textContent ?? null);
    assert.equal(await selected(), '5G');
  });
});

test('a visitor lands on the pre-rendered activity list: taken over without a mismatch, and opens an activity', async (t) => {
  await journey(t, async (phone) => {
    await phone.goto('/onlineActivities');
    assert.equal(await hydration(phone), 'done');
    await phone.tap({ role: 'link', name: /冬奥迎新年主会场/ });
    await phone.waitUrl((u) => u.pathname === '/sms2/yearMainVenue');
  });
});

test('a visitor lands on the pre-rendered venue: taken over without a mismatch, the countdown runs', async (t) => {
  await journey(t, async (phone) => {
    await phone.goto('/yearMainVenue');
    assert.equal(await hydration(phone), 'done');
    await phone.waitText(/距活动结束/);
    await phone.tap({ role: 'link', name: /5G馆/ });
    await phone.waitUrl((u) => u.pathname === '/sms2/yearMainVenue/venue5G');
  });
});
