// The failure table's reading (config/failures.ts): how the error hook shows a failure that escaped an effect.
import { FAILURES, type Shown } from '../../../config/failures';
import type { EffectFailure } from '../../core';
import { RequestError } from './errors';

/** How a failure that escaped an effect is shown: what it is first, then the effect's declaration, then its role. */
export function shownOf(error: unknown, failure: EffectFailure): Shown {
  if (error instanceof RequestError) {
    const byStatus = error.kind === 'http' && error.status !== undefined ? FAILURES.byStatus[error.status] : undefined;
    if (byStatus) return byStatus;
    // An order whose answer was lost and could not be confirmed (pages/shared/outcome.ts): it may be done.
    if ((error as { pending?: unknown }).pending === true) return 'notice';
  }
  return failure.shown || FAILURES.byRole[failure.role];
}
