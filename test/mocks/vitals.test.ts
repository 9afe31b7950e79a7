// The field measurement's collector (proposed `config/vitals`, mocks/services/vitals.ts): stores what can be read,
// keeps it across a reset, lists it at __sim/vitals.
import { forgetVitals, readSamples, setVitalsSink, type VitalRow } from '../../mocks/services/vitals';
import { harness } from './helpers';

const lcp = { name: 'LCP', value: 1830, id: 'v6-1-1', route: '/newRecharge/tooth/:token', engine: 'wechat-ios' };

beforeEach(() => {
  forgetVitals();
  setVitalsSink(undefined);
});

describe('config/vitals', () => {
  it('stores the samples it can read, drops the others, keeps them across a reset, lists them', async () => {
    const { client } = harness();
    const sunk: VitalRow[] = [];
    setVitalsSink((rows) => sunk.push(...rows));
    const answer = await client.data<{ stored: number }>('POST', 'config/vitals', {
      json: {
        samples: [
          { ...lcp, ect: '4g', navigationType: 'navigate' },
          { ...lcp, name: 'FID' }, // not a metric of ours
          { ...lcp, value: -1 },
          { ...lcp, route: 'https://x/sms2/newRecharge/tooth/st_secret' }, // an address, not a pattern
          { ...lcp, route: '/newRecharge?orderId=1' },
          { ...lcp, engine: 'safari' },
          { name: 'CLS', value: 0.02, id: 'v6-1-2', route: '*', engine: 'other' },
        ],
      },
    });
    expect(answer).toEqual({ stored: 2 });
    await client.data('POST', '__sim/reset');
    const rows = await client.data<VitalRow[]>('GET', '__sim/vitals');
    expect(rows.map(({ at: _at, ...r }) => r)).toEqual([
      { ...lcp, ect: '4g', navigationType: 'navigate' },
      { name: 'CLS', value: 0.02, id: 'v6-1-2', route: '*', engine: 'other' },
    ]);
    expect(sunk).toHaveLength(2);
    await client.data('DELETE', '__sim/vitals');
    expect(await client.data('GET', '__sim/vitals')).toEqual([]);
  });

  it('a body without samples stores nothing, and is no error', async () => {
    const { client } = harness();
    expect(await client.data('POST', 'config/vitals', { json: {} })).toEqual({ stored: 0 });
    expect(readSamples('x')).toEqual([]);
    expect(readSamples([null, 1, 'a'])).toEqual([]);
  });
});
