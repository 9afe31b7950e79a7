import type { Action, Reducer } from 'redux';
import type { Task } from 'redux-saga';
import { delay as delayEffect, take as takeEffect, type ActionPattern } from 'redux-saga/effects';
import * as T from 'typed-redux-saga';
import { selectEffectLoading } from './loading';
import type {
  Actions,
  EffectDef,
  EffectFailure,
  EffectFn,
  EffectKind,
  EffectSaga,
  EffectsCommandMap,
  Model,
  ModelConfig,
  OnEffect,
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

/**
 * Saga context key of what the app hands its models: the reporter, for errors no promise carries (a crashed
 * `watcher`), and the `onEffect` hooks (a live array: a hook added later wraps the runs that follow).
 */
export const CORE = '@@core';
export interface CoreContext {
  report: Report;
  hooks: OnEffect[];
}
export type Report = (error: unknown, namespace: string, effect: string, action: Action<string>) => void;

/**
 * Marks an action made by an effect's creator (a non-enumerable key: equality, serialisers and spreads ignore it), so
 * the app settles a dispatch to the effect of a model it has not registered (yet) rather than passing it on.
 */
export const EFFECT = Symbol('effect');

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

const noop = () => undefined;
// No `?.` in the runtime's hot code: the build lowers each one to a longer expression for the older targets.
const NO_RUN: Run = { resolve: noop, reject: noop };
/** The run's settle functions; none when the saga runs without the app (expectSaga). */
const runOf = (action: RunAction | undefined) => (action && action[RUN]) || NO_RUN;
const skip = (action: RunAction | undefined, reason?: 'skipped') =>
  runOf(action).reject(new EffectCancelledError(reason));

/** One run of an effect: lifecycle actions, loading (through @@start/@@end), and the settling of its promise. */
function* worker(type: string, fn: EffectFn, fx: EffectsCommandMap, action: RunAction) {
  const run = runOf(action);
  yield* T.put({ type: `${type}/@@start` });
  try {
    // The boundary with redux-saga's types: the action parameter is `never` in EffectFn (see types.ts).
    const result = yield* T.call(fn as (a: RunAction, f: EffectsCommandMap) => unknown, action, fx);
    run.resolve(result);
  } catch (error) {
    run.reject(error);
    yield* T.put({ type: `${type}/@@error`, payload: error, error: true });
  } finally {
    if (yield* T.cancelled()) run.reject(new EffectCancelledError());
    yield* T.put({ type: `${type}/@@end` });
  }
}

type Race = { a?: RunAction };
const takeOrWait = (type: string, ms: number) =>
  T.race({ a: takeEffect(type), t: delayEffect(ms) }) as Generator<unknown, Race>;

/** The watcher of one effect; every taken action is either run or settled as skipped. */
function* watch(
  type: string,
  kind: EffectKind,
  fn: EffectFn,
  fx: EffectsCommandMap,
  report: Report,
  hooks: OnEffect[],
  model: Model,
) {
  const base: EffectSaga = (a) => worker(type, fn, fx, a);
  // Through the app's onEffect hooks, read at each run (a hook added later wraps the runs that follow).
  // A hook's wrapper must run the effect (its promise settles there) and not throw (that would end the watcher).
  const run = (a: RunAction) =>
    T.fork(
      hooks.reduce((saga, hook) => hook(saga, fx, model, type), base),
      a,
    );
  const take = () => T.take<RunAction>(type);
  let task: Task | undefined;
  let pending: RunAction | undefined;
  switch (kind.type) {
    case 'watcher':
      try {
        // dva's form `function* ({ take, put })` and ours `function* (_, { take, put })` both get the helpers.
        yield* T.call(fn as (a: object, f: EffectsCommandMap) => unknown, { ...fx, type }, fx);
      } catch (error) {
        yield* T.put({ type: `${type}/@@error`, payload: error, error: true });
        report(error, type.slice(0, type.indexOf('/')), type.slice(type.indexOf('/') + 1), { type });
      }
      return;
    case 'takeLatest':
      for (;;) {
        const a = yield* take();
        if (task) yield* T.cancel(task);
        task = yield* run(a);
      }
    case 'takeLeading':
    case 'submit':
      for (;;) {
        const a = yield* take();
        if (task && task.isRunning()) skip(a, 'skipped');
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

const isPlain = (o: unknown) => typeof o === 'object' && o !== null && Object.getPrototypeOf(o) === Object.prototype;

/** dva's checks of a model's shape, for what the compiler cannot see (a model built from `any`); development only. */
function checkModel({
  namespace,
  state,
  reducers,
  effects,
  subscriptions,
  selectors,
}: ModelConfig<string, unknown, unknown, unknown, unknown>) {
  const fail = (what: string) => {
    throw new Error(`[core] defineModel: ${what}`);
  };
  if (typeof namespace !== 'string' || !namespace) fail('namespace should be defined');
  if (namespace.includes('/')) fail(`namespace "${namespace}" should not contain "/"`);
  const where = ` (model "${namespace}")`;
  if (state === undefined) fail(`state should be defined, null when the model keeps none${where}`);
  if (reducers !== undefined && !isPlain(reducers)) fail(`reducers should be plain object${where}`);
  if (reducers !== undefined && 'select' in (reducers as object)) fail(`"select" is own.select, no reducer${where}`);
  if (effects != null && typeof effects !== 'function' && !isPlain(effects))
    fail(`effects should be plain object or a function of the own creators${where}`);
  if (subscriptions !== undefined && !isPlain(subscriptions)) fail(`subscriptions should be plain object${where}`);
  if (selectors !== undefined && !isPlain(selectors)) fail(`selectors should be plain object${where}`);
  if (typeof effects !== 'object' || !effects) return;
  const kinds = ['takeEvery', 'takeLatest', 'takeLeading', 'throttle', 'debounce', 'watcher', 'submit'];
  for (const [key, def] of Object.entries(effects as Record<string, unknown>)) {
    const kind = (Array.isArray(def) ? def[1] : { type: 'takeEvery' }) as { type?: unknown; ms?: unknown };
    if (!kinds.includes(kind?.type as string))
      fail(`effect type should be ${kinds.join(', ')} (effect "${namespace}/${key}")`);
    if ((kind.type === 'throttle' || kind.type === 'debounce') && typeof kind.ms !== 'number')
      fail(`ms should be defined if type is ${String(kind.type)} (effect "${namespace}/${key}")`);
  }
}

/** The creator of one of a model's actions: `ns/key`, an effect's marked as such. */
export function creator(type: string, effect?: boolean) {
  return Object.assign(
    (payload?: unknown) => {
      const a = payload === undefined ? { type } : { type, payload };
      return effect ? Object.defineProperty(a, EFFECT, { value: true }) : a;
    },
    { type, toString: () => type },
  );
}

/** `own`: the reducer creators, and the model's slice as a saga step (a SELECT effect). */
export function ownOf<S>(ns: string, creators: Record<string, unknown>) {
  return Object.assign({}, creators, {
    select: function* () {
      return yield* T.select((root: Record<string, unknown>) => root[ns] as S);
    },
  });
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
  Sel extends Record<string, (state: S, ...args: never[]) => unknown> = Record<never, never>,
>(config: ModelConfig<NS, S, R, E, Sel>): Model<NS, S, R, E, Sel> {
  if (process.env.NODE_ENV !== 'production') checkModel(config);
  const { namespace: ns, state: initial, subscriptions = {} } = config;
  const reducers = (config.reducers || {}) as Record<string, (s: S, a: Action) => S>;
  const byType: Record<string, (s: S, a: Action) => S> = {};
  const creators: Record<string, unknown> = {};
  const effectTypes: string[] = [];
  for (const k of Object.keys(reducers)) {
    byType[`${ns}/${k}`] = reducers[k];
    creators[k] = creator(`${ns}/${k}`);
  }
  // The reducer creators exist now: a factory of effects gets them as `own`, with the model's slice as a saga step
  // (a SELECT effect).
  const ownArg = ownOf<S>(ns, creators);
  const effects = (
    typeof config.effects === 'function' ? config.effects(ownArg as never) : config.effects || {}
  ) as Record<string, EffectDef>;
  const failures: Record<string, EffectFailure> = {};
  const kinds = Object.keys(effects).map((k) => {
    const def = effects[k];
    const [fn, kind]: readonly [EffectFn, EffectKind] = typeof def === 'function' ? [def, { type: 'takeEvery' }] : def;
    const type = `${ns}/${k}`;
    const t = kind.type;
    const role =
      kind.role || (t === 'submit' || t === 'takeLeading' ? 'submit' : t === 'watcher' ? 'background' : 'read');
    failures[k] = kind.shown ? { role, shown: kind.shown } : { role };
    if (kind.type !== 'watcher') {
      creators[k] = creator(type, true);
      effectTypes.push(type);
    }
    return [type, kind, fn] as const;
  });

  // dva's rule: a type naming one of the model's own reducers or effects (a lifecycle suffix `/@@end` included) is
  // prefixed with the namespace; any other (`ns/type`, an extra reducer's, `@@router/...`) passes as it is.
  const own = new Set([...Object.keys(reducers), ...Object.keys(effects)]);
  const prefixType = (type: string) => (own.has(type.replace(/\/@@[^/]+$/, '')) ? `${ns}/${type}` : type);
  const prefix = <A extends Action<string>>(a: A): A => {
    const type = prefixType(a.type);
    return type === a.type ? a : { ...a, type };
  };
  const prefixPattern = (p: ActionPattern | undefined): ActionPattern | undefined =>
    typeof p === 'string' ? prefixType(p) : Array.isArray(p) ? p.map((q) => prefixPattern(q) as string) : p;
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
    // Without the app (expectSaga(model.saga)): no reporter, no hooks.
    const { report = noop, hooks = [] } = ((yield* T.getContext(CORE)) || {}) as Partial<CoreContext>;
    for (const [type, kind, fn] of kinds) yield* T.fork(watch, type, kind, fn, fx, report, hooks, model as Model);
  }

  const slice = (root: Record<string, unknown>) => root[ns] as S;
  const select = Object.assign(
    slice,
    Object.fromEntries(
      Object.entries(config.selectors || {}).map(([k, f]) => [
        k,
        (root: Record<string, unknown>, ...args: unknown[]) =>
          (f as (s: S, ...a: unknown[]) => unknown)(slice(root), ...args),
      ]),
    ),
  ) as unknown as Model<NS, S, R, E, Sel>['select'];
  const loading = (effect: string) => selectEffectLoading(`${ns}/${effect}`);

  const model: Model<NS, S, R, E, Sel> = {
    namespace: ns,
    select,
    loading,
    state: initial,
    subscriptions,
    actions: creators as Actions<NS, R, E>,
    reducer,
    saga,
    effectTypes,
    failures,
    prefixType,
  };
  return model;
}
