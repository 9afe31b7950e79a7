// How a failure is shown to the customer, decided once (ARCHITECTURE.md, "The runtime's rules"). A failure that
// escapes an effect reaches the app's error hook (src/app.tsx) with the effect's role and its declared way
// (src/core: `[fn, { type, shown }]`); the hook reads this table: first what the failure is, then the effect's
// declaration, then the effect's role. What a page shows in place (a section's retry, a refusal at its field) the
// effect keeps in its state and declares `shown: 'inline'`; a `catch` in a model is left for a branch of the flow.
import type { EffectRole, FailureShown } from '../src/core/types';

/** Ways beyond an effect's own: the session is gone (the request layer says so and the guard logs in again), or
 *  an order's outcome is not known yet (said neutrally, never in the failure's red). */
export type Shown = FailureShown | 'login' | 'notice';

export interface FailureTable {
  /** By HTTP status, whatever the effect: SPEC §8's 401 and 666 end the session. */
  byStatus: Readonly<Record<number, Shown>>;
  /** An effect that declares nothing: by its role. SPEC §8's global handler: a 3-second failure toast. */
  byRole: Readonly<Record<EffectRole, FailureShown>>;
}

export const FAILURES: FailureTable = {
  byStatus: { 401: 'login', 666: 'login' },
  byRole: { read: 'toast', submit: 'toast', background: 'silent' },
};
