// WebKit, data packs: 王强 orders the 5G day pass (confirm sheet, SMS dialog), sees the result, and home shows
// 2 GB more data left.
import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { resetSim } from '../support.mjs';
import { journey, waitUntil } from './driver.mjs';

const WANG = '18687120001';

beforeEach(async () => {
  await resetSim();
});

/** Home's general data left ("剩余通用流量": app-only data is not counted there) in GB. */
async function homeDataGb(phone) {
  await phone.goto('/');
  const text = await waitUntil(
    () =>
      phone.eval(() => {
        const dt = [...document.querySelectorAll('dt')].find((d) => d.textContent.includes('剩余通用流量'));
        const dd = dt?.nextElementSibling;
        return dd && /GB/.test(dd.textContent) ? dd.textContent : false;
      }),
    { what: "home's data left" },
  );
  return Number.parseFloat(text);
}

test('王强 orders the 5G day pass: confirm, SMS dialog, result, and 2 GB more on home', async (t) => {
  await journey(t, async (phone) => {
    await phone.openAs('/flowDetail/fiveG/product1', '王强');
    const before = await homeDataGb(phone);
    await phone.goto('/flowDetail/fiveG/product1');
    await phone.find({ role: 'heading', name: '5G日包' });
    assert.equal(await phone.row('流量'), '2 GB');
    assert.equal(await phone.row('有效期'), '当日有效');
    await phone.tap({ role: 'button', name: '立即订购 ¥3.00' });
    const sheet = { role: 'dialog', name: '确认订购' };
    await phone.tap({ role: 'button', name: '确认订购', within: sheet });
    await phone.passSmsGate(WANG);
    await phone.waitUrl((u) => u.pathname === '/sms2/flowDetail/result');
    await phone.find({ role: 'heading', name: '订购成功，立即生效' });
    assert.equal(await phone.row('流量包'), '5G日包');
    assert.match(await phone.row('订单号'), /^\d{20}$/);
    const after = await homeDataGb(phone);
    assert.ok(Math.abs(after - before - 2) < 0.05, `home shows 2 GB more (${before} -> ${after})`);
  });
});
