// A result page reads its order from `?orderId=`; the store may still hold the order of the result page seen before
// (another top-up, another offer). That one is never shown for this page, not even for its first frame.
import { act } from '@testing-library/react';
import payOrder from '../../../src/models/payOrder';
import payment from '../../../src/models/payment';
import { usePayOrder } from '../../../src/pages/shared/usePayOrder';
import * as bill from '../../../src/services/api/bill';
import type { PayOrder } from '../../../src/services/api/types';
import { mountPage, settle } from '../../support/page';

const orderOf = (orderId: string): PayOrder => ({
  orderId,
  type: 'topup',
  msisdn: '18687120001',
  faceFen: 5000,
  payFen: 5000,
  status: 'credited',
  title: '话费充值50元',
  createdAt: '2026-11-21 10:30:00',
  expiresAt: '2026-11-21 11:00:00',
});

const BEFORE = '20261121103000111111';
const THIS = '20261121104500222222';

/** What each render of a page watching THIS had to show: the order's id, or the read's status while it has none. */
const seen: string[] = [];
function Probe() {
  const { order, status } = usePayOrder(THIS);
  seen.push(order ? order.orderId : status);
  return null;
}

afterEach(() => {
  seen.length = 0;
  jest.restoreAllMocks();
});

it("shows the page's own order, and never the one the store held from the page before", async () => {
  jest.spyOn(bill, 'orderWechatGetById').mockImplementation(({ orderId }) => Promise.resolve(orderOf(orderId)));
  await mountPage(Probe, [payOrder], '/callbackSuccessPageCommon', {
    before: (app) => {
      app.store.dispatch(payOrder.actions.start(BEFORE));
      app.store.dispatch(payOrder.actions.save(orderOf(BEFORE)));
    },
  });
  await settle();
  expect(seen[0]).toBe('loading');
  expect(seen).not.toContain(BEFORE);
  expect(seen.at(-1)).toBe(THIS);
});

it('keeps a failed read of its own order, with its message, for the retry', async () => {
  jest.spyOn(bill, 'orderWechatGetById').mockRejectedValue(new Error('网络异常'));
  await mountPage(Probe, [payOrder], '/callbackSuccessPageCommon');
  await settle();
  expect(seen.at(-1)).toBe('error');
});

/** What each render of a page watching THIS showed of its status ('unpaid', 'paid', ...). */
const statuses: string[] = [];
function StatusProbe() {
  const { order } = usePayOrder(THIS);
  statuses.push(order?.status ?? '-');
  return null;
}

describe('back from WeChat Pay on the page that paid', () => {
  afterEach(() => {
    statuses.length = 0;
  });

  it('reads the order again when the address gains payResult (the same page, a new arrival): paid, not unpaid', async () => {
    const read = jest
      .spyOn(bill, 'orderWechatGetById')
      .mockResolvedValueOnce({ ...orderOf(THIS), status: 'unpaid' })
      .mockResolvedValue({ ...orderOf(THIS), status: 'credited' });
    const { history } = await mountPage(StatusProbe, [payOrder, payment], `/orderPage/success?orderNo=${THIS}&pay=1`);
    await settle();
    expect(statuses.at(-1)).toBe('unpaid');
    act(() => history.push(`/sms2/orderPage/success?orderNo=${THIS}&pay=1&orderId=${THIS}&payResult=success`));
    await settle();
    expect(read).toHaveBeenCalledTimes(2);
    expect(statuses.at(-1)).toBe('credited');
  });

  it('after the sheet said ok, an order the server still has unpaid is being confirmed, never unpaid', async () => {
    jest.spyOn(bill, 'orderWechatGetById').mockResolvedValue({ ...orderOf(THIS), status: 'unpaid' });
    await mountPage(StatusProbe, [payOrder, payment], `/orderPage/success?orderNo=${THIS}&payResult=success`, {
      before: (app) => {
        app.store.dispatch(payment.actions.paying(THIS));
        app.store.dispatch(payment.actions.settle({ status: 'confirming' }));
      },
    });
    await settle();
    expect(statuses.at(-1)).toBe('paid');
    expect(statuses).not.toContain('unpaid');
  });
});
