// A top-up started from a pack short of balance (去充值): the form keeps where it came from, and the credited
// result offers the way back to it first; a top-up opened otherwise, or an address that is not one of this app's
// paths, offers none.
import { addMessages } from '../../../src/locales';
import { messages } from '../../../src/pages/recharge/messages';
import { actionsFor } from '../../../src/pages/recharge/Success';
import { keepTopupReturn, topupFrom, topupReturn } from '../../../src/pages/shared/topupReturn';
import type { PayOrder } from '../../../src/services/api/types';

addMessages(messages);

const order: PayOrder = {
  orderId: 'R1',
  type: 'topup',
  msisdn: '18687120001',
  faceFen: 5000,
  payFen: 5000,
  status: 'credited',
  title: '话费充值50元',
  createdAt: '2026-11-23T10:00:00+08:00',
  expiresAt: '2026-11-23T10:30:00+08:00',
};

it('去充值 from a pack: the credited result offers 返回继续办理 to the pack, then home', () => {
  const form = topupFrom('/flowDetail/bingjiling');
  expect(form).toBe('/newRecharge/index2?back=%2FflowDetail%2Fbingjiling');
  keepTopupReturn(form.slice(form.indexOf('?')));
  expect(topupReturn()).toBe('/flowDetail/bingjiling');
  expect(actionsFor('done', order)).toEqual([
    { label: 'recharge.result.back', to: '/flowDetail/bingjiling' },
    { label: 'common.home', to: '/' },
  ]);
  // Not yet credited: no way back offered as if it were done.
  expect(actionsFor('failed', { ...order, status: 'failed' }).map((a) => a.label)).not.toContain(
    'recharge.result.back',
  );
});

it('a top-up form opened without it forgets an earlier one; only a path of this app is kept', () => {
  keepTopupReturn('?back=%2FflowDetail%2Fbingjiling');
  keepTopupReturn('');
  expect(topupReturn()).toBeUndefined();
  expect(actionsFor('done', order).map((a) => a.label)).toEqual(['common.home', 'recharge.result.history']);
  for (const back of ['https://evil.example/x', '//evil.example/x', '/flowDetail?x=1', 'javascript:alert(1)']) {
    keepTopupReturn(`?back=${encodeURIComponent(back)}`);
    expect(topupReturn()).toBeUndefined();
  }
  expect(topupFrom('//evil.example')).toBe('/newRecharge/index2');
});
