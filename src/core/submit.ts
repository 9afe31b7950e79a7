import * as T from 'typed-redux-saga';
import type { EffectsCommandMap, PayloadCreator, SubmitKind } from './types';

/**
 * One submission of a form: who orders what (`intent`, e.g. 'pack:FLOW_10G') and the Idempotency-Key of the request
 * it sends. The body asks for the key with the request it builds (`yield* keyFor(req)`): the key is the same for
 * every retry of the intent with the same request, until a definite answer releases it; a changed request (another
 * text, another address) gets a new key, since a key is never sent with two requests.
 */
export interface Submission {
  intent: string;
  keyFor: (request: unknown) => Generator<unknown, string, unknown>;
}

/**
 * What a `submit` effect needs from the layers above the runtime, which the runtime cannot import: the intent's key
 * (kept beyond the tab), the customer's draft, and how a failure is read. The request layer and the draft module
 * register theirs when they load (`configureSubmit`); the defaults keep keys in memory, drafts nowhere, and take no
 * failure for a refusal or a cancel, so every failure reaches `onError`.
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
}

let seq = 0;
const memoryKeys = new Map<string, { key: string; digest: string }>();
const defaults: SubmitPorts = {
  keyFor(intent, digest) {
    let found = memoryKeys.get(intent);
    if (found?.digest !== digest)
      memoryKeys.set(intent, (found = { key: `${Date.now().toString(36)}-${(seq += 1).toString(36)}`, digest }));
    return found.key;
  },
  digest: (request) => JSON.stringify(request) ?? '',
  release: (intent) => void memoryKeys.delete(intent),
  saveDraft: () => undefined,
  clearDraft: () => undefined,
  refusal: () => undefined,
  isCancel: () => false,
};
const ports: SubmitPorts = { ...defaults };

/** Registers the ports of a layer (each module gives what it owns); later calls replace what they give. */
export function configureSubmit(given: Partial<SubmitPorts>): void {
  Object.assign(ports, given);
}

/** The ports in use (tests read them; effects go through `call`, so expectSaga can provide each). */
export const submitPorts = (): Readonly<SubmitPorts> => ports;

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
 * - any other failure (the network, a lost answer the body could not confirm): the key and the draft kept, the
 *   error thrown on to `onError` (the failure toast) and the caller.
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
    function* keyFor(request: unknown): Generator<unknown, string, unknown> {
      return yield* T.call(ports.keyFor, intent, ports.digest(request));
    }
    try {
      const answer: R = yield* fn(action, fx, { intent, keyFor });
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
