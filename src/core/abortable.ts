import { CANCEL } from 'redux-saga';

/**
 * Runs `work` with an AbortSignal that aborts when the saga that waits on the result is cancelled, or when `outer`
 * aborts: the promise carries redux-saga's `[CANCEL]`, which redux-saga calls when the effect that yields
 * `call(fn)` on it is cancelled (takeLatest superseded it, its page was left, unmodel). The request layer wraps every call in it, so `yield* call(api.x, payload)` stays as it is (and as
 * expectSaga sees it) and a cancelled effect ends its request. The rejection that follows a cancel has no one
 * waiting for it; it is handled here.
 */
export function abortable<T>(work: (signal: AbortSignal) => Promise<T>, outer?: AbortSignal): Promise<T> {
  const ctrl = new AbortController();
  const abort = () => ctrl.abort();
  // `outer &&`, not `outer?.`: the build lowers `?.` to a longer expression for the older targets.
  if (outer) {
    if (outer.aborted) abort();
    outer.addEventListener('abort', abort);
  }
  const done = () => outer && outer.removeEventListener('abort', abort);
  const promise = work(ctrl.signal).then(
    (value) => {
      done();
      return value;
    },
    (error: unknown) => {
      done();
      throw error;
    },
  );
  (promise as unknown as Record<string, () => void>)[CANCEL] = () => {
    void promise.then(undefined, () => undefined); // the cancelled saga no longer listens
    abort();
  };
  return promise;
}
