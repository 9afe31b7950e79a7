// One odd row never hides the others (issue 36): 王强's records answered as a backend may write them, with one
// record of a kind the app does not know and every state code as text. On 已订业务 he sees every subscription he
// has; on 订单查询 every order; the odd record alone is left out; never an error in the section.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { APP, journey, launch, openAs, resetSim, until } from './support.mjs';

const RECORDS = 'handlebusi/businessAcceptanceRecord/queryUserProductInfo';

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

/** The records' answer with an odd record first and every state code as text; `seen` gets the real rows. */
async function oddRecords(page, seen) {
  await page.route(new RegExp(`/sms2-api/(.*/)?${RECORDS}`), async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    const list = body.data?.list ?? [];
    seen.push(...list);
    const odd = { ...list[0], recordId: 'rec_odd', name: '未知业务', source: 'bundle' };
    body.data = {
      ...body.data,
      list: [odd, ...list.map((r) => (r.stateCode === undefined ? r : { ...r, stateCode: String(r.stateCode) }))],
    };
    await route.fulfill({ response: res, json: body });
  });
}

test('王强 sees every subscription and every order although one record is odd and codes come as text', async (t) => {
  await journey(t, browser, async (page) => {
    const seen = [];
    await oddRecords(page, seen);
    await openAs(page, '/mobileBusiness/businessQuery', '王强');
    const subscribed = () =>
      seen.filter(
        (r) =>
          ((r.source === 'subscription' || r.source === 'handle') && r.status === 'active') ||
          (r.source === 'subscription' && r.status === 'cancelled'),
      );
    await until(() => seen.length > 0, { what: 'the records answered' });
    assert.ok(subscribed().length >= 3, 'he has subscriptions');
    for (const r of subscribed()) await page.locator(`li[data-record="${r.recordId}"]`).waitFor();
    assert.equal(await page.locator('li[data-record="rec_odd"]').count(), 0, 'the odd record alone is left out');
    assert.equal(await page.getByRole('alert').count(), 0, 'no section shows an error');
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/oddRows-businessQuery.png' });

    await page.goto(`${APP}/mobileBusiness/orderTracking`);
    const orders = () => seen.filter((r) => r.source === 'order' || r.source === 'seckill');
    assert.ok(orders().length >= 5, 'he has orders');
    for (const r of orders()) await page.locator(`li[data-record="${r.recordId}"]`).waitFor();
    assert.equal(await page.locator('li[data-record="rec_odd"]').count(), 0);
    assert.equal(await page.getByRole('alert').count(), 0);
    // the codes read from their text sort the orders into their tabs: one to pay
    await page.getByRole('tab', { name: '待支付' }).click();
    await page.locator('li', { hasText: '待支付' }).first().waitFor();
    await page.screenshot({ path: 'test-results/oddRows-orderTracking.png' });
  });
});
