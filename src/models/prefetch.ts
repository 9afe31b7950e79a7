// First data in flight before its page: the entry starts a page's first calls at boot or at the moment of a
// navigation (src/layouts/firstData.ts), side by side with the page chunk and the session; the page's model,
// registered later from its chunk, takes the answer (or the call still under way) instead of asking again.
// The calls are ordinary requests of the request layer, so DevTools shows them as they go.
import { quiet } from '../core';
import type { Allowance, Balance, ConfigItem, PreCheckInfo, ProductItem } from '../services/api/types';

/** What can be in flight, by key: a key names one call with its arguments, its value is what the call answers. */
export interface Prefetched {
  'home/config': ConfigItem[];
  'home/products': ProductItem[];
  'home/balance': Balance;
  'home/allowance': Allowance;
  /** The pre-check of one number: `preCheck:<phone>`. */
  [preCheck: `preCheck:${string}`]: PreCheckInfo;
}
export type PrefetchKey = keyof Prefetched;

/** An answer older than this is not taken: the model asks again. */
export const PREFETCH_TTL_MS = 30_000;

const inflight = new Map<string, { at: number; promise: Promise<unknown> }>();

/** Starts a call ahead of its page, unless the same call is already in flight. Its failure is the taker's. */
export function prefetch<K extends PrefetchKey>(key: K, start: () => Promise<Prefetched[K]>, now = Date.now()): void {
  const held = inflight.get(key);
  if (held && now - held.at < PREFETCH_TTL_MS) return;
  const promise = start();
  quiet(promise); // a failure shows where the answer is taken; nobody taking it is no error
  inflight.set(key, { at: now, promise });
}

/** The call started ahead for `key`, once (a second take, a retry, asks again); undefined when none is fresh. */
export function takePrefetched<K extends PrefetchKey>(key: K, now = Date.now()): Promise<Prefetched[K]> | undefined {
  const held = inflight.get(key);
  inflight.delete(key);
  return held && now - held.at < PREFETCH_TTL_MS ? (held.promise as Promise<Prefetched[K]>) : undefined;
}

/** Forgets every call started ahead (tests; a logout). */
export function clearPrefetched(): void {
  inflight.clear();
}
