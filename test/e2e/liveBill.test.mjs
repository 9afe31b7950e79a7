// Money and data as the customer meets them after a purchase (issue 37, items 1, 3, 5): 王强's live bill takes a
// one-off pack at its full price the day he orders it; home's data figure is general data; /cfsf2 and the top-up form
// judge the nightly pause by the server's time, whatever the phone's clock says.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  APP,
  consent,
  journey,
  launch,
  logInFromHome,
  openAs,
  quiet,
  passSmsGate,
  resetSim,
  sim,
  simNow,
} from './support.mjs';

const WANG = '18687120001';
const CHINA_MS = 8 * 3600_000;

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

/** The live bill's 增值业务费 in fen (0 when the bill has none); the consent page again if the login is asked. */
async function valueAddedFen(page) {
  await page.goto(`${APP}/mobileBusiness/billQuery`);
  // The bill, or the consent page when the guard asks for the login again (it may leave the bill's address after it
  // was reached): whichever shows first.
  const bill = page.getByText('实时话费（未出账）');
  await bill
    .or(page.getByRole('heading', { name: '微信授权（模拟）' }))
    .first()
    .waitFor();
  if (/oauth\/authorize/.test(page.url())) await consent(page, '王强');
  await bill.waitFor();
  await page.getByText('套餐及固定费').waitFor();
  const row = page.locator('div', { has: page.locator('span', { hasText: /^增值业务费$/ }) }).last();
  if (!(await row.count())) return 0;
  const text = await row.locator('span').nth(1).innerText();
  return Math.round(Number.parseFloat(text.replace(/[^\d.-]/g, '')) * 100);
}

test("王强's live bill takes the ¥3 day pass he orders today at ¥3, not a day's share of it", async (t) => {
  await journey(t, browser, async (page) => {
    await openAs(page, '/flowDetail/fiveG/product1', '王强');
    const before = await valueAddedFen(page);
    await page.goto(`${APP}/flowDetail/fiveG/product1`);
    await page.getByRole('button', { name: '立即订购 ¥3.00' }).click();
    await page.getByRole('dialog', { name: '确认订购' }).getByRole('button', { name: '确认订购' }).click();
    await passSmsGate(page, WANG);
    await page.getByRole('heading', { name: '订购成功，立即生效' }).waitFor();
    const after = await valueAddedFen(page);
    assert.equal(after - before, 300, `增值业务费 grows by ¥3.00 (${before} -> ${after})`);
  });
});

test('张敏, capped, reads her general data left on home, not her app-only data', async (t) => {
  await journey(t, browser, async (page) => {
    await logInFromHome(page, '张敏');
    const dd = page.locator('dt', { hasText: '剩余通用流量' }).locator('+ dd');
    await page.waitForFunction((el) => el && /\d/.test(el.textContent ?? ''), await dd.elementHandle());
    assert.equal(await dd.innerText(), '0 KB');
  });
});

/** The simulator's clock at `hour`:00 China time today, and the phone's `phoneOffMs` away from it. */
async function clocksAt(page, hour, phoneOffMs) {
  const day = new Date((await simNow()) + CHINA_MS).toISOString().slice(0, 10);
  const at = Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00+08:00`);
  await sim('POST', 'clock', { at });
  await page.clock.install({ time: at + phoneOffMs });
}

test("/cfsf2 at 23:00 by the server's clock takes no deposit, though the phone says 21:00", async (t) => {
  await journey(t, browser, async (page) => {
    await clocksAt(page, 23, -2 * 3600_000);
    await openAs(page, '/cfsf2', '李明');
    // The login ends with the code's exchange after the address is cleaned: left before it, nobody is logged in.
    await quiet(page);
    await page.goto(`${APP}/cfsf2/index2?tier=1`);
    await page.getByText('22:50–00:50系统维护，暂不能充值，请稍后再试').waitFor();
    const pay = page.getByRole('button', { name: '确认支付' });
    assert.ok(await pay.isDisabled(), 'no payment in the pause');
  });
});

test("the top-up form at 23:00 by the server's clock says the pause and orders nothing, though the phone says 21:00", async (t) => {
  await journey(t, browser, async (page) => {
    await clocksAt(page, 23, -2 * 3600_000);
    await page.goto(`${APP}/newRecharge/index2`);
    await consent(page, '王强');
    // The saved number's pre-check tells the server's time: the banner, and the button waits.
    await page.getByText('22:50–00:50系统维护，暂不能充值，请稍后再试').waitFor();
    await page.getByRole('radio', { name: /^50元/ }).click();
    assert.ok(await page.getByRole('button', { name: '立即充值' }).isDisabled(), 'no top-up in the pause');
  });
});

test("the top-up form at 21:00 by the server's clock is open, though the phone says 23:00", async (t) => {
  await journey(t, browser, async (page) => {
    await clocksAt(page, 21, 2 * 3600_000);
    await page.goto(`${APP}/newRecharge/index2`);
    await consent(page, '王强');
    await page.getByText('云南 昆明 联通').waitFor();
    await page.getByRole('radio', { name: /^50元/ }).click();
    await page.getByText('实付金额¥50.00').waitFor();
    assert.equal(await page.getByText('22:50–00:50系统维护，暂不能充值，请稍后再试').count(), 0, 'no pause banner');
    assert.ok(await page.getByRole('button', { name: '立即充值' }).isEnabled(), 'the top-up can be ordered');
  });
});
