// Journeys of the complaints family as 王强 (18687120001) sees them: file a complaint with an image and find it
// tracked; remind a ticket open over 24 hours, then be told when the next reminder is allowed (the simulator's
// clock moves it); a duplicate of an open complaint pointed to; the list's error with its retry; an appeal with its
// evidence image; a suggestion with an image and its reference number, and one edited after its answer was lost;
// 补充材料 once the operator asks for it.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { APP, consent, countRequests, fault, journey, launch, resetSim, sim, until } from './support.mjs';

/**
 * 王强's complaint in progress (30 hours old), numbered by its filing time: read from the simulator after each
 * reset (db/seed/records.ts inProgressTicketNo).
 */
let SEEDED = '';
// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await resetSim();
  SEEDED = await ticketInProgress();
});

/** The number of 王强's seeded complaint in progress, from the simulator's state. */
async function ticketInProgress() {
  const r = await sim('GET', 'state');
  const ticket = Object.values(r?.data?.tickets ?? {}).find(
    (x) => x.phone === '18687120001' && x.formType === 'complaint' && x.status === 'inProgress',
  );
  assert.ok(ticket, 'the seed holds a complaint of 王强 in progress');
  return ticket.ticketNo;
}

/** 王强 logs in on a complaints page. */
async function open(page, path) {
  await page.goto(`${APP}${path}`);
  await consent(page, '王强');
}

/** The row of a ticket in the list. */
const ticketRow = (page, ticketNo) => page.locator(`li[data-ticket="${ticketNo}"]`);

test('files a complaint with an image and sees it tracked', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    await open(page, '/complain');
    assert.equal(await page.getByRole('textbox', { name: '投诉号码' }).inputValue(), '18687120001');
    await page.getByRole('button', { name: '营销宣传' }).click();
    await page.getByRole('button', { name: '虚假宣传' }).click();
    await page.getByRole('textbox', { name: '问题描述' }).fill('宣传的免费流量包实际每月收费十元，与营业员所说不符。');
    const uploads = countRequests(page, 'activity/formMain/upload');
    await page.locator('input[type=file]').setInputFiles({ name: 'ad.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('[data-status="done"]').waitFor();
    assert.equal(uploads.length, 1);

    // The draft survives a reload (the uploaded image with it).
    await page.reload();
    await page.getByRole('button', { name: '虚假宣传', pressed: true }).waitFor();
    await page.locator('[data-status="done"]').waitFor();

    const adds = countRequests(page, 'activity/formMain/add');
    await page.getByRole('button', { name: '提交投诉' }).dblclick();
    await page.waitForURL((u) => u.pathname === '/sms2/complain/success');
    assert.equal(adds.length, 1, 'a double tap files once');
    const ticketNo = new URL(page.url()).searchParams.get('ticketNo') ?? '';
    assert.match(ticketNo, /^GD\d{16}$/);
    await page.getByText('投诉提交成功').waitFor();
    await page.getByText(ticketNo).waitFor();

    await page.getByRole('button', { name: '查看处理进度' }).click();
    await page.waitForURL((u) => u.pathname === '/sms2/complain/processDetails');
    await page.getByText('已受理').first().waitFor();
    // The ticket's image (its section may render after the status): waited for, then counted.
    await page.locator('img[src*="/__sim/uploads/"]').first().waitFor();
    assert.equal(await page.locator('img[src*="/__sim/uploads/"]').count(), 1);

    await page.goto(`${APP}/complain/orderTracking`);
    await ticketRow(page, ticketNo).getByText('已受理').waitFor();
    await ticketRow(page, ticketNo)
      .getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} 后可催单$/)
      .waitFor();
    assert.deepEqual(errors, []);
  });
});

test('reminds a ticket open over 24 hours, then is told to wait until the next allowed time', async (t) => {
  await journey(t, browser, async (page) => {
    await open(page, '/complain/orderTracking');
    const row = ticketRow(page, SEEDED);
    await row.getByRole('button', { name: '催单' }).click();
    await row.getByText('已催单，客服将尽快处理').waitFor();
    await row.getByText(/后可催单$/).waitFor();
    assert.equal(await row.getByRole('button', { name: '催单' }).count(), 0, 'no reminder offered for 12 hours');

    // On the ticket: the reminder is disabled with its reason; the server refuses a reminder sent anyway.
    await page.goto(`${APP}/complain/processDetails?ticketNo=${SEEDED}`);
    const urge = page.locator('[data-action="urge"]');
    await urge.getByText(/后可催单$/).waitFor();
    assert.equal(await urge.getByRole('button', { name: '催单' }).isDisabled(), true);

    await page.goto(`${APP}/complain/urgencyRecords?ticketNo=${SEEDED}`);
    await page.getByText('客户催单').waitFor();
    await page.getByText('等待客服回复').waitFor();

    // 12 hours later the next one is allowed.
    await sim('POST', 'clock', { advanceMs: 12 * 3600_000 });
    await page.reload();
    await page.getByRole('button', { name: '催单' }).click();
    await page.getByText('已催单，客服将尽快处理').waitFor();
    await until(async () => (await page.getByText('客户催单').count()) === 2, { what: 'the second reminder listed' });
    await page
      .getByText('还可催单 1 次')
      .or(page.getByText(/后可催单$/))
      .first()
      .waitFor();
  });
});

