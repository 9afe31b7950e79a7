// WebKit, ordering family: a new customer orders the 30元卡 end to end (a chosen number held, real name, contact
// SMS through the captcha, address) and the simulator holds the order with that number, in the records.
import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { resetSim, sim } from '../support.mjs';
import { journey, smsCode } from './driver.mjs';

const LI = '15508750002';
const LI_CERT = '530502199708152013';

beforeEach(async () => {
  await resetSim();
});

test('30元卡 end to end: a chosen number held, real name, SMS, address; the order in the records', async (t) => {
  await journey(t, async (phone) => {
    await phone.openAs('/marketCard/card30', '新用户');
    await phone.find({ role: 'heading', name: '30元卡' });
    await phone.tap({ role: 'button', within: { role: 'list', name: '选择号码' } });
    const held = await phone.find({ css: '[data-testid="held-number"]' });
    await phone.find({ role: 'timer' });
    const number = (await held.getText()).replace(/\s/g, '');
    assert.match(number, /^1\d{10}$/);

    await phone.fill({ role: 'textbox', name: '姓名' }, '李明');
    await phone.fill({ role: 'textbox', name: '身份证号' }, LI_CERT);
    await phone.fill({ role: 'textbox', name: '联系电话' }, LI);
    await phone.select({ role: 'combobox', name: '区县' }, '五华区');
    await phone.fill({ role: 'textbox', name: '详细地址' }, '人民中路街道翠湖小区3栋2单元501室');
    await phone.tap({ role: 'button', name: /获取验证码/ });
    await phone.passCaptcha();
    await phone.find({ role: 'button', name: /秒后重发/ });
    await phone.fill({ role: 'textbox', name: '验证码' }, await smsCode(LI));
    await phone.check({ role: 'checkbox' });
    await phone.tap({ role: 'button', name: '提交订单' });

    const at = await phone.waitUrl((u) => u.pathname === '/sms2/orderPage/success' && u.searchParams.has('orderNo'));
    await phone.waitText('下单成功');
    const orderNo = at.searchParams.get('orderNo');
    const state = await sim('GET', 'state');
    const order = state.data.productOrders[orderNo];
    assert.equal(order?.msisdn, number);
    assert.equal(order?.productCode, 'CARD30');
    assert.ok(
      state.data.productRecords.some((r) => r.orderNo === orderNo),
      'in the order records',
    );
  });
});
