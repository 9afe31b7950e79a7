// WebKit, benefits family: on a Friday (the simulator's clock) 王强 opens the member day, which checks him in for
// the week, claims the 2 GB day pack and finds it claimed and among his prizes.
import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { nextFriday, resetSim, sim } from '../support.mjs';
import { journey } from './driver.mjs';

beforeEach(async () => {
  await resetSim();
});

test('member day: 王强 claims the 2 GB day pack on a Friday; it shows claimed and among his prizes', async (t) => {
  const r = await sim('POST', 'clock', { at: await nextFriday(12) });
  assert.equal(r?.status, 1, `clock set: ${JSON.stringify(r)}`);
  await journey(t, async (phone) => {
    await phone.openAs('/friday', '王强');
    await phone.find({ role: 'heading', name: '周五会员日' });
    await phone.waitText('会员日进行中');
    await phone.waitText('已连续签到1周');
    const pack = { css: 'li', text: /2GB通用流量日包/ };
    await phone.tap({ role: 'button', name: '立即领取', within: pack });
    const done = { role: 'dialog', name: '领取成功' };
    await phone.find({ text: '2GB通用流量日包', within: done });
    await phone.tap({ role: 'button', name: '好的', within: done });
    await phone.gone(done);
    await phone.find({ role: 'button', name: '已领取', within: pack });
    // The claim is the server's: a reload still shows it.
    await phone.reload();
    await phone.find({ role: 'button', name: '已领取', within: pack });
    assert.match(await phone.text(), /我的奖品[\s\S]*2GB通用流量日包/);
  });
});
