// First data in flight before its page: the entry starts a page's first calls at boot or at the moment of a
// navigation (src/layouts/firstData.ts), side by side with the page chunk and the session; the page's model,
// registered later from its chunk, takes the answer (or the call still under way) instead of asking again.
// The calls are ordinary requests of the request layer, so DevTools shows them as they go.
//
// The entry does not carry the pages' response schemas (about 2 KB gzip): a call started ahead goes out unchecked,
// and the model checks the answer with its endpoint's schema as it takes it, so nothing reads an unchecked shape
// and a wrong one is the same RequestError of kind 'shape' as on a call of its own.
import { quiet } from '../core';
import type { Checked } from '../services/api/define';
import type { RequestOptions } from '../services/request';
import type {
  Allowance,
  Balance,
  BalanceAndSum,
  ConfigItem,
  Page,
  PreCheckInfo,
  ProductItem,
} from '../services/api/types';

/** What can be in flight, by key: a key names one call with its arguments, its value is what the call answers. */
export interface Prefetched {
  'home/config': ConfigItem[];
  'home/products': Page<ProductItem>;
  'home/balance': Balance;
  'home/allowance': Allowance;
  'business/balance': BalanceAndSum;
  'business/allowance': Allowance;
  /** The pre-check of one number: `preCheck:<phone>`. */
  [preCheck: `preCheck:${string}`]: PreCheckInfo;
}
export type PrefetchKey = keyof Prefetched;

/** An answer older than this is not taken: the model asks again. */
export const PREFETCH_TTL_MS = 30_000;

/**
 * A model that came first and asked for itself: a call started ahead for the same key this soon after would be a
 * second request that nobody takes (the session's answer reaches the page and the entry's first data in either
 * order).
 */
export const ASKED_MS = 5_000;

const inflight = new Map<string, { at: number; path: string; promise: Promise<unknown> }>();
const asked = new Map<string, number>();

/**
 * Starts a call to `path` ahead of its page (its answer unchecked until taken), unless the same call is in flight
 * or its model already asked for it.
 */
export function prefetch(key: PrefetchKey, path: string, start: () => Promise<unknown>, now = Date.now()): void {
  const held = inflight.get(key);
  if (held && now - held.at < PREFETCH_TTL_MS) return;
  const askedAt = asked.get(key);
  if (askedAt !== undefined && now - askedAt < ASKED_MS) return;
  const promise = start();
  quiet(promise); // a failure shows where the answer is taken; nobody taking it is no error
  inflight.set(key, { at: now, path, promise });
}

/**
 * The call started ahead for `key`, once, its answer checked by `endpoint` (the one the model would call); undefined
 * when none is fresh or it went to another path, and then the caller asks for itself (noted, so that a call
 * started ahead a moment later is not made). A retry never takes one: it calls again.
 */
export function takePrefetched<K extends PrefetchKey>(
  key: K,
  endpoint: Checked<Prefetched[K]>,
  now = Date.now(),
): Promise<Prefetched[K]> | undefined {
  const held = inflight.get(key);
  inflight.delete(key);
  if (held && held.path === endpoint.path && now - held.at < PREFETCH_TTL_MS) return held.promise.then(endpoint.check);
  asked.set(key, now);
  return undefined;
}

/** What index.html's starter left (src/layouts/earlyStarter.ts): each call's HTTP status and JSON body, 'timeout',
 *  or undefined when it got no answer (RequestOptions.answer). */
type EarlyAnswer = NonNullable<RequestOptions['answer']>;
interface Early {
  calls: Partial<Record<string, EarlyAnswer>>;
  /** When each call's answer came (absent while it is under way). */
  settled?: Partial<Record<string, number>>;
}
const EARLY_GLOBAL = '__sms2Early'; // src/layouts/earlyStarter.ts EARLY_GLOBAL
const early = (): Early | undefined => (window as unknown as Partial<Record<string, Early>>)[EARLY_GLOBAL];

/**
 * The call index.html started for `path` ('/api/bill/queryUserBalance'), once, as the options of the call that reads
 * it as its own (`answer`); none when the page started none or its answer came too long ago: the call is sent. A call
 * still under way is always taken, however long the entry took: its own timeout ends it (sending it again would make
 * the customer wait a second time).
 */
export function takeEarly(path: string, now = Date.now()): Pick<RequestOptions, 'answer'> {
  const held = early();
  const key = path.replace(/^\/?api\//, '');
  const answer = held?.calls[key];
  if (!held || !answer) return {};
  delete held.calls[key];
  const settled = held.settled?.[key];
  return settled === undefined || now - settled < PREFETCH_TTL_MS ? { answer } : {};
}

/** Forgets what index.html started and nobody took: it is for the first screen only. */
export function forgetEarly(): void {
  const held = early();
  if (held) held.calls = {};
}

/** Forgets every call started ahead (tests; a logout). */
export function clearPrefetched(): void {
  inflight.clear();
  asked.clear();
  forgetEarly();
}
