// Links built from server data allow only paths of this app and https addresses (docs/ARCHITECTURE.md §6); the
// addresses pass the one check of every server address (serverUrl.ts).
import { BASENAME } from '../../config/app';
import { serverUrl } from './serverUrl';

export interface SafeLink {
  href: string;
  internal: boolean;
}

export function safeLink(link: string | undefined): SafeLink | undefined {
  if (!link) return undefined;
  if (link.startsWith('/') && !link.startsWith('//') && !link.includes('\\')) {
    const path = link.startsWith(`${BASENAME}/`) ? link.slice(BASENAME.length) : link;
    return { href: path, internal: true };
  }
  // Only an absolute address leaves the app; anything else ('x', '//host') is not a link of ours.
  const href = /^[a-z][a-z\d+.-]*:/i.test(link) ? serverUrl(link, 'link') : undefined;
  return href ? { href, internal: false } : undefined;
}
