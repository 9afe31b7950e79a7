// WebKit, business family: 王强 opens the business hall, reads this month's live bill from the hub, then last
// month's issued one by its month button (the address keeps the month).
import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { resetSim, simNow } from '../support.mjs';
import { journey } from './driver.mjs';

const CHINA_MS = 8 * 3600_000;
/** 'yyyy-MM' of the simulator's month, `back` months before. */
function monthLabel(ms, back = 0) {
  const d = new Date(ms + CHINA_MS);
  const k = d.getUTCFullYear() * 12 + d.getUTCMonth() - back;
  return `${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`;
}

beforeEach(async () => {
  await resetSim();
});

test("王强 reads this month's live bill and last month's from the hub", async (t) => {
  await journey(t, async (phone) => {
    const now = await simNow();
    await phone.openAs('/mobileBusiness', '王强');
    await phone.waitText('¥36.50');
    await phone.waitText('通用流量');
    await phone.tap({ role: 'link', name: '我的账单' });
    await phone.waitUrl((u) => u.pathname === '/sms2/mobileBusiness/billQuery');
    await phone.waitText(`${monthLabel(now)} 账单`);
    await phone.waitText('实时话费（未出账）');
    await phone.waitText('套餐及固定费');

    await phone.tap({ role: 'button', name: monthLabel(now, 1) });
    await phone.waitText(`${monthLabel(now, 1)} 账单`);
    await phone.find({ text: /^(已缴清|未缴费)$/ });
    assert.equal((await phone.url()).searchParams.get('month'), monthLabel(now, 1).replace('-', ''));
  });
});
