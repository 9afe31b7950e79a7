// A section's read that may be a quiet refresh (the live stock, the live counts): loud, it is loadInto ("加载中...",
// then the data or the section's own error); quiet, what is shown stays while the read runs and stays on a failure.
// A quiet refresh with nothing shown yet (it took the place of the first read) is loud: a failure is said, never an
// endless "加载中...".
import type { Action } from 'redux';
import type { Effect } from 'redux-saga/effects';
import { put, type SagaGenerator } from 'typed-redux-saga';
import { loadInto, ready, type Load } from './load';

/** `shown`: the section's state as the read starts; `silent`: the read is a refresh. */
export function* refreshInto<T>(
  set: (load: Load<T>) => Action<string>,
  read: Generator<unknown, T, unknown> | SagaGenerator<T, Effect>,
  { silent, shown }: { silent: boolean; shown: Load<T> },
): Generator<unknown, T | undefined, unknown> {
  if (!silent || (shown.status !== 'ready' && shown.status !== 'error')) return yield* loadInto(set, read);
  try {
    const data: T = yield* read;
    yield* put(set(ready(data)));
    return data;
  } catch {
    return undefined;
  }
}
