// WebKit, deposit-gift family (the offers without a payment; their payments are in payments.test.mjs): 王强, whose
// 存100送60 runs, is told on cfsf and cfsf2 why not before any payment, and the checkout reached by its address
// says the same with nothing to pay.
import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { resetSim } from '../support.mjs';
import { journey } from './driver.mjs';

/** The deposit gift 王强 has running (db/seed/records.ts): cfsf and cfsf2 are not combined with it. */
const RUNNING = '您已参加“存100送60”，本活动不与其他存费送费活动同享';

beforeEach(async () => {
  await resetSim();
});

test('cfsf and cfsf2 with a 存100送60 running: why not, before any payment', async (t) => {
  await journey(t, async (phone) => {
    await phone.openAs('/cfsf', '王强');
    await phone.find({ role: 'heading', name: '存费最低6.5折' });
    await phone.find({ text: RUNNING, within: { role: 'status' } });
    assert.equal(await (await phone.find({ role: 'button', name: '暂不可参与' })).isEnabled(), false);
    for (const name of ['自己存', '找好友代付', '确认支付', '立即办理'])
      assert.equal(await phone.count({ role: 'button', name }), 0, `no "${name}"`);

    await phone.goto('/cfsf/index2?tier=2');
    await phone.waitText(RUNNING);
    assert.equal(await (await phone.find({ role: 'button', name: '暂不可参与' })).isEnabled(), false);
    assert.equal(await phone.count({ role: 'button', name: '确认支付' }), 0, 'no "确认支付"');

    await phone.goto('/cfsf2');
    await phone.find({ role: 'heading', name: '充值最低6.5折' });
    await phone.waitText(RUNNING);
    assert.equal(await phone.count({ role: 'button', name: '自己充' }), 0, 'no "自己充"');
  });
});
