// How a saga test ends its run. A model's saga never returns (its watchers wait for the next action), so a test ran
// it for a fixed time, long enough for the slowest machine: the suites spent most of their time waiting. END, sent
// after the test's last action, closes the watchers (no action comes after it): the run ends as soon as every task
// the actions started has ended, or at `ms` at the latest (a timer or a poll still running).
import type { Action } from 'redux';
import { END } from 'redux-saga';
import type { ExpectApi } from 'redux-saga-test-plan';
import { fork, join, put, take } from 'typed-redux-saga';

export const runToEnd = (saga: ExpectApi, ms: number) => saga.dispatch(END).silentRun(ms);

/** A model, or models run together: their root saga and the types of their effects. */
export interface Runnable {
  readonly saga: () => Generator;
  readonly effectTypes: readonly string[];
}

/**
 * The model's saga with `actions` sent one after the other, as a person would: an action that runs an effect is
 * followed by the next once that run has ended (its `@@end`), then END. A test whose second action must come after
 * the first one's work (a retry after the failed attempt, a payment after the order's read, a step after the page's
 * read) sent it after a fixed delay: on a loaded machine that was a race, and the run of 60 ms could end before a retry
 * sent at 20 ms had done its work. Here each action waits for the work before it, however slow, and the run ends when
 * the last one's work has; the `ms` of silentRun is only a ceiling.
 */
export const inTurn = (model: Runnable, ...actions: Action[]) =>
  function* oneAfterAnother() {
    yield* fork(model.saga);
    for (const action of actions) {
      // The end is awaited from before the action goes out: a run that ends at once is not missed.
      const ended = model.effectTypes.includes(action.type)
        ? yield* fork(function* () {
            yield* take(`${action.type}/@@end`);
          })
        : undefined;
      yield* put(action);
      if (ended) yield* join(ended);
    }
    yield* put(END);
  };

/** Models run together (a page's model and the payment model): one root saga, their effects' types. */
export const together = (...models: Runnable[]): Runnable => ({
  *saga() {
    for (const m of models) yield* fork(m.saga);
  },
  effectTypes: models.flatMap((m) => m.effectTypes),
});
