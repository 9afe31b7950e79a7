// The venues promote nothing that is over by the server's clock, though the phone's clock is still inside it: a
// landing shows no hero or tile of its configuration whose own window has ended, and the activity list has an
// ended activity under 已结束 (greyed, not opened), never under 进行中.
import { act, screen } from '@testing-library/react';
import { addMessages } from '../../../src/locales';
import * as configApi from '../../../src/services/api/config';
import * as handlebusiApi from '../../../src/services/api/handlebusi';
import * as omowebApi from '../../../src/services/api/omoweb';
import type { ActiveInfo, ConfigItem } from '../../../src/services/api/types';
import Activities from '../../../src/pages/venues/Activities';
import Landing, { messages, models } from '../../../src/pages/venues/Landing';
import venuesActivities from '../../../src/pages/venues/activitiesModel';
import { mountPage } from '../../support/page';

addMessages(messages);

const PHONE_NOW = Date.parse('2026-11-20T12:00:00+08:00');
const SERVER_NOW = '2026-11-26T12:00:00+08:00'; // the phone's clock is 6 days behind

const info: ActiveInfo = {
  actId: 'yearMainVenue',
  status: 'active',
  serverTime: SERVER_NOW,
  startAt: '2026-11-01T00:00:00+08:00',
  endAt: '2026-12-31T00:00:00+08:00',
  joined: false,
  quotaLeft: 0,
  eligible: true,
  reasons: [],
};
const items: ConfigItem[] = [
  { id: 'h_d11', kind: 'banner', title: '双11狂欢 · 5G流量包半价', sort: 1, endAt: '2026-11-22T00:00:00+08:00' },
  { id: 'h', kind: 'banner', title: '冬奥迎新年 · 主会场', sort: 2 },
  { id: 't_d11', kind: 'tile', title: '11.11返场', link: '/seckillNew', sort: 3, endAt: '2026-11-22T00:00:00+08:00' },
  { id: 't_5g', kind: 'tile', title: '5G馆', link: '/yearMainVenue/venue5G', sort: 4 },
  { id: 'r', kind: 'notice', title: '活动时间以页面倒计时为准。', sort: 5 },
];

const mount = async (Page = Landing, path = '/yearMainVenue') => {
  await mountPage(Page, [...models, venuesActivities], path);
};

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(Date, 'now').mockReturnValue(PHONE_NOW);
  jest.spyOn(handlebusiApi, 'queryActiveInfo').mockResolvedValue(info);
  jest.spyOn(configApi, 'list').mockResolvedValue(items);
  jest.spyOn(omowebApi, 'productList').mockResolvedValue({ list: [], total: 0, page: 1, pageSize: 20 });
});

describe('Landing (ActivityLanding)', () => {
  it('hides the hero and the tile that ended by the server’s time, shows what still runs', async () => {
    await mount();
    expect(await screen.findByRole('heading', { level: 1, name: '冬奥迎新年 · 主会场' })).toBeTruthy();
    expect(screen.getByText('5G馆')).toBeTruthy();
    expect(screen.queryByText('11.11返场')).toBeNull();
    expect(screen.queryByText('双11狂欢 · 5G流量包半价')).toBeNull();
  });
});

describe('Activities (/onlineActivities)', () => {
  const list: ConfigItem[] = [
    {
      id: 'act_doubleEleven',
      kind: 'banner',
      title: '双11狂欢',
      sort: 1,
      link: '/doubleEleven',
      actCode: 'doubleEleven',
      startAt: '2026-11-01T00:00:00+08:00',
      endAt: '2026-11-22T00:00:00+08:00',
    },
    { id: 'act_pay100', kind: 'banner', title: '存100送60', sort: 2, link: '/payGift/pay100', actCode: 'pay100' },
  ];

  it('judges the chips on the server’s clock: an activity over by it is not under 进行中', async () => {
    jest.spyOn(configApi, 'list').mockResolvedValue(list);
    await mount(Activities, '/onlineActivities');
    expect(await screen.findByText('存100送60')).toBeTruthy();
    expect(screen.queryByText('双11狂欢')).toBeNull();
    act(() => screen.getByRole('button', { name: '已结束' }).click());
    expect(screen.getByText('双11狂欢').closest('a')).toBeNull();
  });
});
