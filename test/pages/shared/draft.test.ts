// The drafts keep what a customer typed for that customer alone, and never an ID number or a whole phone number.
import { clearDraft, DRAFT_TTL_MS, dropDraftMemory, readDraft, saveDraft } from '../../../src/pages/shared/draft';
import { noteDraftOwner } from '../../../src/utils/draftOwner';

const isAny = (v: Record<string, unknown>): v is Record<string, unknown> => !!v;
const stored = (name: string) => window.sessionStorage.getItem(`sms2_draft_${name}`) ?? '';

describe('drafts', () => {
  it('never store an ID number: it comes back empty, to be asked again', () => {
    saveDraft('orderingCard', { name: '李明', certNo: '530502199708152013', detail: '世纪城1栋1单元301室' });
    expect(stored('orderingCard')).not.toContain('530502199708152013');
    // The page that typed it reads it whole; after a reload (a login through WeChat) the storage is what is left.
    expect(readDraft('orderingCard', isAny)).toMatchObject({ certNo: '530502199708152013' });
    dropDraftMemory();
    expect(readDraft('orderingCard', isAny)).toEqual({ name: '李明', certNo: '', detail: '世纪城1栋1单元301室' });
  });

  it('store a phone number masked, at any depth; it comes back only as the bound number (wechatUser_phone)', () => {
    saveDraft('complain', { form: { phone: '18687120001', text: '话费多扣' }, images: [] });
    saveDraft('lead', { phone: '155 0875 0002', mobile: '1550875' });
    expect(stored('complain')).toContain('186****0001');
    expect(stored('complain')).not.toContain('18687120001');
    expect(stored('lead')).not.toMatch(/1550875/);
    dropDraftMemory();
    expect(readDraft('complain', isAny)).toEqual({ form: { phone: '', text: '话费多扣' }, images: [] });
    window.localStorage.setItem('wechatUser_phone', '18687120001');
    expect(readDraft('complain', isAny)).toEqual({ form: { phone: '18687120001', text: '话费多扣' }, images: [] });
    expect(readDraft('lead', isAny)).toEqual({ phone: '', mobile: '' });
  });

  it('keep a chosen new number (not a phone field) and everything else as typed', () => {
    saveDraft('orderingCard', { held: { number: '18687129999' }, agreed: true, n: 3 });
    expect(readDraft('orderingCard', isAny)).toEqual({ held: { number: '18687129999' }, agreed: true, n: 3 });
  });

  it("belong to the customer: another customer's draft is never read, and goes when that customer logs in", () => {
    noteDraftOwner('o_sim_001');
    saveDraft('hire', { name: '王强' });
    noteDraftOwner('o_sim_001');
    expect(readDraft('hire', isAny)).toEqual({ name: '王强' });
    window.sessionStorage.setItem('sms2_draft_x', JSON.stringify({ owner: 'o_sim_009', value: { name: '赵刚' } }));
    expect(readDraft('x', isAny)).toBeUndefined();
    noteDraftOwner('o_sim_002');
    expect(stored('hire')).toBe('');
    expect(readDraft('hire', isAny)).toBeUndefined();
  });

  it('read nothing from a draft of another format, and clear', () => {
    window.sessionStorage.setItem('sms2_draft_old', '{"name":"王强"}');
    expect(readDraft('old', isAny)).toBeUndefined();
    saveDraft('y', { a: 'b' });
    clearDraft('y');
    expect(readDraft('y', isAny)).toBeUndefined();
  });

  it('keep a digest of the customer, never the WeChat id, so nothing names them once the session is gone', () => {
    noteDraftOwner('o_sim_001');
    saveDraft('hire', { name: '王强' });
    const everything = Object.keys(window.sessionStorage)
      .map((k) => `${k}=${window.sessionStorage.getItem(k) ?? ''}`)
      .join('\n');
    expect(everything).not.toContain('o_sim_001');
    noteDraftOwner('o_sim_001');
    dropDraftMemory();
    expect(readDraft('hire', isAny)).toEqual({ name: '王强' });
  });

  it('go when the session they were typed in has expired (2 hours after the last edit), not before', () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T02:00:00Z') });
    try {
      saveDraft('orderingCard', { name: '李明', detail: '世纪城1栋1单元301室' });
      jest.setSystemTime(Date.now() + DRAFT_TTL_MS - 60_000);
      dropDraftMemory();
      expect(readDraft('orderingCard', isAny)).toEqual({ name: '李明', detail: '世纪城1栋1单元301室' });
      jest.setSystemTime(Date.now() + 60_000);
      expect(readDraft('orderingCard', isAny)).toBeUndefined();
      expect(stored('orderingCard')).toBe('');
    } finally {
      jest.useRealTimers();
    }
  });
});
