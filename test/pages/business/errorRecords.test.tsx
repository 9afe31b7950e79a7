// /mobileBusiness/ErrorRecords: 重新办理 names the product and its fee in a confirmation before the SMS gate (as a
// pack's 确认订购), and a failure redone with success, read from the records, no longer shows 办理失败 or 重新办理
// (after a reload too: the records tell it, not the page's memory).
import { fireEvent, screen, within } from '@testing-library/react';
import { addMessages } from '../../../src/locales';
import Records, { messages, models } from '../../../src/pages/business/Records';
import * as handlebusiApi from '../../../src/services/api/handlebusi';
import type { UserProductRecord } from '../../../src/services/api/types';
import { mountPage } from '../../support/page';

addMessages(messages);

const failed: UserProductRecord = {
  recordId: 'rec_fail_douyin',
  orderNo: '20261207100000000001',
  productCode: 'DOUYIN_9',
  name: '抖音定向流量包',
  source: 'handle',
  status: 'failed',
  feeFen: 900,
  createdAt: '2026-12-07T09:00:00+08:00',
  cancellable: false,
  failReason: '余额不足',
  refund: 'none',
};
const failedBig: UserProductRecord = {
  ...failed,
  recordId: 'rec_fail_big',
  productCode: 'FIVEG_P5',
  name: '5G畅享包',
  feeFen: 5000,
};
const redone: UserProductRecord = {
  ...failed,
  recordId: 'rec_ok_douyin',
  orderNo: '20261207110000000002',
  status: 'active',
  createdAt: '2026-12-07T11:00:00+08:00',
  failReason: undefined,
  refund: undefined,
};

const page = (list: UserProductRecord[]) =>
  jest
    .spyOn(handlebusiApi, 'queryUserProductInfo')
    .mockResolvedValue({ list, total: list.length, page: 1, pageSize: 100 });

beforeEach(() => jest.restoreAllMocks());

it('a failure redone with success shows 已重新办理 with the new order, without 重新办理', async () => {
  page([redone, failed, failedBig]);
  await mountPage(Records, models, '/mobileBusiness/ErrorRecords');
  const row = (await screen.findByText('抖音定向流量包')).closest('li')!;
  expect(row.textContent).toContain('已重新办理');
  expect(row.textContent).not.toContain('办理失败');
  expect(row.textContent).toContain('重新办理成功，订单号 20261207110000000002');
  expect(within(row).queryByRole('button', { name: '重新办理' })).toBeNull();
  const other = screen.getByText('5G畅享包').closest('li')!;
  expect(other.textContent).toContain('办理失败');
  expect(within(other).getByRole('button', { name: '重新办理' })).toBeTruthy();
});

it('重新办理 names the product and its fee before anything is sent; 再想想 sends nothing', async () => {
  page([failedBig]);
  const active = jest.spyOn(handlebusiApi, 'queryActiveInfo');
  const handle = jest.spyOn(handlebusiApi, 'handle');
  await mountPage(Records, models, '/mobileBusiness/ErrorRecords');
  fireEvent.click(await screen.findByRole('button', { name: '重新办理' }));
  const sheet = screen.getByRole('dialog', { name: '确认订购' });
  expect(sheet.textContent).toContain('5G畅享包');
  expect(sheet.textContent).toContain('¥50.00');
  expect(active).not.toHaveBeenCalled();
  expect(handle).not.toHaveBeenCalled();
  fireEvent.click(within(sheet).getByRole('button', { name: '再想想' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(handle).not.toHaveBeenCalled();
});
