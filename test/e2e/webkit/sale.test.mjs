// WebKit, sale family: 王强 votes three times on /vote, each count goes up, then he is told to come back tomorrow;
// the server says the same after a reload.
import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { resetSim } from '../support.mjs';
import { journey } from './driver.mjs';

beforeEach(async () => {
  await resetSim();
});

test('vote: 王强 votes three times, each count goes up, then is told to come back tomorrow', async (t) => {
  await journey(t, async (phone) => {
    await phone.openAs('/seckillNew/myOrder', '王强');
    await phone.goto('/vote');
    await phone.find({ role: 'heading', name: 'App工具图标设计投票' });
    await phone.find({ text: '今日还可投3票' });
    const design = (name) => ({ role: 'listitem', name: new RegExp(name) });
    await phone.tap({ role: 'button', name: '投票 云岭蓝' });
    await phone.find({ text: '1285票', within: design('云岭蓝') });
    await phone.find({ text: '今日还可投2票' });
    const again = await phone.find({ role: 'button', name: '今日已投 云岭蓝' });
    assert.equal(await again.isEnabled(), false, 'the same design again today cannot be tapped');
    await phone.tap({ role: 'button', name: '投票 孔雀绿' });
    await phone.find({ text: '963票', within: design('孔雀绿') });
    await phone.tap({ role: 'button', name: '投票 山茶红' });
    await phone.find({ text: '1531票', within: design('山茶红') });
    await phone.waitText('今日3票已投完，明天再来');
    assert.equal(await (await phone.find({ role: 'button', name: '投票 洱海波' })).isEnabled(), false);

    await phone.reload();
    await phone.waitText('今日3票已投完，明天再来');
    assert.equal(await (await phone.find({ role: 'button', name: '投票 洱海波' })).isEnabled(), false);
  });
});
