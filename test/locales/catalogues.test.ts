// Every part of the catalogue exists in both languages with the same keys, no empty text, and placeholders that
// match: a key missing in either language fails here (and at compile time through the parts' types).
import fs from 'node:fs';
import path from 'node:path';
import { detectLang, LANG_STORAGE_KEY, setMessages, t } from '../../src/locales';
import zhAll from '../../src/locales/zh-CN';
import enAll from '../../src/locales/en-US';

// The shell's parts (src/locales/<lang>/<part>.ts) and every page family's (src/pages/<family>/locales/<lang>.ts).
const dir = path.join(__dirname, '../../src/locales');
const pagesDir = path.join(__dirname, '../../src/pages');
const shellParts = fs.readdirSync(path.join(dir, 'zh-CN')).filter((f) => f.endsWith('.ts') && f !== 'index.ts');
const familyParts = fs
  .readdirSync(pagesDir)
  .filter((f) => fs.existsSync(path.join(pagesDir, f, 'locales', 'zh-CN.ts')));
const parts = [...shellParts, ...familyParts.map((f) => `pages/${f}`)];
const fileOf = (lang: string, part: string) =>
  part.startsWith('pages/') ? path.join(pagesDir, part.slice(6), 'locales', `${lang}.ts`) : path.join(dir, lang, part);

const load = (lang: string, part: string): Record<string, string> =>
  jest.requireActual<{ default: Record<string, string> }>(fileOf(lang, part)).default;
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join(',');

it("finds the page families' parts", () => {
  expect(familyParts).toEqual(expect.arrayContaining(['general', 'account', 'recharge', 'depositGift']));
});

describe.each(parts)('catalogue part %s', (part) => {
  it('exists in en-US with exactly the keys of zh-CN', () => {
    expect(fs.existsSync(fileOf('en-US', part))).toBe(true);
    expect(Object.keys(load('en-US', part)).sort()).toEqual(Object.keys(load('zh-CN', part)).sort());
  });

  it('has no empty text, the same placeholders in both languages, and no Chinese in en-US', () => {
    const zh = load('zh-CN', part);
    const en = load('en-US', part);
    for (const key of Object.keys(zh)) {
      expect([key, zh[key].trim().length > 0]).toEqual([key, true]);
      expect([key, en[key].trim().length > 0]).toEqual([key, true]);
      expect([key, placeholders(en[key])]).toEqual([key, placeholders(zh[key])]);
      // The language switch names the other language in its own script.
      expect([key, /[\u4e00-\u9fa5]/.test(en[key]) && key !== 'home.footer.language']).toEqual([key, false]);
    }
  });
});

describe('the shell catalogue', () => {
  it('en-US and zh-CN have the same keys', () => {
    expect(Object.keys(enAll).sort()).toEqual(Object.keys(zhAll).sort());
  });

  it('translates with placeholders and shows an unknown key rather than nothing', () => {
    setMessages('en-US', enAll);
    expect(t('common.retry')).toBe('Retry');
    expect(t('nope.key' as never)).toBe('nope.key');
  });

  it('?lang=en switches to English and remembers it; zh-CN is the default', () => {
    expect(detectLang('')).toBe('zh-CN');
    expect(detectLang('?lang=en')).toBe('en-US');
    expect(window.localStorage.getItem(LANG_STORAGE_KEY)).toBe('en-US');
    expect(detectLang('')).toBe('en-US');
    expect(detectLang('?lang=zh')).toBe('zh-CN');
  });
});
