// A broadband order on the tracking list (/mobileBusiness/orderTracking) is an installation at the door, not a
// parcel: paid and waiting for the visit it says 待安装 (never 待发货), in both languages; a SIM card keeps 待发货.
import { act, screen } from '@testing-library/react';
import { addMessages, setMessages } from '../../../src/locales';
import enUS from '../../../src/locales/en-US';
import zhCN from '../../../src/locales/zh-CN';
import session from '../../../src/models/session';
import Records, { messages, models } from '../../../src/pages/business/Records';
import * as broadbandApi from '../../../src/services/api/broadband';
import * as handlebusiApi from '../../../src/services/api/handlebusi';
import * as userApi from '../../../src/services/api/user';
import { mountPage } from '../../support/page';

addMessages(messages);

/** The endpoint's own reader, taken before the call is replaced. */
const { check } = handlebusiApi.queryUserProductInfo;

const order = (recordId: string, name: string, extra: Record<string, unknown>) => ({
  recordId,
  orderNo: `2026120509${recordId.slice(-4)}123456`,
  productCode: 'P',
  name,
  source: 'order',
  status: 'active',
  stateCode: 6,
  feeFen: 100000,
  createdAt: '2026-12-05 09:00:00',
  cancellable: false,
  ...extra,
});

async function openList() {
  const list = [
    order('rec_bb01', '500M光纤宽带包年', { kind: 'broadband' }),
    order('rec_cd02', '20元卡', { kind: 'card' }),
  ];
  jest
    .spyOn(handlebusiApi, 'queryUserProductInfo')
    .mockImplementation(() => Promise.resolve(check({ list, total: list.length, page: 1, pageSize: 100 })));
  jest.spyOn(userApi, 'queryInternetService').mockResolvedValue([]);
  jest.spyOn(broadbandApi, 'queryNewOrderList').mockResolvedValue({ list: [], total: 0, page: 1, pageSize: 100 });
  await mountPage(Records, models, '/mobileBusiness/orderTracking', {
    before: (app) =>
      app.dispatch(session.actions.saveUser({ openid: 'o_sim_001', userPhone: '18687120001', subscribe: true })),
  });
  await screen.findByText('500M光纤宽带包年');
}

const rowOf = (recordId: string) => document.querySelector(`li[data-record="${recordId}"]`)?.textContent ?? '';

afterEach(() => jest.restoreAllMocks());

it('a paid broadband order says 待安装, a SIM card 待发货', async () => {
  await openList();
  expect(rowOf('rec_bb01')).toContain('待安装');
  expect(rowOf('rec_bb01')).not.toContain('待发货');
  expect(rowOf('rec_cd02')).toContain('待发货');
});

it('in English: "To be installed", and "To ship" for the card', async () => {
  setMessages('en-US', enUS);
  try {
    await openList();
    expect(rowOf('rec_bb01')).toContain('To be installed');
    expect(rowOf('rec_bb01')).not.toContain('To ship');
    expect(rowOf('rec_cd02')).toContain('To ship');
  } finally {
    act(() => setMessages('zh-CN', zhCN));
  }
});
