// /mobileBusiness/phoneAllowance: a deposit gift's returns, the next one dated as every date of the page is written.
import { screen } from '@testing-library/react';
import { addMessages } from '../../../src/locales';
import PhoneAllowance, { messages, models } from '../../../src/pages/business/PhoneAllowance';
import * as activityApi from '../../../src/services/api/activity';
import { mountPage } from '../../support/page';

addMessages(messages);

beforeEach(() => jest.restoreAllMocks());

it('says the next return as a date (2027-01-01), not "2027年01月1日"', async () => {
  jest.spyOn(activityApi, 'queryAgreementList').mockResolvedValue([
    {
      actId: 'cfsf',
      actOrderId: 'ACT1',
      title: '存费最低6.5折',
      payFen: 6500,
      giftFen: 10000,
      signed: true,
      createdAt: '2026-11-20T10:00:00+08:00',
      schedule: [
        { month: '202612', fen: 1000, status: 'credited' },
        { month: '202701', fen: 1000, status: 'pending' },
      ],
    },
  ]);
  await mountPage(PhoneAllowance, models, '/mobileBusiness/phoneAllowance');
  expect(await screen.findByText('下次返还：2027-01-01 ¥10.00')).toBeTruthy();
  expect(document.body.textContent).not.toContain('01月1日');
});
