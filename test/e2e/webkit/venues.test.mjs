// WebKit, venues family: the hiring form refuses a bad age at its field with what was typed kept, then the sign-up
// (captcha, SMS code, city and district) lands on /tip/success.
import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { resetSim } from '../support.mjs';
import { journey, smsCode } from './driver.mjs';

const LI = '15508750002';

beforeEach(async () => {
  await resetSim();
});

test('/hire: a bad age is refused at its field, fixed, and the sign-up lands on /tip/success', async (t) => {
  await journey(t, async (phone) => {
    await phone.goto('/hire');
    await phone.select({ role: 'combobox', name: '应聘岗位' }, '装维工程师');
    await phone.fill({ role: 'textbox', name: '姓名' }, 'Li');
    await phone.tap({ role: 'textbox', name: '手机号码' });
    await phone.waitText('请输入2-16个汉字的真实姓名');
    await phone.fill({ role: 'textbox', name: '姓名' }, '李明');
    await phone.fill({ role: 'textbox', name: '手机号码' }, LI);
    await phone.tap({ role: 'button', name: /获取验证码/ });
    await phone.passCaptcha();
    await phone.fill({ role: 'textbox', name: '短信验证码' }, await smsCode(LI));
    await phone.select({ role: 'combobox', name: '所在城市' }, '保山市');
    await phone.select({ role: 'combobox', name: '所在区县' }, '隆阳区');
    await phone.fill({ role: 'textbox', name: '年龄' }, '50');
    await phone.tap({ role: 'button', name: '提交报名' });
    await phone.waitText('应聘年龄须在18-45周岁之间');
    assert.equal(await (await phone.find({ role: 'textbox', name: '姓名' })).getAttribute('value'), '李明');
    await phone.fill({ role: 'textbox', name: '年龄' }, '27');
    await phone.tap({ role: 'button', name: '提交报名' });
    await phone.waitUrl((u) => u.pathname === '/sms2/tip/success' && u.searchParams.get('type') === 'hire');
    await phone.waitText('报名成功，我们将尽快与您联系');
  });
});
