// WebKit, general family: home as a visitor sees it inside iPhone WeChat, the login from home and what it shows
// (number, balance), an agreement deep link after a reload, the 404 page, and English kept from one page to the next.
import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { resetSim } from '../support.mjs';
import { journey } from './driver.mjs';

beforeEach(async () => {
  await resetSim();
});

test('home: the hub for a visitor, then 王强 logs in from home and sees his number and balance', async (t) => {
  await journey(t, async (phone) => {
    await phone.goto('/');
    await phone.find({ role: 'heading', name: '网上营业厅' });
    const tiles = { role: 'navigation', name: '业务入口' };
    for (const name of [
      '话费充值',
      '流量包',
      '宽带办理',
      '号卡',
      '套餐变更',
      '我的账单',
      '投诉建议',
      '会员日',
      '存费优惠',
    ])
      await phone.find({ role: 'link', name, within: tiles });
    await phone.find({ role: 'heading', name: '热门推荐' });
    assert.equal(await phone.eval(() => document.title), '首页');
    assert.equal(await phone.eval(() => window.innerWidth), 375, 'a 375-pixel-wide page');

    await phone.logInFromHome('王强');
    assert.match((await phone.url()).pathname, /^\/sms2\/?$/);
    await phone.waitText('186****0001');
    await phone.waitText('¥36.50');
    assert.equal(await phone.count({ role: 'button', name: /点击重试/ }), 0, 'no card failed');
  });
});

test('an agreement deep link loads and survives a reload; an unknown path is the 404 page, whose 返回首页 goes home', async (t) => {
  await journey(t, async (phone) => {
    await phone.goto('/agreement/a1');
    await phone.find({ role: 'heading', name: '客户入网服务协议' });
    await phone.reload();
    await phone.find({ role: 'heading', name: '客户入网服务协议' });
    assert.match(await phone.eval(() => document.title), /客户入网服务协议/);

    await phone.goto('/no/such/page');
    await phone.find({ role: 'heading', name: '页面不存在' });
    await phone.tap({ role: 'button', name: '返回首页' });
    await phone.waitUrl((u) => /^\/sms2\/?$/.test(u.pathname));
    await phone.find({ role: 'heading', name: '网上营业厅' });
    assert.equal(await phone.count({ role: 'heading', name: '页面不存在' }), 0);
  });
});

test('?lang=en shows the English home, and the choice is kept on the next page', async (t) => {
  await journey(t, async (phone) => {
    await phone.goto('/?lang=en');
    await phone.find({ role: 'heading', name: 'Online service hall' });
    assert.equal(await phone.eval(() => document.documentElement.lang), 'en-US');
    await phone.goto('/404');
    await phone.find({ role: 'heading', name: 'Page not found' });
    await phone.find({ role: 'button', name: 'Back to home' });
  });
});
