// Tracking an order right after placing it: the lookup asks the server without a code first, which answers when
// this session proved the contact phone (the order's own SMS code), so no second SMS and no 60 s wait; without
// that proof the server's "verify the contact phone" is said above the button and the code is asked for.
import { fireEvent, screen } from '@testing-library/react';
import { addMessages } from '../../../src/locales';
import { OrderLookup } from '../../../src/pages/business/OrderLookup';
import { messages } from '../../../src/pages/business/Records';
import orderLookup from '../../../src/pages/business/lookupModel';
import * as billApi from '../../../src/services/api/bill';
import { RequestError } from '../../../src/services/request';
import { mountPage } from '../../support/page';

addMessages(messages);

beforeEach(() => jest.restoreAllMocks());

it('asks the order without a code; the answer of the session that proved the phone is shown at once', async () => {
  const find = jest.spyOn(billApi, 'getTradebhInfoCbss').mockResolvedValue({
    orderNo: 'ORD202611260001',
    stateCode: 6,
    items: [{ name: '30元卡', quantity: 1, fen: 0 }],
    totalFen: 0,
    timeline: [],
    createdAt: '2026-11-26T10:00:00+08:00',
  });
  await mountPage(OrderLookup, [orderLookup], '/mobileBusiness/orderTracking?orderNo=ORD202611260001');
  fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '15508750002' } });
  const submit = screen.getByRole('button', { name: '查询订单' });
  expect(submit.hasAttribute('disabled')).toBe(false);
  fireEvent.click(submit);
  await screen.findByText('30元卡');
  expect(find).toHaveBeenCalledWith({ orderNo: 'ORD202611260001', phone: '15508750002' });
});

it("without the session's proof, the server's request for the code is said above the button", async () => {
  jest
    .spyOn(billApi, 'getTradebhInfoCbss')
    .mockRejectedValue(new RequestError('business', '请先验证下单时的联系电话', { code: 'E_SMS_REQUIRED' }));
  await mountPage(OrderLookup, [orderLookup], '/mobileBusiness/orderTracking?orderNo=ORD202611260001');
  fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '15508750002' } });
  fireEvent.click(screen.getByRole('button', { name: '查询订单' }));
  expect((await screen.findByRole('alert')).textContent).toBe('请先验证下单时的联系电话');
});
