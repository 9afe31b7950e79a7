import * as T from 'typed-redux-saga';
import type { EffectsCommandMap, PayloadCreator, SubmitKind } from './types';

/** A saga step (its effects go through the effect that runs it, so expectSaga provides them). */
export type Step<T> = Generator<unknown, T, unknown>;

/**
 * What an intent's order looks like on the server now: its answer when it was done, else undefined. `since`: when
 * the intent's key was made (epoch ms, less a margin for the clocks), so an older order of the same thing is not
 * taken for this one; `key`: the key the order went with (a confirm that asks by sending it again sends this one).
 */
export type Confirm<T> = (since: number, key: string) => Step<T | undefined>;

/** How `submission.send` sends one order (each optional). */
export interface SendOptions<T> {
  /**
   * Reads whether the work was done after an unclear failure (the order, the records, the balance, the points) and
   * builds the answer. Without it no read tells the order: a lost answer is an outcome unknown, and the retry's same
   * key is the question, which the server answers with the order it made.
   */
  confirm?: Confirm<T>;
  /**
   * Whether an answer holds what the page goes on with (an order number, the amount to pay). A success without it
   * (`{status:1,msg:'ok'}` with the work done) is no finished order: the same key is sent once more, which the server
   * answers with the order it made, then the confirm step reads it back as after a lost answer.
   */
  complete?: (answer: T) => boolean;
  /** Another intent than the submission's, for an order of its own inside this one (the payment of an order). */
  intent?: string;
}

/**
 * One submission of a form: who orders what (`intent`, e.g. 'pack:FLOW_10G') and the Idempotency-Key of the request
 * it sends. The body asks for the key with the request it builds (`yield* keyFor(req)`): the key is the same for
 * every retry of the intent with the same request, until a definite answer releases it; a changed request (another
 * text, another address) gets a new key, since a key is never sent with two requests.
 */
export interface Submission {
  intent: string;
  keyFor: (request: unknown) => Step<string>;
  /**
   * Sends `request` once with the intent's key (`sender(key)`, the same key `keyFor(request)` gives) and confirms an
   * uncertain outcome with the server: the order is marked unsure while it is on its way (a tab closed before its
   * answer leaves the next submission, from any tab, to confirm first); an unclear failure (a timeout, a lost
   * connection, an answer that cannot be read) is said to be confirming and read back through `confirm`: what it
   * finds is the answer, nothing found throws the failure (the key kept: the retry is the same order), a confirm
   * that fails too throws the outcome unknown. A definite failure (a refusal) is thrown as it is, nothing confirmed,
   * the key kept for the corrected retry. An intent left unsure confirms before it sends again. Returns the answer
   * (or what the confirm found), its key released.
   */
  send: <T>(request: unknown, sender: (key: string) => Step<T>, options?: SendOptions<T>) => Step<T>;
}

/**
 * What a `submit` effect needs from the layers above the runtime, which the runtime cannot import: the intent's key
 * (kept beyond the tab) and whether its last answer was lost, the customer's draft, how a failure is read, and what
 * is said while an outcome is confirmed. The request layer and the draft module
 * register theirs when they load (`configureSubmit`); the defaults keep keys and unsure marks in memory, drafts
 * nowhere, and take no failure for a refusal, a cancel or an unclear outcome, so every failure reaches `onError`.
 */
export interface SubmitPorts {
  /**
   * The key of an intent for the request of the given digest (`digest`): made once, then the same until released;
   * another digest gets a new key.
   */
  keyFor: (intent: string, digest: string) => string;
  /**
   * What a request asks, as a short text: the same order gives the same digest, whatever changes between two retries
   * of it (the gates' codes) left out.
   */
  digest: (request: unknown) => string;
  /** A definite answer: the next submission of this intent is a new one. */
  release: (intent: string) => void;
  /** Keeps what the customer submitted (a failure, a re-login and a reload find it again). */
  saveDraft: (draft: string, value: unknown) => void;
  /** The order was placed: the draft has served. */
  clearDraft: (draft: string) => void;
  /** The server's refusal (nothing was done) as the text the form shows; undefined for any other failure. */
  refusal: (error: unknown) => string | undefined;
  /** The customer closed a gate (the captcha, the SMS code): nothing was sent and nothing is said. */
  isCancel: (error: unknown) => boolean;
  /**
   * Marks the intent's order as sent without an answer yet (or clears the mark): the next submission of the intent,
   * from any tab, confirms before it sends.
   */
  markUnsure: (intent: string, unsure: boolean) => void;
  /** Whether the intent's last order went without an answer (see `markUnsure`). */
  isUnsure: (intent: string) => boolean;
  /** From when an order of the intent counts as this one (epoch ms): when its key was made, less the clocks' margin. */
  since: (intent: string) => number;
  /** Whether a failure leaves the outcome open (the server may have done the work): a timeout, a lost answer, a 5xx. */
  isUnclear: (error: unknown) => boolean;
  /** The failure thrown when the outcome could not be confirmed either (`cause`: the order's own failure). */
  outcomeUnknown: (cause: unknown) => Error;
  /** What is put while an outcome is confirmed ("结果确认中…"); undefined: nothing is said. */
  confirming: () => { type: string } | undefined;
}

