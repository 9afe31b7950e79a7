// A payment order's result copy (pages/shared/payOrderCopy) in the top-up's words: one line per status, and a
// status the app does not know is never a success.
import { addMessages, t } from '../../../src/locales';
import { messages } from '../../../src/pages/recharge/messages';
import { payOrderCopy } from '../../../src/pages/shared/payOrderCopy';
import { verdictCopy } from '../../../src/pages/recharge/verdictCopy';
import { orderRows } from '../../../src/pages/recharge/rows';
import type { PayOrder } from '../../../src/services/api/types';

addMessages(messages);

const order = (over: Partial<PayOrder>): PayOrder => ({
  orderId: 'R1',
  type: 'topup',
  msisdn: '18687120001',
  faceFen: 5000,
  payFen: 4990,
  status: 'credited',
  title: '话费充值50元',
  createdAt: '2026-11-23T10:00:00+08:00',
  expiresAt: '2026-11-23T10:30:00+08:00',
  ...over,
});

describe('verdictCopy', () => {
  it('says each status in the top-up words', () => {
    const pick = (o: PayOrder, timedOut = false) => {
      const { verdict, kind, title } = verdictCopy(o, timedOut);
      return { verdict, kind, title };
    };
    expect(pick(order({}))).toEqual({
      verdict: 'done',
      kind: 'success',
      title: t('recharge.success.title', { amount: '¥50.00' }),
    });
    expect(pick(order({ status: 'crediting' }))).toEqual({
      verdict: 'pending',
      kind: 'pending',
      title: t('recharge.paySuccess.title'),
    });
    expect(verdictCopy(order({ status: 'paid' }), true).description).toBe(t('recharge.paySuccess.later'));
    expect(verdictCopy(order({ status: 'paid' }), false).description).toBe(t('recharge.paySuccess.wait'));
    expect(pick(order({ status: 'refunded' }))).toEqual({
      verdict: 'failed',
      kind: 'fail',
      title: t('recharge.fail.title'),
    });
    expect(pick(order({ status: 'expired' }))).toEqual({
      verdict: 'closed',
      kind: 'fail',
      title: t('recharge.checkout.expired'),
    });
    expect(verdictCopy(order({ status: 'cancelled' }), false)).toMatchObject({
      title: t('recharge.status.cancelled'),
      description: t('shared.result.closedDesc'),
    });
    expect(pick(order({ status: 'unpaid' }))).toEqual({
      verdict: 'unpaid',
      kind: 'notice',
      title: t('shared.result.unpaid'),
    });
  });
});

describe('payOrderCopy', () => {
  const words = {
    status: (s: PayOrder['status']) => `status:${s}`,
    wait: 'wait',
    later: 'later',
    done: () => ({ title: 'done', description: 'credited' }),
  };

  it('gives a failed order its status and the server reason when the family has no copy of its own', () => {
    expect(payOrderCopy(order({ status: 'failed', failReason: '号码已停机' }), false, words)).toEqual({
      verdict: 'failed',
      kind: 'fail',
      title: 'status:failed',
      description: '号码已停机',
    });
  });

  it('never calls a status it does not know a success', () => {
    const odd = order({ status: 'settled' as PayOrder['status'] });
    expect(payOrderCopy(odd, false, words)).toEqual({
      verdict: 'unknown',
      kind: 'notice',
      title: t('shared.result.unknown'),
      description: t('shared.result.unknownDesc'),
    });
  });
});

describe('orderRows', () => {
  it('labels the amount of an order not paid "应付金额" (due), of one paid "支付金额"', () => {
    const label = (o: PayOrder) => orderRows(o).find((r) => r.value === '¥49.90')?.label;
    expect(label(order({ status: 'unpaid' }))).toBe('应付金额');
    expect(label(order({ status: 'expired' }))).toBe('应付金额');
    expect(label(order({ status: 'credited', paidAt: '2026-11-23T10:02:00+08:00' }))).toBe('支付金额');
  });
});
