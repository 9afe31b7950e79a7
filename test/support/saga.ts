// How a saga test ends its run. A model's saga never returns (its watchers wait for the next action), so a test ran
// it for a fixed time, long enough for the slowest machine: the suites spent most of their time waiting. END, sent
// after the test's last action, closes the watchers (no action comes after it): the run ends as soon as every task
// the actions started has ended, or at `ms` at the latest (a timer or a poll still running).
import { END } from 'redux-saga';
import type { ExpectApi } from 'redux-saga-test-plan';

export const runToEnd = (saga: ExpectApi, ms: number) => saga.dispatch(END).silentRun(ms);
