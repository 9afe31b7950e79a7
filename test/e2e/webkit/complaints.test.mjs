// WebKit, complaints family: 王强 files a complaint with an image (the draft, image included, survives a reload),
// gets its ticket number and finds it tracked, 已受理, with its image.
import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resetSim } from '../support.mjs';
import { journey } from './driver.mjs';

// A 1x1 PNG, as a file the browser can pick.
const PNG = path.join(mkdtempSync(path.join(tmpdir(), 'sms2-webkit-')), 'ad.png');
writeFileSync(
  PNG,
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

beforeEach(async () => {
  await resetSim();
});

test('王强 files a complaint with an image and sees it tracked', async (t) => {
  await journey(t, async (phone) => {
    await phone.goto('/complain');
    await phone.consent('王强');
    assert.equal(await (await phone.find({ role: 'textbox', name: '投诉号码' })).getAttribute('value'), '18687120001');
    await phone.tap({ role: 'button', name: '营销宣传' });
    await phone.tap({ role: 'button', name: '虚假宣传' });
    await phone.fill({ role: 'textbox', name: '问题描述' }, '宣传的免费流量包实际每月收费十元，与营业员所说不符。');
    await phone.upload('input[type=file]', PNG);
    await phone.find({ css: '[data-status="done"]' });

    // The draft survives a reload (the uploaded image with it).
    await phone.reload();
    await phone.find({ role: 'button', name: '虚假宣传', pressed: true });
    await phone.find({ css: '[data-status="done"]' });

    await phone.tap({ role: 'button', name: '提交投诉' });
    const at = await phone.waitUrl((u) => u.pathname === '/sms2/complain/success');
    const ticketNo = at.searchParams.get('ticketNo') ?? '';
    assert.match(ticketNo, /^GD\d{16}$/);
    await phone.waitText('投诉提交成功');
    await phone.waitText(ticketNo);

    await phone.tap({ role: 'button', name: '查看处理进度' });
    await phone.waitUrl((u) => u.pathname === '/sms2/complain/processDetails');
    await phone.waitText('已受理');
    await phone.find({ css: 'img[src*="/__sim/uploads/"]' });

    await phone.goto('/complain/orderTracking');
    await phone.find({ text: '已受理', within: { css: `li[data-ticket="${ticketNo}"]` } });
  });
});
