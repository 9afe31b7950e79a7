// /newRecharge/history: a deposit paid for less than it credits (cfsf2, ¥80 for ¥100) says what was paid beside what
// arrived, on its row and in its detail; a top-up paid at its face says the amount alone.
import { fireEvent, screen, within } from '@testing-library/react';
import { addMessages } from '../../../src/locales';
import History, { messages, models } from '../../../src/pages/recharge/History';
import * as billApi from '../../../src/services/api/bill';
import { mountPage } from '../../support/page';

addMessages(messages);

beforeEach(() => jest.restoreAllMocks());

it('cfsf2: ¥100.00 已到账 with 实付 ¥80.00; the detail names 支付金额 ¥80.00 and 到账金额 ¥100.00', async () => {
  jest.spyOn(billApi, 'userPaymentRecords').mockResolvedValue({
    list: [
      {
        orderId: 'P1',
        msisdn: '13211880003',
        fen: 10000,
        payFen: 8000,
        channel: 'wechat',
        status: 'credited',
        at: '2026-12-07T10:00:00+08:00',
        kind: 'depositGift',
      },
      {
        orderId: 'P2',
        msisdn: '13211880003',
        fen: 5000,
        channel: 'wechat',
        status: 'credited',
        at: '2026-12-06T10:00:00+08:00',
        kind: 'topup',
      },
    ],
    total: 2,
    page: 1,
    pageSize: 20,
  });
  await mountPage(History, models, '/newRecharge/history');
  const rows = await screen.findAllByRole('listitem');
  expect(rows[0]?.textContent).toContain('¥100.00');
  expect(rows[0]?.textContent).toContain('实付 ¥80.00');
  expect(rows[1]?.textContent).not.toContain('实付');
  fireEvent.click(within(rows[0]).getByRole('button'));
  const sheet = await screen.findByRole('dialog');
  expect(sheet.textContent).toContain('支付金额¥80.00');
  expect(sheet.textContent).toContain('到账金额¥100.00');
});
