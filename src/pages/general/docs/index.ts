// The agreement texts, one lazy chunk per language: a reader downloads only its own language.
import { type AgreementDoc, type DocKey } from './types';

export type { AgreementDoc, DocKey, DocSection } from './types';
export type DocLang = 'zh-CN' | 'en-US';

export const DOC_KEYS: readonly DocKey[] = ['a1', 'a2', 'a3'];

export async function loadDocs(lang: DocLang): Promise<Record<DocKey, AgreementDoc>> {
  const mod =
    lang === 'en-US'
      ? await import(/* webpackChunkName: "docs-en-US" */ './en-US')
      : await import(/* webpackChunkName: "docs-zh-CN" */ './zh-CN');
  return mod.default;
}
