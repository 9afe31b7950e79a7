// `npm run vitals` (scripts/vitals.ts): p75 per route and engine, an id counted once with its last value, any of the
// collector's formats read.
import { p75, parseSamples, summarize, vitalsTable } from '../../scripts/vitals';

const lcp = (value: number, id: string, route = '/', engine = 'wechat-android') => ({
  name: 'LCP' as const,
  value,
  id,
  route,
  engine,
});

describe('npm run vitals', () => {
  it('p75 is the nearest rank', () => {
    expect(p75([1, 2, 3, 4])).toBe(3);
    expect(p75([4, 1, 3, 2, 5, 6, 7, 8])).toBe(6);
    expect(p75([7])).toBe(7);
  });

  it('groups by route and engine; an id sent twice counts once, with its last value', () => {
    const rows = summarize([
      lcp(1000, 'a'),
      lcp(2000, 'b'),
      lcp(3000, 'c'),
      lcp(9000, 'd'),
      lcp(500, 'd'), // the same page load's later value
      lcp(4000, 'e', '/', 'wechat-ios'),
      { name: 'CLS', value: 0.3, id: 'f', route: '/agreement', engine: 'other' },
    ]);
    expect(rows).toEqual([
      { route: '/', engine: 'wechat-android', loads: 4, p75: { LCP: { value: 2000, n: 4 } } },
      { route: '/', engine: 'wechat-ios', loads: 1, p75: { LCP: { value: 4000, n: 1 } } },
      { route: '/agreement', engine: 'other', loads: 1, p75: { CLS: { value: 0.3, n: 1 } } },
    ]);
  });

  it('reads a JSON array, an envelope, or one sample a line, and drops what it cannot read', () => {
    const one = lcp(1200, 'a');
    expect(parseSamples(JSON.stringify([one, { name: 'FID', value: 1 }]))).toEqual([one]);
    expect(parseSamples(JSON.stringify({ status: 1, data: [one] }))).toEqual([one]);
    expect(parseSamples(`${JSON.stringify(one)}\nnot json\n${JSON.stringify({ ...one, value: 'x' })}\n`)).toEqual([
      one,
    ]);
  });

  it('prints the thresholds and marks a p75 over one', () => {
    const table = vitalsTable([
      lcp(3100, 'a'),
      { name: 'INP', value: 120, id: 'b', route: '/', engine: 'wechat-android' },
    ]);
    expect(table).toMatch(/^\/\s+wechat-android\s+1\s+3\.10 s !\s+120 ms\s+-\s+-\s+-$/m);
    expect(table).toMatch(/good at p75.*2\.50 s\s+200 ms\s+0\.100\s+1\.80 s\s+800 ms$/m);
    expect(vitalsTable([])).toMatch(/^no field measurement/);
  });
});
