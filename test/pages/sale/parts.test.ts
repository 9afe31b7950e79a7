// The share card the sale family's activity pages hand to WeChat (useWxShare): the title and text given, a picture
// only when its address passes the server-URL check, and a link on the page's path with source=share_<actId> alone;
// and the words of a long countdown.
import { addMessages } from '../../../src/locales';
import { messages } from '../../../src/pages/sale/messages';
import { countdownText, shareCard } from '../../../src/pages/sale/parts';

addMessages(messages);

describe('shareCard', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/sms2/vote?phone=18687120001&token=abc');
  });

  it('carries the title, the text, a checked picture and a link with the allowed parameter only', () => {
    const card = shareCard({
      path: '/vote',
      actId: 'vote',
      title: 'App工具图标设计投票',
      desc: '6款设计等你来选，每天3票',
      img: '/sms2-api/__sim/img/vote_c.svg',
    });
    expect(card.title).toBe('App工具图标设计投票');
    expect(card.desc).toBe('6款设计等你来选，每天3票');
    expect(card.imgUrl).toBe(`${window.location.origin}/sms2-api/__sim/img/vote_c.svg`);
    const link = new URL(card.link);
    expect(link.pathname).toBe('/sms2/vote');
    expect([...link.searchParams.entries()]).toEqual([['source', 'share_vote']]);
  });

  it('leaves out a picture the app may not load (a script address, none at all)', () => {
    expect(
      shareCard({ path: '/seckillNew', actId: 'seckill', title: 't', desc: 'd', img: 'javascript:alert(1)' }).imgUrl,
    ).toBe('');
    expect(shareCard({ path: '/seckillNew', actId: 'seckill', title: 't', desc: 'd' }).imgUrl).toBe('');
  });
});

describe('countdownText', () => {
  it('counts hours under a day, days beyond', () => {
    expect(countdownText(3723)).toBe('01:02:03');
    expect(countdownText(2 * 86400 + 3723)).toBe('2天 01:02:03');
    expect(countdownText(-5)).toBe('00:00:00');
  });
});
