// WebKit, change family: 王强 (5G ¥59) changes to 5G ¥99 through the SMS dialog; the result names the day it takes
// effect and /modifyPackage shows the pending change, which the server keeps (a reload).
import { beforeEach, test } from 'node:test';
import { resetSim } from '../support.mjs';
import { journey } from './driver.mjs';

const WANG = '18687120001';

beforeEach(async () => {
  await resetSim();
});

test('王强 changes to 5G ¥99 through the SMS dialog and sees the change pending', async (t) => {
  await journey(t, async (phone) => {
    await phone.openAs('/modifyPackage', '王强');
    await phone.waitText('5G畅爽冰激凌59元套餐');
    await phone.tap({ role: 'link', name: /5G畅爽冰激凌99元套餐/ });
    await phone.find({ role: 'heading', name: '5G畅爽冰激凌99元套餐' });
    await phone.waitText('您可以变更为该套餐');
    await phone.tap({ role: 'button', name: '确认变更' });
    await phone.passSmsGate(WANG);
    await phone.find({ text: /^套餐变更已受理，将于\d{4}-\d{2}-01生效$/ });
    await phone.tap({ role: 'button', name: '继续' });
    await phone.waitUrl((u) => u.pathname === '/sms2/modifyPackage');
    const banner = { css: '[data-state="pending"]' };
    await phone.find({ text: /已申请变更为5G畅爽冰激凌99元套餐，将于.*生效/, within: banner });
    await phone.reload();
    await phone.find({ text: /已申请变更为5G畅爽冰激凌99元套餐，将于.*生效/, within: banner });
  });
});
