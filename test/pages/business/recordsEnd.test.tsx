// A subscription is judged over by the server's clock: a day pack that ended at 00:00 is 已到期 at 12:01, without
// 退订, though the answer still says active (read before midnight, or a backend that updates the state late) and
// though the phone's clock is still the day before.
import { screen } from '@testing-library/react';
import { addMessages } from '../../../src/locales';
import Records, { messages, models } from '../../../src/pages/business/Records';
import { hasEnded, statusText } from '../../../src/pages/business/recordText';
import * as handlebusiApi from '../../../src/services/api/handlebusi';
import * as userApi from '../../../src/services/api/user';
import type { UserProductRecord } from '../../../src/services/api/types';
import { mountPage } from '../../support/page';

addMessages(messages);

const PHONE_NOW = Date.parse('2026-11-25T23:00:00+08:00'); // the phone's clock: still the day before
const SERVER_NOW = '2026-11-26T12:01:00+08:00';
const dayPack: UserProductRecord = {
  recordId: 'rec_day',
  productCode: 'FIVEG_P1',
  name: '5G日包',
  source: 'handle',
  status: 'active',
  feeFen: 300,
  createdAt: '2026-11-25T09:00:00+08:00',
  effectiveAt: '2026-11-25T09:00:00+08:00',
  expiresAt: '2026-11-26T00:00:00+08:00',
  cancellable: true,
};
const monthPack: UserProductRecord = {
  ...dayPack,
  recordId: 'rec_month',
  productCode: 'VIDEO_RING',
  name: '视频彩铃',
  source: 'subscription',
  expiresAt: undefined,
};

describe('hasEnded and statusText', () => {
  const at = Date.parse(SERVER_NOW);
  it('a pack in force past its end has ended, whatever its status says', () => {
    expect(hasEnded(dayPack, at)).toBe(true);
    expect(statusText(dayPack, at)).toBe('已到期');
  });
  it('before its end, or without one, it is in force', () => {
    expect(hasEnded(dayPack, Date.parse('2026-11-25T23:59:00+08:00'))).toBe(false);
    expect(hasEnded(monthPack, at)).toBe(false);
    expect(statusText(monthPack, at)).toBe('生效中');
  });
  it('an end that cannot be read is no end', () => {
    expect(hasEnded({ ...dayPack, expiresAt: 'soon' }, at)).toBe(false);
  });
});

describe('/mobileBusiness/businessQuery', () => {
  beforeEach(() => {
    jest.restoreAllMocks();
    jest.spyOn(Date, 'now').mockReturnValue(PHONE_NOW);
    jest.spyOn(userApi, 'queryInternetService').mockResolvedValue([]);
  });

  it('shows the day pack that ended at 00:00 as 已到期 at 12:01 by the server’s clock, without 退订', async () => {
    jest
      .spyOn(handlebusiApi, 'queryUserProductInfo')
      .mockResolvedValue({ list: [dayPack, monthPack], total: 2, page: 1, pageSize: 100, serverTime: SERVER_NOW });
    await mountPage(Records, models, '/mobileBusiness/businessQuery');
    const day = (await screen.findByText('5G日包')).closest('li');
    const month = screen.getByText('视频彩铃').closest('li');
    expect(day?.textContent).toContain('已到期');
    expect(day?.textContent).not.toContain('生效中');
    expect(day?.querySelector('button')).toBeNull();
    expect(month?.textContent).toContain('生效中');
    expect(month?.querySelector('button')?.textContent).toBe('退订');
  });

  it('an answer without the server’s time is read on the phone’s clock (the pack still in force then)', async () => {
    jest
      .spyOn(handlebusiApi, 'queryUserProductInfo')
      .mockResolvedValue({ list: [dayPack], total: 1, page: 1, pageSize: 100 });
    await mountPage(Records, models, '/mobileBusiness/businessQuery');
    const day = (await screen.findByText('5G日包')).closest('li');
    expect(day?.textContent).toContain('生效中');
  });

  it('lists 视频彩铃 once after 退订: its record (已退订, to the month’s end), not the service beside it again', async () => {
    jest.spyOn(handlebusiApi, 'queryUserProductInfo').mockResolvedValue({
      list: [{ ...monthPack, status: 'cancelled', cancellable: false, expiresAt: '2026-12-01T00:00:00+08:00' }],
      total: 1,
      page: 1,
      pageSize: 100,
      serverTime: SERVER_NOW,
    });
    jest.spyOn(userApi, 'queryInternetService').mockResolvedValue([
      {
        code: 'VIDEO_RING',
        name: '视频彩铃',
        monthlyFen: 500,
        subscribedOn: '2021-03-02',
        status: 'pendingCancel',
        cancellable: true,
      },
      {
        code: 'CALLER_ID',
        name: '来电显示',
        monthlyFen: 0,
        subscribedOn: '2016-05-18',
        status: 'active',
        cancellable: false,
      },
    ]);
    await mountPage(Records, models, '/mobileBusiness/businessQuery');
    expect((await screen.findByText('视频彩铃')).closest('li')?.textContent).toContain('已退订');
    // The services read too (来电显示 is listed), and the pack is not listed there again.
    await screen.findByText('来电显示');
    expect(screen.getAllByText('视频彩铃')).toHaveLength(1);
  });
});