let seq = 0;
const memoryKeys = new Map<string, { key: string; digest: string }>();
const memoryUnsure = new Set<string>();
const defaults: SubmitPorts = {
  keyFor(intent, digest) {
    let found = memoryKeys.get(intent);
    if (found?.digest !== digest)
      memoryKeys.set(intent, (found = { key: `${Date.now().toString(36)}-${(seq += 1).toString(36)}`, digest }));
    return found.key;
  },
  digest: (request) => JSON.stringify(request) ?? '',
  release(intent) {
    memoryKeys.delete(intent);
    memoryUnsure.delete(intent);
  },
  saveDraft: () => undefined,
  clearDraft: () => undefined,
  refusal: () => undefined,
  isCancel: () => false,
  markUnsure: (intent, unsure) => void (unsure ? memoryUnsure.add(intent) : memoryUnsure.delete(intent)),
  isUnsure: (intent) => memoryUnsure.has(intent),
  since: () => 0,
  isUnclear: () => false,
  outcomeUnknown: () => new Error('the outcome of the order is unknown'),
  confirming: () => undefined,
};
const ports: SubmitPorts = { ...defaults };

/** Registers the ports of a layer (each module gives what it owns); later calls replace what they give. */
export function configureSubmit(given: Partial<SubmitPorts>): void {
  Object.assign(ports, given);
}

/** The ports in use (tests read them; effects go through `call`, so expectSaga can provide each). */
export const submitPorts = (): Readonly<SubmitPorts> => ports;

/** The confirm of an order no read can tell: the outcome stays unknown, and the retry's same key is the question. */
// eslint-disable-next-line require-yield
function* cannotTell(): Step<never> {
  throw new Error('no read tells this order');
}

/** The confirm step: "结果确认中…", then what it found, or the outcome unknown when it could not ask. */
function* confirmed<T>(intent: string, key: string, confirm: Confirm<T>, cause: unknown): Step<T | undefined> {
  const saying = ports.confirming();
  if (saying) yield* T.put(saying);
  const since = yield* T.call(ports.since, intent);
  try {
    return yield* confirm(since, key);
  } catch {
    throw ports.outcomeUnknown(cause);
  }
}

/** `submission.send`: one order of `intent`, its uncertain outcome confirmed with the server (see Submission). */
function* sendConfirmed<T>(
  intent: string,
  request: unknown,
  sender: (key: string) => Step<T>,
  { confirm = cannotTell, complete = () => true }: SendOptions<T>,
): Step<T> {
  const key = yield* T.call(ports.keyFor, intent, ports.digest(request));
  if (yield* T.call(ports.isUnsure, intent)) {
    let found: T | undefined;
    try {
      found = yield* confirmed(intent, key, confirm, undefined);
    } catch {
      found = undefined; // cannot tell: the same key goes, and the server answers the first order if it was made
    }
    if (found !== undefined) {
      yield* T.call(ports.release, intent);
      return found;
    }
  }
  let answer: T;
  // Unsure while it is on its way: a tab closed (or a phone gone off the network) before the answer leaves an order
  // that may be done, and the next submission, from any tab, confirms before it sends.
  yield* T.call(ports.markUnsure, intent, true);
  try {
    answer = yield* sender(key);
  } catch (e) {
    if (!ports.isUnclear(e)) {
      // An answer: nothing was done. The key stays for the corrected retry (the server keeps no failure).
      yield* T.call(ports.markUnsure, intent, false);
      throw e;
    }
    yield* T.call(ports.markUnsure, intent, true);
    const found: T | undefined = yield* confirmed(intent, key, confirm, e);
    if (found === undefined) throw e;
    yield* T.call(ports.release, intent);
    return found;
  }
  if (!complete(answer)) {
    // A success that does not say what was done: the same key again is the question (the server answers the order
    // it made), then the confirm step; nothing found is an outcome unknown, whose retry confirms first.
    yield* T.call(ports.markUnsure, intent, true);
    let again: T | undefined;
    try {
      again = yield* sender(key);
    } catch {
      again = undefined;
    }
    if (again !== undefined && complete(again)) answer = again;
    else {
      const found: T | undefined = yield* confirmed(intent, key, confirm, undefined);
      if (found === undefined || !complete(found)) throw ports.outcomeUnknown(undefined);
      answer = found;
    }
  }
  yield* T.call(ports.release, intent);
  return answer;
}

