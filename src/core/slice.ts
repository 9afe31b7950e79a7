// A model that spans files (Redux Toolkit's slice beside its thunks): its state and reducers first, whose `own` its
// effect modules import, then the model of them with its effects. A module of its own: only the pages whose models
// span files load it, not the entry.
import * as T from 'typed-redux-saga';
import { creator, ownOf } from './model';
import type { EffectsCommandMap, OwnSlice, ReducerCreators, ReducerFn } from './types';

/**
 * `putResolve` for a saga of an effect module (a model that spans files): an effect action's put that waits for its
 * promise and returns its result, typed as an effect's own `putResolve`. No namespace is added: pass a creator.
 */
export const putResolve = T.putResolve as unknown as EffectsCommandMap['putResolve'];

/**
 * A model's state and reducers ahead of its effects (Redux Toolkit's slice): its `own` — the typed reducer creators
 * and `own.select()` — for the effect modules of a model that spans files to import, where a model in one file gets
 * them as the argument of its effects. The model is then `defineModel({ ...slice, effects })`: the same namespace,
 * state and reducers, so the same action types.
 */
export function defineSlice<NS extends string, S, R extends Record<string, ReducerFn<S>>>(config: {
  namespace: NS;
  state: S;
  reducers: R;
}): { namespace: NS; state: S; reducers: R; own: ReducerCreators<NS, R> & OwnSlice<S> } {
  const creators = Object.fromEntries(
    Object.keys(config.reducers).map((k) => [k, creator(`${config.namespace}/${k}`)]),
  );
  return { ...config, own: ownOf<S>(config.namespace, creators) as ReducerCreators<NS, R> & OwnSlice<S> };
}
