// The one window rule of configured items (banners, tiles, the activity list): by the server's time, at the end an
// item has ended; a missing or unreadable end runs on, a missing or unreadable start is running.
import { notEnded, windowPhase } from '../../../src/pages/shared/activityWindow';

const at = (iso: string) => Date.parse(iso);
const D11 = { startAt: '2026-11-01T00:00:00+08:00', endAt: '2026-11-12T00:00:00+08:00' };

describe('windowPhase', () => {
  it('is upcoming before the start, live from the start, ended from the end on', () => {
    expect(windowPhase(D11, at('2026-10-31T23:59:59+08:00'))).toBe('upcoming');
    expect(windowPhase(D11, at('2026-11-01T00:00:00+08:00'))).toBe('live');
    expect(windowPhase(D11, at('2026-11-11T23:59:59+08:00'))).toBe('live');
    expect(windowPhase(D11, at('2026-11-12T00:00:00+08:00'))).toBe('ended');
  });

  it('runs on without an end (or with one it cannot read), is live without a start', () => {
    const now = at('2030-01-01T00:00:00+08:00');
    expect(windowPhase({}, now)).toBe('live');
    expect(windowPhase({ startAt: D11.startAt, endAt: 'soon' }, now)).toBe('live');
    expect(windowPhase({ endAt: D11.endAt }, at('2026-10-01T00:00:00+08:00'))).toBe('live');
  });
});

describe('notEnded', () => {
  const items = [
    {
      id: 'lclyh',
      title: '2022老用户存费回馈',
      startAt: '2022-01-01T00:00:00+08:00',
      endAt: '2023-01-01T00:00:00+08:00',
    },
    { id: 'd11', title: '双11狂欢', ...D11 },
    { id: 'd12', title: '双12年终盛典', startAt: '2026-12-01T00:00:00+08:00', endAt: '2026-12-13T00:00:00+08:00' },
    { id: 'always', title: '充值' },
  ];

  it('leaves out what has ended by the time given (the server’s), keeps the upcoming and the order', () => {
    const serverNow = at('2026-11-26T12:00:00+08:00');
    expect(notEnded(items, serverNow).map((i) => i.id)).toEqual(['d12', 'always']);
  });

  it('a server still inside 11.11 keeps it, whatever the phone’s own clock says', () => {
    expect(notEnded(items, at('2026-11-11T20:00:00+08:00')).map((i) => i.id)).toEqual(['d11', 'd12', 'always']);
  });
});
