// A page's first read: dispatched once as the page opens (not again on a render), and again on each retry.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { legacy_createStore } from 'redux';
import { useOpenLoad } from '../../../src/pages/shared/useOpenLoad';

const load = () => ({ type: 'someModel/load' });

describe('useOpenLoad', () => {
  it('dispatches the read as the page opens, once, and again on each retry', () => {
    const seen: string[] = [];
    const store = legacy_createStore((state: number = 0, action: { type: string }) => {
      if (!action.type.startsWith('@@')) seen.push(action.type);
      return state;
    });
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result, rerender } = renderHook(() => useOpenLoad(load), { wrapper });
    rerender();
    expect(seen).toEqual(['someModel/load']);
    act(() => result.current());
    expect(seen).toEqual(['someModel/load', 'someModel/load']);
  });
});
