// Journeys of the change family: 王强 (5G ¥59) changes to 5G ¥99 through the SMS dialog, sees the pending change on
// /modifyPackage and cancels it through the SMS gate; 赵刚 (arrears, contract, secondary card) runs the termination
// pre-check from the guide and sees each blocker; a staff member (mall token st_sim_staff) places an agent order
// for 王强 with his SMS code and signature and sees the staff number on the result; without a token the page
// is refused.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  aMinuteLater,
  APP,
  captchaText,
  consent,
  drawSignature,
  journey,
  launch,
  passSmsGate,
  resetSim,
  smsCode,
  until,
} from './support.mjs';

const WANG = '18687120001';

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

async function openAs(page, route, who) {
  await page.goto(`${APP}${route}`);
  await consent(page, who);
  assert.equal(new URL(page.url()).pathname, `/sms2${route.split('?')[0]}`);
  await until(() => page.evaluate(() => window.localStorage.getItem('sms2_session') === '1'), {
    what: 'the session known after the login',
  });
}

/** The captcha dialog before an SMS send, then the code that was sent. */
async function passCaptcha(page) {
  const captcha = page.getByRole('dialog', { name: '安全验证' });
  await captcha.waitFor();
  await captcha.getByRole('textbox', { name: '图片验证码' }).fill(await captchaText(captcha));
  await captcha.getByRole('button', { name: '确定' }).click();
  await page.getByRole('button', { name: /秒后重发/ }).waitFor();
}

test('王强 changes to 5G ¥99, sees the pending change, then cancels it', async (t) => {
  await journey(t, browser, async (page) => {
    await openAs(page, '/modifyPackage', '王强');
    await page.getByText('5G畅爽冰激凌59元套餐').first().waitFor();
    await page.getByRole('link', { name: /5G畅爽冰激凌99元套餐/ }).click();
    await page.getByRole('heading', { name: '5G畅爽冰激凌99元套餐' }).waitFor();
    await page.getByText('您可以变更为该套餐').waitFor();
    await page.getByRole('button', { name: '确认变更' }).click();
    await passSmsGate(page, WANG);
    // The result names the day the server gave (the 1st of next month).
    await page.getByText(/^套餐变更已受理，将于\d{4}-\d{2}-01生效$/).waitFor();
    await page.getByRole('button', { name: '继续' }).click();
    await page.waitForURL(/\/sms2\/modifyPackage$/);
    const banner = page.locator('[data-state="pending"]');
    await banner.getByText(/已申请变更为5G畅爽冰激凌99元套餐，将于.*生效/).waitFor();

    // The second change this month: the detail says why and offers no change.
    await page.goto(`${APP}/modifyPackage/detail?plan=P5G129`);
    await page.getByText('您已有待生效的套餐变更').waitFor();
    assert.equal(await page.getByRole('button', { name: '确认变更' }).isDisabled(), true);

    // Cancel through the SMS gate, which sends the cancel a code of its own (a minute after the last one: one code
    // a minute per number); the old code of the change is never asked for.
    await aMinuteLater(page);
    await page.goto(`${APP}/modifyPackage`);
    await banner.getByRole('button', { name: '取消变更' }).click();
    await banner.getByRole('button', { name: '确认取消' }).click();
    await passSmsGate(page, WANG);
    await until(async () => (await banner.count()) === 0, { what: 'the pending banner gone' });
  });
});

test('赵刚 reads the guide, runs the pre-check and sees each blocker with a way to resolve it', async (t) => {
  await journey(t, browser, async (page) => {
    await openAs(page, '/mobileBusiness/terminationGuide', '赵刚');
    await page.getByRole('heading', { name: '销户指南' }).waitFor();
    await page.getByRole('link', { name: '开始检测' }).click();
    const blockers = page.locator('[data-state="blocked"] li');
    await blockers.first().waitFor();
    assert.deepEqual(await blockers.evaluateAll((els) => els.map((e) => e.getAttribute('data-blocker'))), [
      'arrears',
      'contract',
      'secondary',
    ]);
    await page.getByText('存在欠费12.30元，请先缴清').waitFor();
    await page.getByRole('link', { name: '去充值' }).waitFor();
    assert.equal(await page.getByRole('heading', { name: '预约营业厅' }).count(), 0, 'no appointment while blocked');
  });
});

test('李明 passes the pre-check and books a hall once', async (t) => {
  await journey(t, browser, async (page) => {
    await openAs(page, '/mobileBusiness/termination', '李明');
    await page.getByText('检测通过，可预约营业厅办理销户').waitFor();
    await page.getByRole('button', { name: '提交预约' }).click();
    await page.getByText('请选择营业厅').waitFor();
    await page.getByRole('radio', { name: /北京路店/ }).click();
    await page.getByRole('group', { name: '日期' }).getByRole('radio').nth(1).click();
    await page.getByRole('radio', { name: '14:30' }).click();
    await page.getByRole('button', { name: '提交预约' }).click();
    await page.getByRole('heading', { name: '预约成功' }).waitFor();
    await page.getByText(/^GD\d{16}$/).waitFor();
  });
});

test('a staff member orders for 王强 with his code and signature; the result shows the staff number', async (t) => {
  await journey(t, browser, async (page) => {
    await page.goto(`${APP}/valetHandle?token=st_sim_staff`);
    await page.getByRole('heading', { name: '代客办理' }).waitFor();
    await page.getByRole('textbox', { name: '客户号码' }).fill(WANG);
    await page.getByRole('button', { name: '查询客户' }).click();
    await page.getByText('王*').waitFor();
    await page.getByText('YN08710021').waitFor();
    await page.getByRole('radio', { name: /5G加油包20元/ }).click();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await passCaptcha(page);
    await page.getByRole('textbox', { name: '客户短信验证码' }).fill(await smsCode(WANG));
    await drawSignature(page, page.getByLabel('客户签名'));
    await page.getByRole('button', { name: '提交办理' }).click();
    await page.waitForURL(/\/sms2\/valetHandle\/result\?/);
    await page.getByText('办理成功').waitFor();
    await page.locator('dd', { hasText: 'YN08710021' }).waitFor();
    await page.locator('dd', { hasText: '186****0001' }).waitFor();
  });
});

test('without a staff token the agent page is refused; with a customer token it says staff only', async (t) => {
  await journey(t, browser, async (page) => {
    await page.goto(`${APP}/valetHandle`);
    await page.waitForURL(/\/sms2\/tip\/error\?code=staffOnly/);
    await page.getByText('请从店员工作台进入').waitFor();
    await page.goto(`${APP}/valetHandle?token=mt_sim_001`);
    await page.getByRole('textbox', { name: '客户号码' }).fill(WANG);
    await page.getByRole('button', { name: '查询客户' }).click();
    await page.getByText('请从店员工作台进入：代客办理需要店员登录凭证').waitFor();
  });
});
