// The bundled agreement texts: both languages complete, parallel and plain text.
import { DOC_KEYS, loadDocs } from '../../src/pages/general/docs';
import enUS from '../../src/pages/general/docs/en-US';
import { type AgreementDoc, type DocKey } from '../../src/pages/general/docs/types';
import zhCN from '../../src/pages/general/docs/zh-CN';

const LANGS = { 'zh-CN': zhCN, 'en-US': enUS } as const;

const TITLES: Record<DocKey, { zh: string; en: string }> = {
  a1: { zh: '客户入网服务协议', en: 'Customer Service Agreement' },
  a2: { zh: '个人信息保护政策', en: 'Privacy Policy' },
  a3: { zh: '实名登记及个人信息授权书', en: 'Real-Name Registration and Personal Information Authorisation' },
};

const HTML_TAG = /<[a-z/][^>]*>/i;

function strings(doc: AgreementDoc): string[] {
  return [doc.title, doc.updated, doc.intro, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs])];
}

function isValidDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

describe('agreement texts', () => {
  it('both languages have exactly the documents a1, a2 and a3', () => {
    expect(Object.keys(zhCN).sort()).toEqual([...DOC_KEYS]);
    expect(Object.keys(enUS).sort()).toEqual([...DOC_KEYS]);
  });

  it.each(DOC_KEYS)('%s has the given titles', (key) => {
    expect(zhCN[key].title).toBe(TITLES[key].zh);
    expect(enUS[key].title).toBe(TITLES[key].en);
  });

  it.each(DOC_KEYS)('%s has the same number of sections (6–12) and paragraphs per section in both languages', (key) => {
    const zh = zhCN[key].sections;
    const en = enUS[key].sections;
    expect(en).toHaveLength(zh.length);
    expect(zh.length).toBeGreaterThanOrEqual(6);
    expect(zh.length).toBeLessThanOrEqual(12);
    expect(en.map((s) => s.paragraphs.length)).toEqual(zh.map((s) => s.paragraphs.length));
  });

  it.each(DOC_KEYS)('%s has a valid update date, the same in both languages', (key) => {
    expect(isValidDate(zhCN[key].updated)).toBe(true);
    expect(enUS[key].updated).toBe(zhCN[key].updated);
  });

  it('the date check rejects impossible dates', () => {
    expect(isValidDate('2026-02-30')).toBe(false);
    expect(isValidDate('2026-11-1')).toBe(false);
  });

  describe.each(Object.entries(LANGS))('%s', (_lang, docs) => {
    it.each(DOC_KEYS)('%s has no empty strings and no HTML tags', (key) => {
      const doc = docs[key];
      expect(doc.sections.length).toBeGreaterThan(0);
      for (const section of doc.sections) expect(section.paragraphs.length).toBeGreaterThan(0);
      for (const text of strings(doc)) {
        expect(text.trim()).not.toBe('');
        expect(text).not.toMatch(HTML_TAG);
      }
    });
  });

  it.each(DOC_KEYS)('%s (zh-CN) runs to 1,200–2,500 Chinese characters', (key) => {
    const han =
      strings(zhCN[key])
        .join('')
        .match(/\p{Script=Han}/gu) ?? [];
    expect(han.length).toBeGreaterThanOrEqual(1200);
    expect(han.length).toBeLessThanOrEqual(2500);
  });

  it('loadDocs resolves each language', async () => {
    await expect(loadDocs('zh-CN')).resolves.toBe(zhCN);
    await expect(loadDocs('en-US')).resolves.toBe(enUS);
  });
});
