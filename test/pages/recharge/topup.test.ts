// The family's pure rules: the number as typed, China time, where a refusal shows, drafts.
import { addMessages } from '../../../src/locales';
import { RequestError } from '../../../src/services/request';
import {
  chinaDayOfMonth,
  clockText,
  codeProblem,
  inMaintenance,
  lastMonths,
  phoneProblem,
  placeOf,
  readDraft,
  regionLabel,
  saveDraft,
  storedPhone,
} from '../../../src/pages/recharge/topup';
import { cleanPhone } from '../../../src/pages/shared/phone';
import { dropDraftMemory } from '../../../src/pages/shared/draft';
import { messages } from '../../../src/pages/recharge/messages';
import { precheckOf } from '../../support/precheck';

addMessages(messages);

const cn = (iso: string) => Date.parse(`${iso}+08:00`);

describe('the number', () => {
  it('judges a complete number only while typing; empty and short on leaving or submitting', () => {
    expect(phoneProblem('1868712')).toBeUndefined();
    expect(phoneProblem('')).toBeUndefined();
    expect(phoneProblem('1868712', true)).toEqual({ key: 'recharge.form.phoneShort' });
    expect(phoneProblem('', true)).toEqual({ key: 'recharge.form.phoneRequired' });
    expect(phoneProblem('12345678901')).toEqual({ key: 'recharge.form.phoneInvalid' });
    expect(phoneProblem('18687120001', true)).toBeUndefined();
  });

  it('keeps digits only, drops a +86', () => {
    expect(cleanPhone('+86 186-8712-0001')).toBe('18687120001');
    expect(cleanPhone('1868712000199')).toBe('18687120001');
  });

  it('the SMS code has 6 digits', () => {
    expect(codeProblem('')).toEqual({ key: 'recharge.tooth.codeRequired' });
    expect(codeProblem('123')).toEqual({ key: 'recharge.tooth.codeInvalid' });
    expect(codeProblem('123456')).toBeUndefined();
  });

  it('"云南 昆明 联通"', () => {
    expect(regionLabel(precheckOf('18687120001'))).toBe('云南 昆明 联通');
  });
});

describe('China time', () => {
  it('the maintenance window is 22:50 to 00:50', () => {
    expect(inMaintenance(cn('2026-11-22T22:49:00'))).toBe(false);
    expect(inMaintenance(cn('2026-11-22T22:50:00'))).toBe(true);
    expect(inMaintenance(cn('2026-11-23T00:49:00'))).toBe(true);
    expect(inMaintenance(cn('2026-11-23T00:50:00'))).toBe(false);
  });

  it('the day of the month and the last six months follow Beijing, not the phone', () => {
    expect(chinaDayOfMonth(Date.parse('2026-11-30T17:00:00Z'))).toBe(1);
    expect(lastMonths(cn('2026-02-10T09:00:00'))).toEqual(['202602', '202601', '202512', '202511', '202510', '202509']);
  });

  it('mm:ss', () => {
    expect(clockText(30 * 60_000)).toBe('30:00');
    expect(clockText(61_001)).toBe('01:02');
    expect(clockText(-5)).toBe('00:00');
  });
});

describe('where a refusal shows', () => {
  const biz = (code: string) => new RequestError('business', 'x', { code });
  it.each([
    ['E_BLACKLIST', 'phone'],
    ['E_NOT_OUR_NUMBER', 'phone'],
    ['E_NOT_LOCAL', 'phone'],
    ['E_PROMO_ONCE', 'phone'],
    ['E_DAILY_CAP', 'amount'],
    ['E_MAINTENANCE', 'maintenance'],
    ['E_TOKEN_EXPIRED', 'token'],
    ['E_SMS_WRONG', 'code'],
    ['E_SOMETHING', 'toast'],
  ])('%s → %s', (code, place) => {
    expect(placeOf(biz(code))).toBe(place);
  });
  it('transport failures are toasts', () => {
    expect(placeOf(new RequestError('timeout', 'x'))).toBe('toast');
    expect(placeOf(new Error('x'))).toBe('toast');
  });
});

describe('drafts', () => {
  it('round-trip the choice; the number comes back only when it is the bound one, never stored in full', () => {
    saveDraft('recharge', { phone: '18687120001', faceFen: 5000 });
    expect(window.sessionStorage.getItem('sms2_draft_recharge')).not.toContain('18687120001');
    expect(readDraft('recharge')).toEqual({ phone: '18687120001', faceFen: 5000 }); // the page that typed it
    dropDraftMemory(); // a reload
    expect(readDraft('recharge')).toEqual({ phone: '', faceFen: 5000 });
    window.localStorage.setItem('wechatUser_phone', '18687120001');
    expect(readDraft('recharge')).toEqual({ phone: '18687120001', faceFen: 5000 });
    saveDraft('other', { phone: '15508750002' });
    dropDraftMemory();
    expect(readDraft('other')).toEqual({ phone: '' });
    window.sessionStorage.setItem('sms2_draft_x', '{"phone":"18687120001","smsCode":"123456"}');
    expect(readDraft('x')).toBeUndefined();
    window.sessionStorage.setItem('sms2_draft_y', 'not json');
    expect(readDraft('y')).toBeUndefined();
  });

  it('the saved number of the user lookup', () => {
    expect(storedPhone()).toBe('');
    window.localStorage.setItem('wechatUser_phone', '18687120001');
    expect(storedPhone()).toBe('18687120001');
  });
});
