// /mobileBusiness/PackageMargin: the meters lump the plan's data and every pack into one bucket; below them, what
// that bucket is made of, grouped by kind (the plan, day packs, month packs, packs ordered in store), each with its end.
import { screen, within } from '@testing-library/react';
import { addMessages } from '../../../src/locales';
import AccountView, { messages, models } from '../../../src/pages/business/AccountView';
import * as billApi from '../../../src/services/api/bill';
import type { Allowance } from '../../../src/services/api/types';
import { mountPage } from '../../support/page';

addMessages(messages);

const GB = 1024 * 1024;
const allowance = (over: Partial<Allowance> = {}): Allowance => ({
  phone: '18687120001',
  planCode: 'P5G59',
  planName: '5G畅爽冰激凌59元套餐',
  is5G: true,
  buckets: [{ type: 'general', name: '通用流量', total: 36 * GB, used: 12 * GB, unit: 'KB' }],
  capped: false,
  throttled: false,
  queryTime: '2026-11-26T12:00:00+08:00',
  ...over,
});
const packs: Allowance['packs'] = [
  {
    name: '5G畅爽冰激凌59元套餐',
    kind: 'plan',
    type: 'general',
    total: 30 * GB,
    used: 10 * GB,
    unit: 'KB',
    expiresAt: '2026-12-01T00:00:00+08:00',
  },
  {
    name: '1元1GB日包',
    kind: 'day',
    type: 'general',
    total: 1 * GB,
    used: 0,
    unit: 'KB',
    expiresAt: '2026-11-27T00:00:00+08:00',
  },
  {
    name: '5G加油包20元',
    kind: 'valet',
    type: '5G',
    total: 3 * GB,
    used: 1 * GB,
    unit: 'KB',
    expiresAt: '2026-12-01T00:00:00+08:00',
  },
  {
    name: '10元5GB月包',
    kind: 'month',
    type: 'general',
    total: 5 * GB,
    used: 2 * GB,
    unit: 'KB',
    expiresAt: '2026-12-01T00:00:00+08:00',
  },
  { name: '神秘流量', kind: 'mystery', type: 'general', total: 1 * GB, used: 0, unit: 'KB' },
];

beforeEach(() => jest.restoreAllMocks());

describe('/mobileBusiness/PackageMargin', () => {
  it('groups the packs by kind in order, each with what is left and its end', async () => {
    jest.spyOn(billApi, 'querySetMealaAlowance').mockResolvedValue(allowance({ packs }));
    await mountPage(AccountView, models, '/mobileBusiness/PackageMargin');
    await screen.findByText('流量构成及有效期');
    const groups = screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'));
    expect(groups).toEqual(['套餐内', '日包', '月包', '营业厅代办', '其他']);
    const day = within(screen.getByRole('group', { name: '日包' }));
    expect(day.getByText('1元1GB日包')).toBeTruthy();
    expect(day.getByText(/有效期至 2026-11-27 00:00/)).toBeTruthy();
    const valet = within(screen.getByRole('group', { name: '营业厅代办' }));
    expect(valet.getByText('5G加油包20元')).toBeTruthy();
    expect(valet.getByText(/有效期至 2026-12-01 00:00/)).toBeTruthy();
  });

  it('an answer without packs (a backend that tells none) shows the meters alone', async () => {
    jest.spyOn(billApi, 'querySetMealaAlowance').mockResolvedValue(allowance());
    await mountPage(AccountView, models, '/mobileBusiness/PackageMargin');
    await screen.findByText('通用流量');
    expect(screen.queryByText('流量构成及有效期')).toBeNull();
  });
});

describe('a meter of an allowance of nothing', () => {
  it('国内短信 0 of 0 draws an empty bar, not a full one; a used-up allowance a full one', async () => {
    jest.spyOn(billApi, 'querySetMealaAlowance').mockResolvedValue(
      allowance({
        buckets: [
          { type: 'general', name: '通用流量', total: 40 * GB, used: 40 * GB, unit: 'KB' },
          { type: 'sms', name: '国内短信', total: 0, used: 0, unit: 'item' },
        ],
      }),
    );
    await mountPage(AccountView, models, '/mobileBusiness/PackageMargin');
    await screen.findByText('国内短信');
    const meters = screen.getAllByRole('meter').map((m) => m.getAttribute('aria-valuenow'));
    expect(meters).toEqual(['100', '0']);
  });
});
