// The venue landings read their configuration item by item: a malformed item drops alone and only its section
// degrades; links go to built routes or checked https addresses only.
import { productLink, sectionsOf, venueOf, VENUES } from '../../../src/pages/venues/venueConfig';

const built = (to: string) => !to.startsWith('/stockGetPhone');
const BASE = 'https://sms2.example.cn/sms2/doubleEleven';

const good = [
  { id: 'h', kind: 'banner', title: '双11狂欢', imageUrl: '/sms2-api/__sim/img/venue.svg', sort: 1 },
  { id: 't1', kind: 'tile', title: '11:11秒杀', link: '/seckillNew', sort: 2 },
  { id: 't2', kind: 'tile', title: '合约购机', link: '/stockGetPhone', sort: 3 },
  { id: 'f1', kind: 'floor', title: '5G流量包半价', actCode: 'doubleEleven', sort: 4 },
  { id: 'r1', kind: 'notice', title: '活动时间：11月1日至11日。', sort: 5 },
];

describe('sectionsOf', () => {
  it('builds the hero, tiles (planned routes marked), floors and rules in their order', () => {
    const s = sectionsOf(good, built, { base: BASE });
    expect(s.hero).toEqual({ title: '双11狂欢', imageUrl: 'https://sms2.example.cn/sms2-api/__sim/img/venue.svg' });
    expect(s.tiles).toEqual([
      { title: '11:11秒杀', to: '/seckillNew', external: false, ready: true },
      { title: '合约购机', to: '/stockGetPhone', external: false, ready: false },
    ]);
    expect(s.floors).toEqual([{ id: 'f1', title: '5G流量包半价', actCode: 'doubleEleven' }]);
    expect(s.rules).toEqual(['活动时间：11月1日至11日。']);
    expect(s.dropped).toBe(0);
  });

  it('images: false (a render at build time) leaves the images out and nothing else', () => {
    const withImages = sectionsOf(good, built, { base: BASE });
    const without = sectionsOf(good, built, { base: 'https://build.invalid/', images: false });
    expect(without.hero).toEqual({ title: '双11狂欢' });
    expect(without).toEqual({ ...withImages, hero: { title: '双11狂欢' } });
  });

  it('drops malformed items alone: the other sections stand', () => {
    const s = sectionsOf(
      [
        ...good,
        { id: 'x1', kind: 'tile', title: { zh: '秒杀' }, link: '/seckillNew' }, // title not text (a number would be read as one)
        { id: 'x2', kind: 'carousel', title: '未知' }, // unknown kind
        { id: 'x3', kind: 'floor', title: '无楼层编码' }, // floor without actCode
        { id: 'x4', kind: 'tile', title: '脚本', link: 'javascript:alert(1)' }, // never followed
        { id: 'x5', kind: 'tile', title: '无链接', sort: 9 }, // a tile leading nowhere
        { id: 'x6', kind: 'notice', title: '   ' }, // empty rule
        null,
        'text',
      ],
      built,
      { base: BASE },
    );
    expect(s.tiles.map((t) => t.title)).toEqual(['11:11秒杀', '合约购机']);
    expect(s.tiles.some((t) => t.to.startsWith('javascript'))).toBe(false);
    expect(s.floors).toHaveLength(1);
    expect(s.rules).toHaveLength(1);
    expect(s.dropped).toBeGreaterThanOrEqual(7);
  });

  it('keeps an https partner tile as an external link', () => {
    const s = sectionsOf([{ id: 'e', kind: 'tile', title: '合作伙伴', link: 'https://partner.example.com/a' }], built, {
      base: BASE,
    });
    expect(s.tiles).toEqual([{ title: '合作伙伴', to: 'https://partner.example.com/a', external: true, ready: true }]);
  });

  it('degrades to nothing (not a crash) when the answer is not a list', () => {
    for (const raw of [undefined, null, {}, 'x', 3])
      expect(sectionsOf(raw, built, { base: BASE })).toEqual({ tiles: [], floors: [], rules: [], dropped: 0 });
  });

  it('leaves out an item whose own window has ended by the server’s time: no hero or tile promotes what is over', () => {
    const ended = [
      { id: 'h0', kind: 'banner', title: '双11狂欢', sort: 0, endAt: '2026-11-12T00:00:00+08:00' },
      {
        id: 't0',
        kind: 'tile',
        title: '11.11限时折扣',
        link: '/discounts',
        sort: 1,
        endAt: '2026-11-12T00:00:00+08:00',
      },
      {
        id: 't9',
        kind: 'tile',
        title: '双12预告',
        link: '/doubleTwelve',
        sort: 9,
        startAt: '2026-12-01T00:00:00+08:00',
      },
    ];
    const after = sectionsOf([...ended, ...good], built, { base: BASE, now: Date.parse('2026-11-26T12:00:00+08:00') });
    expect(after.hero?.title).toBe('双11狂欢');
    expect(after.hero?.imageUrl).toBeDefined(); // the configured hero without an end, not the ended one
    expect(after.tiles.map((t) => t.title)).toEqual(['11:11秒杀', '合约购机', '双12预告']);
    expect(after.dropped).toBe(0);
    const during = sectionsOf([...ended, ...good], built, { base: BASE, now: Date.parse('2026-11-11T12:00:00+08:00') });
    expect(during.hero).toEqual({ title: '双11狂欢' });
    expect(during.tiles.map((t) => t.title)).toContain('11.11限时折扣');
  });

  it('without a hero item the page falls back to its own title (no hero section)', () => {
    expect(sectionsOf(good.slice(1), built, { base: BASE }).hero).toBeUndefined();
  });
});

describe('venueOf and productLink', () => {
  it('names each route its activity, halls with their main venue', () => {
    expect(Object.keys(VENUES)).toHaveLength(5);
    expect(venueOf('/yearMainVenue/venue5G')).toEqual({ actId: 'venue5G', parent: '/yearMainVenue' });
    expect(venueOf('/doubleTwelve/')).toEqual({ actId: 'doubleTwelve' });
  });

  it('links a product to a built app path only', () => {
    expect(productLink('/flowDetail/fiveG/product1', () => true)).toBe('/flowDetail/fiveG/product1');
    expect(productLink('/flowDetail/fiveG/product1', () => false)).toBeUndefined();
    expect(productLink('https://evil.example.com/', () => true)).toBeUndefined();
    expect(productLink(undefined, () => true)).toBeUndefined();
  });
});
