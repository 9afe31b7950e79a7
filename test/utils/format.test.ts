// Display formats: amounts, masks, and dates and times in China time whatever the phone's zone.
import { date, dateTime, maskPhone, shortDateTime, yuan } from '../../src/utils/format';

describe('amounts and masks', () => {
  it('two decimals, the sign kept; an 11-digit number masked', () => {
    expect(yuan(3650)).toBe('¥36.50');
    expect(yuan(-1230)).toBe('-¥12.30');
    expect(maskPhone('18687120001')).toBe('186****0001');
  });
});

describe('dates and times', () => {
  it('an ISO time with its offset reads as China time, never as the raw string', () => {
    expect(dateTime('2026-11-23T23:40:10+08:00')).toBe('2026-11-23 23:40:10');
    expect(dateTime('2026-11-23T15:40:10Z')).toBe('2026-11-23 23:40:10');
    expect(date('2026-11-23T16:30:00Z')).toBe('2026-11-24');
    expect(shortDateTime('2026-11-23T23:40:10+08:00')).toBe('11-23 23:40');
  });

  it('epoch ms too; an unreadable value shows nothing', () => {
    expect(dateTime(Date.parse('2026-01-01T00:00:00+08:00'))).toBe('2026-01-01 00:00:00');
    expect(dateTime('soon')).toBe('');
    expect(date('')).toBe('');
  });
});
