import { useEffect } from 'react';
import { env } from '../../config/env';
import { getLang, hasText, t, type MessageKey } from '../locales';
import { useLang } from '../locales/useLang';

/**
 * The route's title pieces, each translated, joined by " - "; with no title (or before the titles' chunk has come),
 * the operator's regional name, never a raw key.
 */
export function documentTitle(pieces: readonly MessageKey[] | undefined): string {
  const text = (pieces ?? [])
    .filter(hasText)
    .map((k) => t(k))
    .filter(Boolean)
    .join(' - ');
  return text || env.operatorName[getLang()];
}

export function useDocumentTitle(pieces: readonly MessageKey[] | undefined): void {
  const lang = useLang();
  const title = documentTitle(pieces);
  useEffect(() => {
    document.title = title;
  }, [title, lang]);
}
