// The failure table (config/failures.ts) as the error hook reads it: what the failure is, then the effect's
// declaration, then its role.
import { FAILURES } from '../../config/failures';
import { RequestError, shownOf } from '../../src/services/request';
import { OutcomeUnknownError } from '../../src/pages/shared/outcome';

const http = (status: number) => new RequestError('http', 'x', { status });

describe('how a failure that escaped an effect is shown', () => {
  it('by its role when the effect declares nothing: reads and submissions toast (SPEC §8), background is silent', () => {
    expect(shownOf(new Error('defect'), { role: 'read' })).toBe('toast');
    expect(shownOf(http(500), { role: 'submit' })).toBe('toast');
    expect(shownOf(new RequestError('timeout', 'x'), { role: 'background' })).toBe('silent');
    expect(FAILURES.byRole).toEqual({ read: 'toast', submit: 'toast', background: 'silent' });
  });

  it("by the effect's declaration before its role: a section that shows its own retry says nothing more", () => {
    expect(shownOf(http(500), { role: 'read', shown: 'inline' })).toBe('inline');
    expect(shownOf(http(500), { role: 'background', shown: 'toast' })).toBe('toast');
  });

  it('a session gone (401, 666) is the login, whatever the effect declares: the request layer says it', () => {
    expect(shownOf(http(401), { role: 'read', shown: 'inline' })).toBe('login');
    expect(shownOf(http(666), { role: 'submit' })).toBe('login');
    expect(shownOf(http(404), { role: 'read' })).toBe('toast');
  });

  it('an order whose outcome is not known yet is a notice, never the failure', () => {
    expect(shownOf(new OutcomeUnknownError(new RequestError('timeout', 'x')), { role: 'submit' })).toBe('notice');
  });
});
