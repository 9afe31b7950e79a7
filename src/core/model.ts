import type { Action, Reducer } from 'redux';
import type { Task } from 'redux-saga';
import { delay as delayEffect, take as takeEffect, type ActionPattern } from 'redux-saga/effects';
import * as T from 'typed-redux-saga';
import type {
  Actions,
  EffectDef,
  EffectFn,
  EffectKind,
  EffectsCommandMap,
  Model,
  ModelConfig,
  ReducerFn,
} from './types';

/**
 * The rejection of an effect promise whose run was cancelled (`takeLatest` superseded it, or its model was removed)
 * or that never ran (`takeLeading`, `throttle` or `debounce` dropped it: reason 'skipped'). Never sent to onError.
 */
export class EffectCancelledError extends Error {
  constructor(readonly reason: 'cancelled' | 'skipped' = 'cancelled') {
    super(`effect ${reason}`);
    this.name = 'EffectCancelledError';
  }
}

/** Where the promise middleware hangs a run's settle functions on the action: a symbol key, which no serialiser sees. */
export const RUN = Symbol('@@effect');
export interface Run {
  resolve(value: unknown): void;
  reject(error: unknown): void;
}
type RunAction = Action<string> & { [RUN]?: Run };

/** Saga context key of the app's reporter, for errors no promise carries (a crashed `watcher`). */
export const REPORT = '@@core/report';
export type Report = (error: unknown, namespace: string, effect: string, action: Action<string>) => void;

/** Effect action types of every model defined so far, so the app can settle a dispatch to a model not registered. */
export const definedEffects = new Set<string>();

const helpers = {
  call: T.call,
  apply: T.apply,
  fork: T.fork,
  spawn: T.spawn,
  join: T.join,
  cancel: T.cancel,
  cancelled: T.cancelled,
  select: T.select,
  all: T.all,
  race: T.race,
  delay: T.delay,
  retry: T.retry,
  takeEvery: T.takeEvery,
  takeLatest: T.takeLatest,
  takeLeading: T.takeLeading,
  throttle: T.throttle,
  debounce: T.debounce,
  actionChannel: T.actionChannel,
  flush: T.flush,
};

export const prefixType = (namespace: string, type: string) => (type.includes('/') ? type : `${namespace}/${type}`);

const skip = (action: RunAction | undefined, reason?: 'skipped') =>
  action?.[RUN]?.reject(new EffectCancelledError(reason));

/** One run of an effect: lifecycle actions, loading (through @@start/@@end), and the settling of its promise. */
function* worker(type: string, fn: EffectFn, fx: EffectsCommandMap, action: RunAction) {
  const run = action[RUN];
  yield* T.put({ type: `${type}/@@start` });
  try {
    // The boundary with redux-saga's types: the action parameter is `never` in EffectFn (see types.ts).
    const result = yield* T.call(fn as (a: RunAction, f: EffectsCommandMap) => unknown, action, fx);
    run?.resolve(result);
  } catch (error) {
    run?.reject(error);
    yield* T.put({ type: `${type}/@@error`, payload: error, error: true });
  } finally {
    if (yield* T.cancelled()) run?.reject(new EffectCancelledError());
    yield* T.put({ type: `${type}/@@end` });
  }
}

type Race = { a?: RunAction };
const takeOrWait = (type: string, ms: number) =>
  T.race({ a: takeEffect(type), t: delayEffect(ms) }) as Generator<unknown, Race>;