test('a complaint in the category of an open one points to it; the list retries after an error', async (t) => {
  await journey(t, browser, async (page) => {
    await open(page, '/complain');
    await page.getByRole('button', { name: '网络质量' }).click();
    await page.getByRole('button', { name: '无法上网' }).click();
    await page.getByRole('textbox', { name: '问题描述' }).fill('晚上八点以后经常无法使用移动数据上网。');
    await page.getByRole('button', { name: '提交投诉' }).click();
    await page
      .getByRole('alert')
      .getByText(/同类投诉/)
      .waitFor();
    await page.getByRole('link', { name: '查看该投诉' }).click();
    await page.waitForURL((u) => u.searchParams.get('ticketNo') === SEEDED);

    await fault({ path: 'activity/formMain/list', kind: 'http', status: 500, times: 1 });
    await page.goto(`${APP}/complain/orderTracking`);
    await page.getByRole('button', { name: '重试' }).click();
    await ticketRow(page, SEEDED).waitFor();
  });
});

test('the operator resolves a complaint; rated 1 star, it is appealed', async (t) => {
  await journey(t, browser, async (page) => {
    const r = await sim('POST', `tickets/${SEEDED}`, { status: 'resolved' });
    assert.equal(r?.status, 1);
    await open(page, `/complain/processDetails?ticketNo=${SEEDED}`);
    await page.getByText('问题已处理完毕，感谢您的耐心等待。').first().waitFor();
    await page.locator('[data-action="rate"]').getByRole('button', { name: '评价' }).click();
    await page.waitForURL((u) => u.pathname === '/sms2/complain/evaluation');

    await page.getByRole('radio', { name: '1星' }).click();
    await page.getByRole('button', { name: '问题未解决' }).click();
    await page.getByRole('radio', { name: '未解决' }).click();
    const adds = countRequests(page, 'activity/formMain/add');
    await page.getByRole('button', { name: '提交评价' }).dblclick();
    await page.waitForURL((u) => u.pathname === '/sms2/complain/processDetails');
    assert.equal(adds.length, 1, 'a double tap rates once');
    await page.getByText('感谢您的评价。对处理结果不满意可以申诉。').waitFor();
    await page.getByText('1星').first().waitFor();

    await page.locator('[data-action="appeal"]').getByRole('button', { name: '申诉' }).click();
    await page.waitForURL((u) => u.pathname === '/sms2/complain/appeal');
    await page.getByRole('radio', { name: new RegExp(SEEDED) }).waitFor();
    await page.getByRole('button', { name: '重新处理' }).click();
    await page.getByRole('textbox', { name: '申诉理由' }).fill('工程师没有上门，室内信号依旧很差。');
    await page.locator('input[type=file]').setInputFiles({ name: 'speed.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('[data-status="done"]').waitFor();
    await page.getByRole('button', { name: '提交申诉' }).click();
    await page.waitForURL((u) => u.pathname === '/sms2/complain/success');
    assert.equal(new URL(page.url()).searchParams.get('type'), 'appeal');
    await page.getByText('申诉提交成功').waitFor();
    // The appeal holds its evidence image.
    await page.getByRole('button', { name: '查看处理进度' }).click();
    await page.waitForURL((u) => u.pathname === '/sms2/complain/appealDetails');
    await page.locator('img[src*="/__sim/uploads/"]').waitFor();

    // Appealed once: the original no longer offers it.
    await page.goto(`${APP}/complain/appeal`);
    await page.getByRole('radio').first().waitFor(); // the seeded 2-star complaint is still there
    assert.equal(await page.getByRole('radio', { name: new RegExp(SEEDED) }).count(), 0);
  });
});

test('a suggestion with an image: the draft survives a reload, then its reference number', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    await open(page, '/suggest');
    await page.getByRole('button', { name: '提交建议' }).click();
    await page.getByText('请选择建议主题').waitFor(); // nothing sent before the form is complete
    await page.getByRole('radio', { name: 'App体验' }).click();
    await page.getByRole('textbox', { name: '建议内容' }).fill('希望账单页面增加年度消费汇总功能。');
    await page.locator('input[type=file]').setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('[data-status="done"]').waitFor();

    await page.reload();
    await page.getByRole('radio', { name: 'App体验', checked: true }).waitFor();
    assert.equal(
      await page.getByRole('textbox', { name: '建议内容' }).inputValue(),
      '希望账单页面增加年度消费汇总功能。',
    );
    await page.locator('[data-status="done"]').waitFor();

    const adds = countRequests(page, 'activity/formMain/add');
    await page.getByRole('button', { name: '提交建议' }).dblclick();
    await page.waitForURL((u) => u.pathname === '/sms2/suggest/success');
    assert.equal(adds.length, 1, 'a double tap sends once');
    assert.ok(adds[0].headers()['idempotency-key'], 'with an idempotency key');
    const ticketNo = new URL(page.url()).searchParams.get('ticketNo') ?? '';
    assert.match(ticketNo, /^GD\d{16}$/);
    await page.getByText('感谢您的建议').waitFor();
    await page.getByText(ticketNo).waitFor();
    // The way on is the suggestion itself (我的投诉 lists complaints, not suggestions).
    assert.equal(await page.getByRole('button', { name: '我的投诉' }).count(), 0);
    await page.getByRole('button', { name: '查看建议进度' }).click();
    await page.waitForURL((u) => u.pathname === '/sms2/complain/processDetails');
    await page.getByText('希望账单页面增加年度消费汇总功能。').waitFor();

    // Sent: the form starts empty again.
    await page.goto(`${APP}/suggest`);
    assert.equal(await page.getByRole('textbox', { name: '建议内容' }).inputValue(), '');
    assert.equal(await page.locator('[data-status]').count(), 0);
    assert.deepEqual(errors, []);
  });
});

