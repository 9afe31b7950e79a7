// The language of a request: Accept-Language `en`, `en-US` (any English tag ranked first) gives English;
// anything else, or nothing, zh-CN. Answers are built in Chinese; localize() puts the English of the text
// table (db/seed/texts.ts) in place of the texts the app shows, on the way out.
import { toEnglish } from '../db/seed/texts';

export type SimLang = 'zh-CN' | 'en';

/** The preferred language of an Accept-Language header (q-values respected). */
export function langOf(header: string | null | undefined): SimLang {
  if (!header) return 'zh-CN';
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((x) => x.tag && !Number.isNaN(x.q) && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  const first = ranked.find((x) => x.tag.startsWith('en') || x.tag.startsWith('zh'));
  return first?.tag.startsWith('en') ? 'en' : 'zh-CN';
}

/** Fields whose text the app shows (messages, titles, rules, reasons, validity). */
const TEXT_KEYS = new Set([
  'msg',
  'title',
  'desc',
  'text',
  'validity',
  'reasons',
  'blockers',
  'name',
  'planName',
  'label',
  'failReason',
  'cancelReason',
  'offerName',
  'badge',
  'brand',
  'cityName',
  'provinceName',
]);

/** One text in the language: line by line, a line without English stays as it is. */
export function translate(text: string, lang: SimLang): string {
  if (lang !== 'en' || !/[\u4e00-\u9fff]/.test(text)) return text;
  return text
    .split('\n')
    .map((line) => toEnglish(line) ?? line)
    .join('\n');
}

/** A copy of an answer (envelope or data) with the shown texts in the language. */
export function localize<T>(value: T, lang: SimLang): T {
  if (lang !== 'en') return value;
  return walk(value, false) as T;
}

function walk(v: unknown, text: boolean): unknown {
  if (typeof v === 'string') return text ? translate(v, 'en') : v;
  if (Array.isArray(v)) return v.map((x) => walk(x, text));
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, TEXT_KEYS.has(k))]));
  return v;
}
