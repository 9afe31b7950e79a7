// A small seeded generator (mulberry32) so that a seed gives the same codes, ids and data every run.

export interface Rng {
  /** [0, 1) */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  digits(n: number): string;
  /** Lowercase letters and digits. */
  token(n: number): string;
  chance(p: number): boolean;
}

export function createRng(seed: number): Rng {
  let a = seed >>> 0 || 0x9e3779b9;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)],
    digits: (n: number) => Array.from({ length: n }, () => String(int(0, 9))).join(''),
    token: (n: number) => Array.from({ length: n }, () => alphabet.charAt(int(0, alphabet.length - 1))).join(''),
    chance: (p: number) => next() < p,
  };
}

/** A stable hash of a string, to derive per-entity generators (usage of a number in a month, ...). */
export function hashSeed(...parts: (string | number)[]): number {
  let h = 2166136261;
  for (const ch of parts.join('|')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
