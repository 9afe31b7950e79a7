// Home promotes nothing that is over by the server's clock: `config/list` tells no time and a real backend may keep
// ended items ("2022老用户存费回馈", "双11狂欢"), so home leaves out a banner or notice whose end has passed by the
// server's time it knows (the balance's queryTime), though the phone's clock is still inside it.
import { screen } from '@testing-library/react';
import { addMessages } from '../../../src/locales';
import session from '../../../src/models/session';
import Home, { messages, models } from '../../../src/pages/general/Home';
import * as billApi from '../../../src/services/api/bill';
import * as configApi from '../../../src/services/api/config';
import * as omowebApi from '../../../src/services/api/omoweb';
import type { ConfigItem, UserInfoBtm } from '../../../src/services/api/types';
import { mountPage } from '../../support/page';

addMessages(messages);

const PHONE_NOW = Date.parse('2026-11-10T12:00:00+08:00'); // the phone's clock: 16 days behind
const SERVER_NOW = '2026-11-26T12:00:00+08:00';
const items: ConfigItem[] = [
  {
    id: 'b_d11',
    kind: 'banner',
    title: '双11狂欢',
    sort: 1,
    link: '/doubleEleven',
    endAt: '2026-11-12T00:00:00+08:00',
  },
  {
    id: 'b_old',
    kind: 'banner',
    title: '2022老用户存费回馈',
    sort: 2,
    link: '/lclyh',
    endAt: '2022-12-31T00:00:00+08:00',
  },
  { id: 'b_live', kind: 'banner', title: '冬奥迎新年', sort: 3, link: '/yearMainVenue' },
  { id: 'b_hero', kind: 'banner', title: '双11主会场头图', sort: 3 },
  { id: 'n_old', kind: 'notice', title: '双11期间话费充值延迟到账', sort: 4, endAt: '2026-11-12T00:00:00+08:00' },
  { id: 'n_live', kind: 'notice', title: '每日23:00至次日00:30暂停充值', sort: 5 },
];
const wang: UserInfoBtm = { openid: 'o_sim_001', userPhone: '18687120001', subscribe: true };
const mount = (user: UserInfoBtm | undefined) =>
  mountPage(Home, models, '/', { before: (app) => app.dispatch(session.actions.saveUser(user)) });

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(Date, 'now').mockReturnValue(PHONE_NOW);
  jest.spyOn(configApi, 'list').mockResolvedValue(items);
  jest.spyOn(omowebApi, 'productList').mockResolvedValue({ list: [], total: 0, page: 1, pageSize: 6 });
  jest
    .spyOn(billApi, 'queryUserBalance')
    .mockResolvedValue({ phone: '18687120001', balanceFen: 3650, realtimeFeeFen: 0, queryTime: SERVER_NOW });
  jest.spyOn(billApi, 'querySetMealaAlowance').mockResolvedValue({
    phone: '18687120001',
    planCode: 'P5G59',
    planName: '5G畅爽冰激凌59元套餐',
    is5G: true,
    buckets: [],
    capped: false,
    throttled: false,
    queryTime: SERVER_NOW,
  });
});

describe('home banners and notices', () => {
  it('leave out what ended by the server’s clock (from the balance), though the phone’s is still inside it', async () => {
    await mount(wang);
    expect(await screen.findByText('冬奥迎新年')).toBeTruthy();
    expect(screen.queryByText('双11狂欢')).toBeNull();
    expect(screen.queryByText('2022老用户存费回馈')).toBeNull();
    expect(screen.getByRole('note').textContent).toContain('每日23:00至次日00:30暂停充值');
  });

  it('a visitor (no server time known) is judged on the phone’s clock: what ended long ago is still left out', async () => {
    await mount(undefined);
    expect(await screen.findByText('冬奥迎新年')).toBeTruthy();
    expect(screen.queryByText('2022老用户存费回馈')).toBeNull();
    expect(screen.getByText('双11狂欢')).toBeTruthy(); // not over yet by the phone's clock, the only one known
  });

  it("asks for home's own items and promotes a banner only with a way in (a venue's hero without a link is left out)", async () => {
    await mount(wang);
    expect(await screen.findByText('冬奥迎新年')).toBeTruthy();
    expect(screen.queryByText('双11主会场头图')).toBeNull();
    expect(configApi.list).toHaveBeenCalledWith({ page: 'home' });
  });
});
