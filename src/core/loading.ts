import type { Action } from 'redux';

/**
 * Booleans for the UI, run counters underneath: concurrent and nested runs of one effect keep its flag up
 * until the last one ends, and every run ends in `finally` (error and cancellation included).
 */
export interface LoadingState {
  global: boolean;
  models: Record<string, boolean>;
  effects: Record<string, boolean>;
  /** Internal: runs in flight per 'ns/effect'. */
  counts: Record<string, number>;
}

const initial: LoadingState = { global: false, models: {}, effects: {}, counts: {} };
const LIFECYCLE = /^(([^/]+)\/[^/]+)\/@@(start|end)$/;

export function loadingReducer(state: LoadingState = initial, action: Action): LoadingState {
  const m = LIFECYCLE.exec(action.type);
  if (!m) return state;
  const [, key, ns, phase] = m;
  const counts = { ...state.counts };
  const n = (counts[key] || 0) + (phase === 'start' ? 1 : -1);
  if (n > 0) counts[key] = n;
  else delete counts[key];
  const keys = Object.keys(counts);
  return {
    global: keys.length > 0,
    models: { ...state.models, [ns]: keys.some((k) => k.startsWith(`${ns}/`)) },
    effects: { ...state.effects, [key]: n > 0 },
    counts,
  };
}

type WithLoading = { loading: LoadingState };
const keyOf = (k: string | { type: string }) => (typeof k === 'string' ? k : k.type);

export const selectGlobalLoading = (state: WithLoading): boolean => state.loading.global;
export const selectModelLoading =
  (namespace: string) =>
  (state: WithLoading): boolean =>
    state.loading.models[namespace] === true;
/** Takes 'ns/effect' or the effect's action creator (`selectEffectLoading(recharge.actions.submit)`). */
export const selectEffectLoading =
  (effect: string | { type: string }) =>
  (state: WithLoading): boolean =>
    state.loading.effects[keyOf(effect)] === true;