/** The watcher of one effect; every taken action is either run or settled as skipped. */
function* watch(type: string, kind: EffectKind, fn: EffectFn, fx: EffectsCommandMap, report: Report | undefined) {
  const run = (a: RunAction) => T.fork(worker, type, fn, fx, a);
  const take = () => T.take<RunAction>(type);
  let task: Task | undefined;
  let pending: RunAction | undefined;
  switch (kind.type) {
    case 'watcher':
      try {
        yield* T.call(fn as (a: Action, f: EffectsCommandMap) => unknown, { type }, fx);
      } catch (error) {
        yield* T.put({ type: `${type}/@@error`, payload: error, error: true });
        report?.(error, type.slice(0, type.indexOf('/')), type.slice(type.indexOf('/') + 1), { type });
      }
      return;
    case 'takeLatest':
      for (;;) {
        const a = yield* take();
        if (task) yield* T.cancel(task);
        task = yield* run(a);
      }
    case 'takeLeading':
      for (;;) {
        const a = yield* take();
        if (task?.isRunning()) skip(a, 'skipped');
        else task = yield* run(a);
      }
    case 'throttle':
      // redux-saga's throttle: run the first, keep the latest of the window and run it when the window ends.
      try {
        for (;;) {
          const a: RunAction = pending ?? (yield* take());
          pending = undefined;
          yield* run(a);
          for (const until = Date.now() + kind.ms; ;) {
            const r = yield* takeOrWait(type, Math.max(0, until - Date.now()));
            if (!r.a) break;
            skip(pending, 'skipped');
            pending = r.a;
          }
        }
      } finally {
        skip(pending);
      }
    case 'debounce':
      try {
        for (;;) {
          pending = yield* take();
          for (let r = yield* takeOrWait(type, kind.ms); r.a; r = yield* takeOrWait(type, kind.ms)) {
            skip(pending, 'skipped');
            pending = r.a;
          }
          const a = pending;
          pending = undefined;
          yield* run(a);
        }
      } finally {
        skip(pending);
      }
    default:
      for (;;) yield* run(yield* take());
  }
}

/**
 * Defines a model: dva's contract, typed. Annotate an action parameter (`{ payload }: { payload: X }`) to give its
 * creator a payload; an effect's return value is what its dispatch promise resolves with.
 */
export function defineModel<
  NS extends string,
  S,
  R extends Record<string, ReducerFn<S>>,
  E extends Record<string, EffectDef>,
>(config: ModelConfig<NS, S, R, E>): Model<NS, S, R, E> {
  const { namespace: ns, state: initial, subscriptions = {} } = config;
  const reducers = (config.reducers ?? {}) as Record<string, (s: S, a: Action) => S>;
  const byType: Record<string, (s: S, a: Action) => S> = {};
  const creators: Record<string, unknown> = {};
  const effectTypes: string[] = [];
  const creator = (type: string) =>
    Object.assign((payload?: unknown) => (payload === undefined ? { type } : { type, payload }), {
      type,
      toString: () => type,
    });

  for (const k of Object.keys(reducers)) {
    byType[`${ns}/${k}`] = reducers[k];
    creators[k] = creator(`${ns}/${k}`);
  }
  // The reducer creators exist now: a factory of effects gets them as `own`.
  const effects = (
    typeof config.effects === 'function' ? config.effects(creators as never) : (config.effects ?? {})
  ) as Record<string, EffectDef>;
  const kinds = Object.keys(effects).map((k) => {
    const def = effects[k];
    const [fn, kind]: readonly [EffectFn, EffectKind] = typeof def === 'function' ? [def, { type: 'takeEvery' }] : def;
    const type = `${ns}/${k}`;
    if (kind.type !== 'watcher') {
      creators[k] = creator(type);
      effectTypes.push(type);
      definedEffects.add(type);
    }
    return [type, kind, fn] as const;
  });

  const prefix = <A extends Action<string>>(a: A): A => (a.type.includes('/') ? a : { ...a, type: `${ns}/${a.type}` });
  const prefixPattern = (p: ActionPattern | undefined): ActionPattern | undefined =>
    typeof p === 'string'
      ? p === '*'
        ? p
        : prefixType(ns, p)
      : Array.isArray(p)
        ? p.map((q) => prefixPattern(q) as string)
        : p;
  const fx: EffectsCommandMap = {
    ...helpers,
    put: ((a: Action<string>) => T.put(prefix(a))) as EffectsCommandMap['put'],
    putResolve: ((a: Action<string>) => T.putResolve(prefix(a))) as EffectsCommandMap['putResolve'],
    take: ((p?: ActionPattern) => T.take(prefixPattern(p))) as EffectsCommandMap['take'],
  };

  const reducer: Reducer<S> = (state = initial, action) => {
    const r = byType[action.type];
    return r ? r(state, action) : state;
  };
  function* saga() {
    const report = (yield* T.getContext(REPORT)) as Report | undefined;
    for (const [type, kind, fn] of kinds) yield* T.fork(watch, type, kind, fn, fx, report);
  }

  return {
    namespace: ns,
    state: initial,
    subscriptions,
    actions: creators as Actions<NS, R, E>,
    reducer,
    saga,
    effectTypes,
  };
}
