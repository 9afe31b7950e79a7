// Result pages state what the server says of the order; links to planned routes are not offered; a deposit
// gift's texts come from its order and schedule.
import { addMessages } from '../../../src/locales';
import { messages } from '../../../src/pages/depositGift/messages';
import { creditText } from '../../../src/pages/depositGift/DepositGiftResult';
import { hasPage } from '../../../src/pages/shared/routeReady';
import { kindOf, verdictOf } from '../../../src/pages/shared/verdict';
import type { PayOrder } from '../../../src/services/api/types';

addMessages(messages);

const order = (over: Partial<PayOrder>): PayOrder => ({
  orderId: 'P1',
  type: 'depositGift',
  msisdn: '18687120001',
  faceFen: 20000,
  payFen: 13000,
  status: 'credited',
  title: '存费最低6.5折（支付130元）',
  createdAt: '2026-11-23T10:00:00+08:00',
  expiresAt: '2026-11-23T10:30:00+08:00',
  ...over,
});
const months = (statuses: ('pending' | 'credited')[], fen = 2000) =>
  statuses.map((status, i) => ({
    month: `2026${String(12 + i).padStart(2, '0')}`.replace('202613', '202701'),
    fen,
    status,
  }));

describe('hasPage: the route table says whether a path has a page', () => {
  it('built routes (with a query or a parameter) have one; unknown ones do not (planned: test/utils/routeMatch.test.ts)', () => {
    expect(hasPage('/newRecharge/history?month=202609')).toBe(true);
    expect(hasPage('/newRecharge/tooth/tk_dental_01')).toBe(true);
    expect(hasPage('/cfsf')).toBe(true);
    expect(hasPage('/flowDetail')).toBe(true);
    expect(hasPage('/productPage?productId=pd_bb300')).toBe(true);
    expect(hasPage('/no/such/page')).toBe(false);
  });
});

describe('verdictOf: only the order status decides', () => {
  it('unpaid is never a success, a failed one is refunded, a closed one never paid', () => {
    expect(verdictOf('unpaid')).toBe('unpaid');
    expect(kindOf(verdictOf('unpaid'))).toBe('notice');
    expect(verdictOf('crediting')).toBe('pending');
    expect(verdictOf('refunded')).toBe('failed');
    expect(verdictOf('expired')).toBe('closed');
    expect(verdictOf('credited')).toBe('done');
    expect(verdictOf(undefined)).toBe('unknown');
  });
});

describe('creditText: what a deposit brought, from the order and its schedule', () => {
  it('cfsf ¥130: nothing at once, ¥200 over 10 months, the next 1st with its ¥20', () => {
    const text = creditText(order({}), months(Array(10).fill('pending')));
    expect(text).toBe('共¥200.00话费分10个月返还；2026-12-01到账¥20.00');
    expect(text).not.toMatch(/已到账|即时/);
  });

  it('after the 1st the next credit moves on; all credited says so', () => {
    const s = months(['credited', ...Array(9).fill('pending')]);
    expect(creditText(order({}), s)).toContain('2027-01-01到账¥20.00');
    expect(creditText(order({}), months(Array(10).fill('credited')))).toContain('赠费已全部到账');
  });

  it('cfsf2: all at once; pay100: ¥100 at once and ¥60 by month', () => {
    expect(creditText(order({ faceFen: 10000, payFen: 8000 }), [])).toBe('¥100.00已即时到账');
    expect(creditText(order({ faceFen: 16000 }), months(Array(12).fill('pending'), 500))).toBe(
      '¥100.00已即时到账；共¥60.00话费分12个月返还；2026-12-01到账¥5.00',
    );
  });
});
