// Route titles travel in a chunk of their own per language, not in the entry: until it comes, a document title is
// the operator's name (never a raw key); the page loader waits for it, so a page may show a title.
import { hasText, loadTitles, setMessages, t } from '../../src/locales';
import zhCN from '../../src/locales/zh-CN';
import enUS from '../../src/locales/en-US';
import { documentTitle } from '../../src/layouts/useDocumentTitle';
import generalZh from '../../src/pages/general/locales/zh-CN';
import generalEn from '../../src/pages/general/locales/en-US';
import titlesZh from '../../src/locales/zh-CN/titles';
import titlesEn from '../../src/locales/en-US/titles';
import routes, { flattenRoutes, formatTitle } from '../../config/routes';

describe('route titles', () => {
  it('are not in the entry catalogue', () => {
    expect(Object.keys(zhCN).some((k) => k.startsWith('title.'))).toBe(false);
    expect(Object.keys(enUS).some((k) => k.startsWith('title.'))).toBe(false);
  });

  it('come with their chunk, in the language in use', async () => {
    setMessages('zh-CN', zhCN);
    expect(hasText('title.cfsf')).toBe(false);
    expect(documentTitle(['title.cfsf'])).toBe(documentTitle([]));
    await loadTitles('zh-CN');
    expect(hasText('title.cfsf')).toBe(true);
    expect(documentTitle(['title.newRecharge', 'title.newRecharge.index2'])).toBe(
      `${t('title.newRecharge')} - ${t('title.newRecharge.index2')}`,
    );
    await loadTitles('en-US');
    setMessages('en-US', enUS);
    expect(t('title.newRecharge')).not.toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('a page whose heading is its title', () => {
  it.each([
    ['zh-CN', generalZh, titlesZh],
    ['en-US', generalEn, titlesEn],
  ] as const)('%s: /tip/error and /tip/success say the same in the title bar and the heading', (_, page, titles) => {
    expect(page['result.tipError.title']).toBe(titles['title.tip.error']);
    expect(page['result.tipSuccess.title']).toBe(titles['title.tip.success']);
  });
});

describe('the titles the spec names', () => {
  const home = flattenRoutes(routes).find((r) => r.path === '/');

  it.each([
    ['zh-CN', titlesZh, '首页'],
    ['en-US', titlesEn, 'Home'],
  ] as const)('%s: home has a title of its own, not the fallback of a route without one', (_, titles, text) => {
    expect(home?.title).toEqual(['title.home']);
    expect(formatTitle(home?.title, (k) => titles[k])).toBe(text);
  });

  it('/douyin is the monthly pack (月包), in both languages', () => {
    expect(titlesZh['title.douyin']).toMatch(/月包$/);
    expect(titlesEn['title.douyin']).toMatch(/monthly pack/);
  });
});
