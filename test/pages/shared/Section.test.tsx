// The one section frame and the one server clock of the pages: a section shows its skeleton, its own error with a
// retry, its empty state or its content; the clock ticks on the server's time and stops when told.
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { Section } from '../../../src/pages/shared/Section';
import { failed, IDLE, LOADING, ready } from '../../../src/pages/shared/load';
import { num, parse, v } from '../../../src/services/api/schema';
import { setShapeReporter } from '../../../src/services/request/errors';
import { useServerNow } from '../../../src/pages/shared/useServerNow';

/** What the reader throws for an answer of success whose data a balance cannot do without. */
function parseFailure(data: unknown): unknown {
  setShapeReporter(() => undefined);
  try {
    parse(v.object({ balanceFen: num() }), data, '/api/bill/queryUserBalance');
  } catch (e) {
    return e;
  }
  throw new Error('read');
}

describe('Section', () => {
  const body = (rows: string[]) => <p>{rows.join(',')}</p>;
  const none = (rows: string[]) => (rows.length ? undefined : '暂无数据');

  it('shows a skeleton while idle or loading, never the content', () => {
    for (const load of [IDLE, LOADING]) {
      const { unmount } = render(<Section load={load} onRetry={() => undefined} children={body} />);
      expect(screen.getByRole('status')).toBeTruthy();
      unmount();
    }
  });

  it('shows its own error with a retry that calls back', () => {
    const retry = jest.fn();
    render(<Section load={{ status: 'error', message: '系统繁忙' }} onRetry={retry} children={body} />);
    expect(screen.getByText('系统繁忙')).toBeTruthy();
    fireEvent.click(screen.getByRole('button'));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('a success without its data is no failure: 暂无数据 with a retry, no alert', () => {
    const retry = jest.fn();
    const error = parseFailure(undefined);
    const load = failed<string[]>(error);
    expect(load).toEqual({ status: 'error', message: '暂无数据', empty: true });
    render(<Section load={load} onRetry={retry} children={body} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledTimes(1);
    // an answer of another shape is still a failure, with its alert
    expect(failed(parseFailure({ balanceFen: 'n/a' }))).toEqual({
      status: 'error',
      message: '抱歉，发生错误，请稍后重试',
    });
  });

  it('shows the empty text when the data holds nothing, else the content, in a card with its title', () => {
    const { rerender } = render(
      <Section title="我的奖品" load={ready<string[]>([])} onRetry={() => undefined} empty={none} children={body} />,
    );
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '我的奖品' })).toBeTruthy();
    rerender(
      <Section title="我的奖品" load={ready(['a', 'b'])} onRetry={() => undefined} empty={none} children={body} />,
    );
    expect(screen.getByText('a,b')).toBeTruthy();
  });

  it("frames the body in the page's own frame when given one", () => {
    render(
      <Section
        load={ready(['x'])}
        onRetry={() => undefined}
        frame={(b) => <section aria-label="own">{b}</section>}
        children={body}
      />,
    );
    expect(screen.getByLabelText('own').textContent).toBe('x');
  });
});

describe('useServerNow', () => {
  afterEach(() => jest.useRealTimers());

  it("is the phone's time plus the offset, ticking each second", () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-23T10:00:00+08:00') });
    const { result } = renderHook(() => useServerNow(60_000));
    expect(result.current).toBe(Date.parse('2026-11-23T10:01:00+08:00'));
    act(() => jest.advanceTimersByTime(2_000));
    expect(result.current).toBe(Date.parse('2026-11-23T10:01:02+08:00'));
  });

  it('does not tick while not running', () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-23T10:00:00+08:00') });
    const { result } = renderHook(() => useServerNow(0, false));
    act(() => jest.advanceTimersByTime(5_000));
    expect(result.current).toBe(Date.parse('2026-11-23T10:00:00+08:00'));
  });
});
