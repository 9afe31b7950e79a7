// What a shared activity link carries: the source of the share and the named parameters, nothing else.
import { shareLink } from '../../../src/pages/shared/share';

const base = 'https://wx.example.com/sms2/vote?token=abc&code=123';

describe('shareLink', () => {
  it('carries source=share_<actId> on the bare path under the app', () => {
    expect(shareLink('/vote', 'VOTE2025', {}, base)).toBe('https://wx.example.com/sms2/vote?source=share_VOTE2025');
  });

  it('drops what the path carried and keeps only the named parameters with a value', () => {
    const link = new URL(
      shareLink('/yjq/collect?token=abc&phone=18600000001#x', 'YJQ', { inviteId: 'I9', money: undefined, x: '' }, base),
    );
    expect(link.pathname).toBe('/sms2/yjq/collect');
    expect([...link.searchParams.keys()]).toEqual(['source', 'inviteId']);
    expect(link.searchParams.get('inviteId')).toBe('I9');
    expect(link.hash).toBe('');
  });
});
