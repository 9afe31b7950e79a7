// Reading the page's query safely: plain text with a length cap, and return targets limited to this app.

/** A same-app path (`/x?y`), never `//host`, a scheme, or a backslash trick; else undefined. */
export function safePath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  return /^\/[\w\-./?=&%~]*$/.test(value) ? value : undefined;
}

/** Plain text from the address for display (rendered as text, never HTML), at most `max` characters. */
export function plainText(value: string | null | undefined, max = 60): string | undefined {
  const text = Array.from(value ?? '')
    .filter((c) => c >= ' ' && c !== '<' && c !== '>')
    .join('')
    .trim();
  return text ? text.slice(0, max) : undefined;
}

/** One of the allowed values from the address, else the first of them. */
export function oneOf<T extends string>(value: string | null | undefined, allowed: readonly [T, ...T[]]): T {
  return allowed.find((a) => a === value) ?? allowed[0];
}
