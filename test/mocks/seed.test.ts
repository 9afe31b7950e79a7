// The seed state: the same (now, seed) gives the same state, each time a copy of its own, so what one simulator
// writes never reaches the next one made (or reset) at the same instant.
import { seedState } from '../../mocks/db';

const T0 = Date.parse('2026-11-20T10:00:00+08:00');

describe('seedState', () => {
  it('gives the same state for the same instant and seed, and another for another seed', () => {
    expect(seedState(T0)).toEqual(seedState(T0));
    expect(seedState(T0, 2)).not.toEqual(seedState(T0));
  });

  it('hands out a copy each time: a write to one is not in the next', () => {
    const first = seedState(T0);
    const phone = Object.keys(first.subscribers)[0] ?? '';
    const fresh = structuredClone(first.subscribers[phone]);
    first.leads.push({} as never);
    first.voteCounts.A = -1;
    delete first.subscribers[phone];
    const next = seedState(T0);
    expect(next).not.toBe(first);
    expect(next.leads).toEqual([]);
    expect(next.voteCounts.A).toBe(1284);
    expect(next.subscribers[phone]).toEqual(fresh);
  });
});