/** What `submit(fn, options)` is told about its intent. */
export interface SubmitOptions<P> {
  /** Who orders what, from the payload ('pack:FLOW_10G', 'recharge:18687120001:5000'): one key per intent. */
  intent: (payload: P) => string;
  /**
   * The reducer creator that shows the server's refusal at the form (`own.setRefusal`): called with the text on a
   * refusal and with undefined when a submission starts. Without it a refusal reaches `onError` (the toast).
   */
  refused?: PayloadCreator<string | undefined>;
  /** The draft the payload is kept in until the order is placed (sessionStorage, per customer; no ID numbers). */
  draft?: string | ((payload: P) => string);
}

type PayloadOf<A> = A extends { payload: infer P } ? P : A extends { payload?: infer P } ? P | undefined : undefined;

/** A submit effect's body: its third argument is the submission (the intent, and the key of a request). */
export type SubmitFn<A, R> = (action: A, effects: EffectsCommandMap, submission: Submission) => Generator<unknown, R>;

/**
 * The `submit` effect kind: one submission at a time (a second tap while one runs is skipped, as takeLeading), its
 * busy state the loading flag of the effect (`model.loading('order')`), and around the body:
 * - the intent's key of the request the body sends, made (or found again) when the body asks for it with that
 *   request (`submission.keyFor(req)`): a key goes with one request only;
 * - the payload kept as the draft, when `draft` is given, before anything is sent;
 * - the body's return: the answer. The key is released and the draft cleared; the promise resolves with it;
 * - a cancel (a gate closed): nothing said, the key and the draft kept; the promise resolves with undefined;
 * - a refusal, when `refused` is given: its text through `refused`, the key released (a definite answer), the draft
 *   kept for the correction; the promise resolves with undefined;
 * - any other failure (the network, a lost answer `submission.send` could not confirm): the key and the draft kept,
 *   the error thrown on to `onError` (the failure toast) and the caller.
 */
export function submit<A extends { payload?: unknown }, R>(
  fn: SubmitFn<A, R>,
  options: SubmitOptions<PayloadOf<A>>,
): readonly [(action: A, effects: EffectsCommandMap) => Generator<unknown, R | undefined>, SubmitKind] {
  const { intent: intentOf, refused, draft } = options;
  function* run(action: A, fx: EffectsCommandMap): Generator<unknown, R | undefined> {
    const payload = action.payload as PayloadOf<A>;
    const intent = intentOf(payload);
    const draftId = typeof draft === 'function' ? draft(payload) : draft;
    if (refused) yield* fx.put(refused(undefined));
    if (draftId && payload !== undefined) yield* T.call(ports.saveDraft, draftId, payload);
    function* keyFor(request: unknown): Step<string> {
      return yield* T.call(ports.keyFor, intent, ports.digest(request));
    }
    function* send<T>(request: unknown, sender: (key: string) => Step<T>, how: SendOptions<T> = {}): Step<T> {
      return yield* sendConfirmed(how.intent ?? intent, request, sender, how);
    }
    try {
      const answer: R = yield* fn(action, fx, { intent, keyFor, send });
      yield* T.call(ports.release, intent);
      if (draftId) yield* T.call(ports.clearDraft, draftId);
      return answer;
    } catch (error) {
      if (ports.isCancel(error)) return undefined;
      const text = refused ? ports.refusal(error) : undefined;
      if (refused && text !== undefined) {
        yield* T.call(ports.release, intent);
        yield* fx.put(refused(text));
        return undefined;
      }
      throw error;
    }
  }
  return [run, { type: 'submit' }] as const;
}
