// The activity state machine: one pure function from the server's facts to the state a deposit-gift page shows.
import {
  activityState,
  clockOffset,
  secondsUntil,
  serverNow,
  type ActivityFacts,
} from '../../../src/pages/shared/activityState';

const window = { startAt: '2025-06-01T00:00:00+08:00', endAt: '2025-07-01T00:00:00+08:00' };
const during = '2025-06-15T10:00:00+08:00';
const facts = (over: Partial<ActivityFacts> = {}): ActivityFacts => ({
  ...window,
  serverTime: during,
  eligible: true,
  joined: false,
  ...over,
});

describe('activityState', () => {
  it('is active inside the window for an eligible customer with places left', () => {
    expect(activityState(facts())).toBe('active');
    expect(activityState(facts({ stockLeft: 3 }))).toBe('active');
  });

  it('is notStarted before the start, and active from the start instant', () => {
    expect(activityState(facts({ serverTime: '2025-05-31T23:59:59+08:00' }))).toBe('notStarted');
    expect(activityState(facts({ serverTime: window.startAt }))).toBe('active');
  });

  it('is ended from the end instant on (the end is exclusive)', () => {
    expect(activityState(facts({ serverTime: '2025-06-30T23:59:59+08:00' }))).toBe('active');
    expect(activityState(facts({ serverTime: window.endAt }))).toBe('ended');
    expect(
      activityState(
        facts({
          serverTime: '2023-01-02T00:00:00+08:00',
          startAt: '2022-01-01T00:00:00+08:00',
          endAt: '2023-01-01T00:00:00+08:00',
        }),
      ),
    ).toBe('ended');
  });

  it('is soldOut with no places left, and a zero-or-less stock counts as none', () => {
    expect(activityState(facts({ stockLeft: 0 }))).toBe('soldOut');
    expect(activityState(facts({ stockLeft: -1 }))).toBe('soldOut');
  });

  it('is joined for a customer who already took part, and ineligible for one who may not', () => {
    expect(activityState(facts({ joined: true, eligible: false }))).toBe('joined');
    expect(activityState(facts({ eligible: false }))).toBe('ineligible');
  });

  it('puts the window first, then joined, then sold out, then eligibility', () => {
    expect(
      activityState(facts({ serverTime: '2025-05-01T00:00:00+08:00', joined: true, stockLeft: 0, eligible: false })),
    ).toBe('notStarted');
    expect(
      activityState(facts({ serverTime: '2025-08-01T00:00:00+08:00', joined: true, stockLeft: 0, eligible: false })),
    ).toBe('ended');
    expect(activityState(facts({ joined: true, stockLeft: 0, eligible: false }))).toBe('joined');
    expect(activityState(facts({ stockLeft: 0, eligible: false }))).toBe('soldOut');
  });

  it('takes milliseconds as well as ISO strings, and reads the zone', () => {
    const start = Date.parse(window.startAt);
    expect(activityState(facts({ serverTime: start - 1, startAt: start, endAt: start + 1000 }))).toBe('notStarted');
    // 02:00 UTC on 31 May is 10:00 on 31 May in China: still before a China-time 1 June start.
    expect(activityState(facts({ serverTime: '2025-05-31T02:00:00Z' }))).toBe('notStarted');
    expect(activityState(facts({ serverTime: '2025-05-31T16:00:00Z' }))).toBe('active');
  });

  it('treats an unreadable time as ended rather than open for payment', () => {
    expect(activityState(facts({ serverTime: 'soon' }))).toBe('ended');
    expect(activityState(facts({ endAt: '' }))).toBe('ended');
    expect(activityState(facts({ startAt: 'x' }))).toBe('ended');
  });

  it('is joined once the per-customer quota is used, and the quota at 1 or none leaves it active', () => {
    expect(activityState(facts({ quotaLeft: 0 }))).toBe('joined');
    expect(activityState(facts({ quotaLeft: 0, stockLeft: 0 }))).toBe('joined');
    expect(activityState(facts({ quotaLeft: 1 }))).toBe('active');
    expect(activityState(facts({ quotaLeft: 1, stockLeft: 0 }))).toBe('soldOut');
    expect(activityState(facts({ quotaLeft: 0, serverTime: window.endAt }))).toBe('ended');
  });
});

describe('the server clock', () => {
  it('keeps the offset of the server from the phone, 0 when the server time is unreadable or missing', () => {
    const phone = Date.parse('2025-06-15T10:00:00+08:00');
    expect(clockOffset('2025-06-15T10:05:00+08:00', phone)).toBe(300_000);
    expect(clockOffset(phone - 1000, phone)).toBe(-1000);
    expect(clockOffset('later', phone)).toBe(0);
    expect(clockOffset(undefined, phone)).toBe(0);
    expect(serverNow(300_000, phone)).toBe(phone + 300_000);
  });

  it('counts whole seconds down to an instant, never below 0', () => {
    const at = Date.parse(window.startAt);
    expect(secondsUntil(window.startAt, at - 61_500)).toBe(62);
    expect(secondsUntil(at, at)).toBe(0);
    expect(secondsUntil(at, at + 5000)).toBe(0);
    expect(secondsUntil('x', at)).toBe(0);
  });
});
