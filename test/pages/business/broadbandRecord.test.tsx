// A broadband order on the tracking list (/mobileBusiness/orderTracking) is an installation at the door, not a
// parcel: paid and waiting for the visit it says 待安装 (never 待发货), in both languages; a SIM card keeps 待发货.
// The installation beside it names its door and the visit booked.
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
  jest.spyOn(broadbandApi, 'queryNewOrderList').mockResolvedValue({
    list: [
      {
        orderNo: '20261205090000123456',
        offerName: '500M光纤宽带包年',
        addressText: '昆明市官渡区关上街道世纪城1栋2单元502室',
        status: 'dispatched',
        createdAt: '2026-12-05T09:00:00+08:00',
        slot: { date: '2026-12-08', time: '14:00' },
        canUrge: false,
        canReschedule: false,
        canRate: false,
      },
    ],
    total: 1,
    page: 1,
    pageSize: 100,
  });
  await mountPage(Records, models, '/mobileBusiness/orderTracking', {
    before: (app) =>
      app.dispatch(session.actions.saveUser({ openid: 'o_sim_001', userPhone: '18687120001', subscribe: true })),
  });
  await screen.findByText('20元卡');
  await screen.findByText(/2026-12-08 14:00/);
}

const rowOf = (recordId: string) => document.querySelector(`li[data-record="${recordId}"]`)?.textContent ?? '';

afterEach(() => jest.restoreAllMocks());

it('a paid broadband order says 待安装, a SIM card 待发货', async () => {
  await openList();
  expect(rowOf('rec_bb01')).toContain('待安装');
  expect(rowOf('rec_bb01')).not.toContain('待发货');
  expect(rowOf('rec_cd02')).toContain('待发货');
  const bb = document.querySelector('li[data-broadband]')?.textContent ?? '';
  expect(bb).toContain('昆明市官渡区关上街道世纪城1栋2单元502室');
  expect(bb).toContain('预约上门：2026-12-08 14:00');
});

it('in English: "To be installed", and "To ship" for the card', async () => {
  setMessages('en-US', enUS);
  try {
    await openList();
    expect(rowOf('rec_bb01')).toContain('To be installed');
    expect(rowOf('rec_bb01')).not.toContain('To ship');
    expect(rowOf('rec_cd02')).toContain('To ship');
    expect(document.querySelector('li[data-broadband]')?.textContent).toContain('Visit: 2026-12-08 14:00');
  } finally {
    act(() => setMessages('zh-CN', zhCN));
  }
});