test('a suggestion edited after its answer was lost is filed as edited, with a new key (never refused)', async (t) => {
  await journey(t, browser, async (page, { errors }) => {
    await open(page, '/suggest');
    await page.getByRole('radio', { name: 'App体验' }).click();
    const box = page.getByRole('textbox', { name: '建议内容' });
    await box.fill('希望账单页面增加年度消费汇总功能。');
    // The server files the suggestion, then the connection drops: its answer is lost, its key kept.
    await fault({ path: 'activity/formMain/add', kind: 'dropAfterCommit', times: 1 });
    const adds = countRequests(page, 'activity/formMain/add');
    const refused = [];
    page.on('response', (r) => {
      if (r.url().includes('/formMain/add') && r.status() === 422) refused.push(r.url());
    });
    await page.getByRole('button', { name: '提交建议' }).click();
    await page.getByText('网络异常，请检查网络后重试').first().waitFor();
    assert.equal(adds.length, 1);

    // The customer adds to the text and sends again: another request, so another key, and it is filed.
    await box.fill('希望账单页面增加年度消费汇总功能，并支持导出。');
    await page.getByRole('button', { name: '提交建议' }).click();
    await page.waitForURL((u) => u.pathname === '/sms2/suggest/success');
    assert.equal(adds.length, 2);
    const [first, second] = adds.map((r) => r.headers()['idempotency-key']);
    assert.ok(first && second && first !== second, 'the edit goes with a new key');
    assert.deepEqual(refused, [], 'never the first key with the edited text (422)');
    await page.getByRole('button', { name: '查看建议进度' }).click();
    await page.waitForURL((u) => u.pathname === '/sms2/complain/processDetails');
    await page.getByText('希望账单页面增加年度消费汇总功能，并支持导出。').waitFor();
    assert.deepEqual(errors, []);
  });
});

test('补充材料 only once the operator asks for it; sent, the ticket is handled again', async (t) => {
  await journey(t, browser, async (page) => {
    await open(page, `/complain/processDetails?ticketNo=${SEEDED}`);
    const action = page.locator('[data-action="supplement"]');
    await action.getByText('客服要求补充材料时可补充').waitFor();
    assert.ok(await action.getByRole('button', { name: '补充材料' }).isDisabled());

    assert.equal((await sim('POST', `tickets/${SEEDED}`, { status: 'pending' }))?.status, 1);
    await page.reload();
    await page.getByText('待补充').first().waitFor();
    await action.getByRole('button', { name: '补充材料' }).click();
    const form = page.getByRole('form', { name: '补充材料' });
    await form.getByRole('textbox', { name: '补充说明' }).fill('信号差的位置在小区3栋地下车库，附测速截图。');
    await form.locator('input[type=file]').setInputFiles({ name: 'speed.png', mimeType: 'image/png', buffer: PNG });
    await form.locator('[data-status="done"]').waitFor();
    const adds = countRequests(page, 'activity/formMain/add');
    await form.getByRole('button', { name: '提交补充材料' }).click();
    await page.getByText('补充材料已提交，工单继续处理').waitFor();
    assert.equal(adds.length, 1);
    await page.getByText('信号差的位置在小区3栋地下车库，附测速截图。').waitFor(); // in the notes
    await page.getByText('用户已补充材料').waitFor(); // in the timeline
    assert.equal(await page.getByRole('form', { name: '补充材料' }).count(), 0, 'nothing more is asked');
    assert.ok(await action.getByRole('button', { name: '补充材料' }).isDisabled());
  });
});
