// WebKit, account family: a new WeChat user opens a page that needs a number, is led to /bindAccount, passes the
// picture captcha, gets the SMS code and binds; back on the page that asked, and home shows the bound number.
import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { resetSim } from '../support.mjs';
import { journey, smsCode } from './driver.mjs';

/** The seeded customer number that no WeChat user has bound yet (mocks/README.md). */
const UNBOUND = '18608714445';

beforeEach(async () => {
  await resetSim();
});

test('a new WeChat user binds a number through the captcha and the SMS code, and is back on the page that asked', async (t) => {
  await journey(t, async (phone) => {
    await phone.goto('/complain');
    await phone.consent('新用户');
    const at = await phone.waitUrl((u) => u.pathname === '/sms2/bindAccount');
    assert.equal(at.searchParams.get('redirect'), '/complain');
    await phone.find({ role: 'heading', name: '绑定号码' });

    await phone.fill({ role: 'textbox', name: '手机号码' }, UNBOUND);
    await phone.tap({ role: 'button', name: /获取验证码/ });
    await phone.passCaptcha();
    await phone.find({ role: 'button', name: /^\d+秒后重发$/ });
    await phone.fill({ role: 'textbox', name: '短信验证码' }, await smsCode(UNBOUND));
    await phone.tap({ role: 'button', name: '绑定' });
    await phone.waitText('绑定成功');
    await phone.waitUrl((u) => u.pathname === '/sms2/complain');

    await phone.goto('/');
    await phone.waitText('186****4445');
  });
});
