// Links built from server data allow only paths of this app and http(s) addresses (ARCHITECTURE.md §8).
import { BASENAME } from '../../config/app';

export interface SafeLink {
  href: string;
  internal: boolean;
}

export function safeLink(link: string | undefined): SafeLink | undefined {
  if (!link) return undefined;
  if (link.startsWith('/') && !link.startsWith('//')) {
    const path = link.startsWith(`${BASENAME}/`) ? link.slice(BASENAME.length) : link;
    return { href: path, internal: true };
  }
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? { href: url.toString(), internal: false }
      : undefined;
  } catch {
    return undefined;
  }
}
