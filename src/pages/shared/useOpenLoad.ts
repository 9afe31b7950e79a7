// A page's first read: dispatched as the page opens, and the same dispatch is the retry its sections offer.
import { useCallback, useEffect } from 'react';
import { useAppDispatch } from '../../models/hooks';

/** Dispatches `create()` as the page opens; returns that dispatch, for a retry. `create`: a model's action creator. */
export function useOpenLoad(create: () => Parameters<ReturnType<typeof useAppDispatch>>[0]): () => void {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(create()), [dispatch, create]);
  useEffect(load, [load]);
  return load;
}
