// One English name per deposit-gift offer: the page's headline, the route's title and the server's title agree.
import { translate } from '../../../mocks/core/lang';
import { messages } from '../../../src/pages/depositGift/messages';
import titles from '../../../src/locales/en-US/titles';

describe('the English names of cfsf and cfsf2', () => {
  it.each([
    ['cfsf', '存费最低6.5折'],
    ['cfsf2', '充值最低6.5折'],
  ] as const)('%s is named one way on the page, in the title and by the server', (actId, zh) => {
    const headline = messages['en-US'][`depositGift.headline.${actId}`];
    expect(headline).toBe(titles[`title.${actId}`]);
    expect(translate(zh, 'en')).toBe(headline);
  });
});
