// The number hold's countdown: it starts at the hold's length or below, however long the step was open before.
import { renderHook } from '@testing-library/react';
import { HOLD_MS } from '../../../src/pages/ordering/orderingCard/form';
import { clockText } from '../../../src/pages/ordering/Sections';
import { useLeft } from '../../../src/pages/shared/useLeft';

describe('useLeft', () => {
  afterEach(() => jest.useRealTimers());

  it('a hold taken seconds after the step opened counts from 30:00, not 30:03', () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-23T10:00:00+08:00') });
    const { result, rerender } = renderHook((p: { until?: number }) => useLeft(p.until, HOLD_MS), { initialProps: {} });
    expect(result.current).toBeUndefined();
    jest.setSystemTime(Date.now() + 3_000); // the customer reads the numbers, then taps one
    rerender({ until: Date.now() + HOLD_MS });
    expect(result.current).toBeLessThanOrEqual(HOLD_MS);
    expect(clockText(result.current ?? 0)).toBe('30:00');
  });
});
