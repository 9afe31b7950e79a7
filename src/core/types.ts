import type { Action, Reducer, UnknownAction } from 'redux';
import type { History } from 'history';
import type { ActionPattern, PutEffect, SelectEffect, TakeEffect } from 'redux-saga/effects';
import type * as T from 'typed-redux-saga';
import type { LoadingState } from './loading';
import type { RouterState } from './router';

/** Type-only brand carrying an effect's return type on its action, so `dispatch` can type the promise. */
export declare const EFFECT_RESULT: unique symbol;

/** An action that triggers an effect; dispatching it through the app returns `Promise<R>`. */
export type EffectAction<Type extends string = string, P = never, R = unknown> = PayloadAction<Type, P> & {
  readonly [EFFECT_RESULT]?: R;
};

/** `{ type }` when there is no payload, `{ type, payload }` otherwise. */
export type PayloadAction<Type extends string, P> = [P] extends [never] ? { type: Type } : { type: Type; payload: P };

/** What dispatching `A` returns: the effect's promise, or the action itself. */
export type DispatchResult<A> = A extends { readonly [EFFECT_RESULT]?: infer R }
  ? typeof EFFECT_RESULT extends keyof A
    ? Promise<R>
    : A
  : A;

/**
 * The app's dispatch: `dispatch(model.actions.fetch())` is `Promise<return of fetch>`. The second signature only makes
 * it a redux `Dispatch` too, for `useDispatch.withTypes<AppDispatch>()`.
 */
export interface AppDispatch {
  <A extends Action<string>>(action: A): DispatchResult<A>;
  <A extends UnknownAction>(action: A, ...extraArgs: unknown[]): A;
}

/** Effect helpers handed to every effect. `put`, `putResolve` and `take` prefix un-prefixed types with the model's namespace. */
export interface EffectsCommandMap {
  put: <A extends Action<string>>(action: A) => T.SagaGenerator<DispatchResult<A>, PutEffect<A>>;
  /** Like `put`, but waits for the promise of an effect action and returns its result (or throws its error). */
  putResolve: <A extends Action<string>>(action: A) => T.SagaGenerator<Awaited<DispatchResult<A>>, PutEffect<A>>;
  take: <A extends Action = Action<string>>(pattern?: ActionPattern<A>) => T.SagaGenerator<A, TakeEffect>;
  call: typeof T.call;
  apply: typeof T.apply;
  fork: typeof T.fork;
  spawn: typeof T.spawn;
  join: typeof T.join;
  cancel: typeof T.cancel;
  cancelled: typeof T.cancelled;
  select: typeof T.select;
  all: typeof T.all;
  race: typeof T.race;
  delay: typeof T.delay;
  retry: typeof T.retry;
  takeEvery: typeof T.takeEvery;
  takeLatest: typeof T.takeLatest;
  takeLeading: typeof T.takeLeading;
  throttle: typeof T.throttle;
  debounce: typeof T.debounce;
  actionChannel: typeof T.actionChannel;
  flush: typeof T.flush;
}

/**
 * What an effect is to the customer, for the app's failure table (config/failures.ts): a `read` of what a page shows,
 * a `submit` of what they asked for, or `background` work they did not ask for (a click count, a clock read). By
 * default from the kind: `submit` and `takeLeading` submit, `watcher` background, the others read.
 */
export type EffectRole = 'read' | 'submit' | 'background';
/**
 * How a failure that escapes the effect is shown: a 3-second failure `toast` (SPEC §8's global handler), `inline`
 * (the effect has put it where the customer looks, a section's retry or a field: nothing more is said) or `silent`
 * (nobody is told; the console has it).
 */
export type FailureShown = 'toast' | 'inline' | 'silent';
/** An effect's own declaration of its failure, beside its kind (`[fn, { type: 'takeLatest', shown: 'inline' }]`). */
export interface FailureDecl {
  role?: EffectRole;
  shown?: FailureShown;
}
/** An effect's role, and its failure when it declares one. */
export type EffectFailure = { role: EffectRole; shown?: FailureShown };
/** A form's submission (`submit(fn, options)` in submit.ts): one at a time, its key, draft and refusal owned. */
export type SubmitKind = { type: 'submit' } & FailureDecl;
export type EffectKind = (
  | { type: 'takeEvery' | 'takeLatest' | 'takeLeading' | 'watcher' }
  | { type: 'throttle' | 'debounce'; ms: number }
  | SubmitKind
) &
  FailureDecl;

// The action parameter is `never` in the constraint so that any annotation (`{ payload }: { payload: X }`) fits,
// and an unannotated action cannot be used by mistake: annotate it to give the effect a payload.
export type EffectFn = (action: never, effects: EffectsCommandMap) => unknown;
export type EffectDef = EffectFn | readonly [EffectFn, EffectKind];
export type ReducerFn<S> = (state: S, action: never) => S;

/** What a `watcher` gets first: dva's form `function* ({ take, put }: WatcherEffects)`; ours gets the same second. */
export type WatcherEffects = EffectsCommandMap & { type: string };

export interface SubscriptionApi {
  /**
   * Prefixes the type of one of the model's own reducers or effects with its namespace. An action that is not an
   * object with a type throws an error naming the model, the subscription and the action.
   */
  dispatch: AppDispatch;
  history: History;
}
/** `done(error)` reports an error of the subscription (a string becomes an Error) to onError. */
export type Subscription = (api: SubscriptionApi, done: (error: unknown) => void) => (() => void) | void;

/** One run of an effect as an `onEffect` hook wraps it: it dispatches the lifecycle actions and settles the promise. */
export type EffectSaga = (action: Action<string>) => Generator;
/**
 * Wraps every run of every effect (tracing, timing): `(effect, effects, model, 'ns/key') => function* (action) { ...;
 * yield effect(action); ... }`. Hooks wrap in the order added (the last added runs outermost); not `watcher`s.
 * A wrapper must run the effect (its promise settles there) and must not throw (that would end the effect's watcher).
 */
export type OnEffect = (effect: EffectSaga, effects: EffectsCommandMap, model: AnyModel, key: string) => EffectSaga;

export interface ModelConfig<NS extends string, S, R, E, Sel = Record<never, never>> {
  namespace: NS;
  state: S;
  reducers?: R;
  /**
   * The effects, or (preferred) a function of the model's own reducer creators that returns them:
   * `effects: (own) => ({ *load(_, { put }) { yield* put(own.saveOffers(offers)); } })`, so a typo or a wrong payload
   * in a `put` is a compile error. (Own effect creators cannot be typed inside their own definition; an effect that
   * needs another effect of its model calls a shared generator instead.)
   */
  effects?: E | ((own: ReducerCreators<NS, Known<R>> & OwnSlice<S>) => E);
  subscriptions?: Record<string, Subscription>;
  /**
   * Selectors of the slice (`chosen: (s) => s.packs...`): `model.select.chosen(rootState)` reads them from the root
   * state, so no page or test restates the slice's key.
   */
  selectors?: Sel;
}

/** The model's slice from the root state, with the model's selectors lifted to the root state. */
export type ModelSelect<NS extends string, S, Sel> = ((root: { [K in NS]: S }) => S) & {
  readonly [K in keyof Sel]: Sel[K] extends (state: S, ...args: infer A) => infer V
    ? (root: { [N in NS]: S }, ...args: A) => V
    : never;
};

type Fn<D> = D extends readonly [infer F, unknown] ? F : D;
type IsWatcher<D> = D extends readonly [unknown, { type: 'watcher' }] ? true : false;

/** Creator arguments from an action parameter type: none, `payload` or `payload?`. */
export type ArgsOf<A> = [A] extends [never]
  ? []
  : A extends { payload?: unknown }
    ? 'payload' extends keyof A
      ? 0 extends 1 & A['payload']
        ? []
        : Record<never, never> extends Pick<A, 'payload'>
          ? [payload?: A['payload']]
          : [payload: A['payload']]
      : []
    : [];

type PayloadOf<Args> = Args extends [] ? never : Args extends [payload?: infer P] ? P : never;

/** The value an effect's promise resolves with: a generator's return value, or an async function's. */
export type ReturnOf<F> = F extends (...args: never[]) => infer G
  ? G extends Generator<unknown, infer R, never>
    ? R
    : Awaited<G>
  : never;

export interface ActionCreator<Type extends string, Args extends unknown[], A> {
  (...args: Args): A;
  readonly type: Type;
}

/**
 * One of a model's reducer creators as a saga shared by several models takes it (`own.setErrors`): its payload
 * typed, its namespace any.
 */
export type PayloadCreator<P> = ActionCreator<string, [payload: P], Action<string>>;

type ReducerArgs<F> = F extends (state: never, action: infer A) => unknown ? ArgsOf<A> : [];
type EffectArgs<F> = F extends (action: infer A, ...rest: never[]) => unknown ? ArgsOf<A> : [];

/**
 * Beside the reducer creators, `own` reads the model's own slice in its sagas: `const { form } = yield* own.select()`
 * (a real SELECT effect, which expectSaga's providers and withState see). `select` is no reducer's name.
 */
export interface OwnSlice<S> {
  select: () => T.SagaGenerator<S, SelectEffect>;
}

export type ReducerCreators<NS extends string, R> = {
  [K in keyof R & string]: ActionCreator<
    `${NS}/${K}`,
    ReducerArgs<R[K]>,
    PayloadAction<`${NS}/${K}`, PayloadOf<ReducerArgs<R[K]>>>
  >;
};
export type EffectCreators<NS extends string, E> = {
  [K in keyof E & string as IsWatcher<E[K]> extends true ? never : K]: ActionCreator<
    `${NS}/${K}`,
    EffectArgs<Fn<E[K]>>,
    EffectAction<`${NS}/${K}`, PayloadOf<EffectArgs<Fn<E[K]>>>, ReturnOf<Fn<E[K]>>>
  >;
};
/** Action creators of a model; where a reducer and an effect share a name, the effect's creator wins. */
export type Actions<NS extends string, R, E> = Omit<ReducerCreators<NS, Known<R>>, keyof Known<E>> &
  EffectCreators<NS, Known<E>>;
/** An omitted `reducers` or `effects` is inferred as its constraint (an index signature): it has no keys. */
type Known<T> = string extends keyof T ? Record<never, never> : T;

export interface Model<NS extends string = string, S = unknown, R = unknown, E = unknown, Sel = Record<never, never>> {
  readonly namespace: NS;
  /** The slice (`model.select(root)`) and the model's selectors on the root state (`model.select.chosen(root)`). */
  readonly select: ModelSelect<NS, S, Sel>;
  /** Whether an effect of the model runs now: `useSelector(model.loading('order'))`; a submit's busy state. */
  readonly loading: (effect: keyof Known<E> & string) => (root: { loading: LoadingState }) => boolean;
  readonly state: S;
  readonly subscriptions: Record<string, Subscription>;
  readonly actions: Actions<NS, R, E>;
  /** The model's reducer, keyed by prefixed types (`ns/name`). */
  readonly reducer: Reducer<S>;
  /** Root saga running all the model's watchers, with prefixing; no promises (use with expectSaga). */
  readonly saga: () => Generator;
  /** Effect action types (`ns/name`) that get a promise when dispatched through the app. */
  readonly effectTypes: readonly string[];
  /** Each effect's role and declared failure, by its name (the error hook's context carries them). */
  readonly failures: Readonly<Record<string, EffectFailure>>;
  /** dva's rule: `ns/` before a type naming an own reducer or effect (`add`, `load/@@end`); any other as it is. */
  readonly prefixType: (type: string) => string;
}

/** What app.model() takes: any concrete Model. */
export interface AnyModel {
  readonly namespace: string;
  readonly subscriptions: Record<string, Subscription>;
  readonly reducer: (state: never, action: UnknownAction) => unknown;
  readonly saga: () => Generator;
  readonly effectTypes: readonly string[];
  readonly failures?: Model['failures'];
  readonly prefixType: (type: string) => string;
}

/** State the runtime itself adds to the root state. */
export interface CoreState {
  loading: LoadingState;
  router: RouterState;
}

type ModelUnion<M> = M extends { namespace: string; state: unknown }
  ? M
  : M extends readonly (infer U)[]
    ? U
    : M[keyof M];

/** Root state of a set of models (a tuple, an array, a record of models or a union of model types), with the core's slices. */
export type StateOf<M> = {
  [K in ModelUnion<M> as K extends { namespace: infer NS extends string } ? NS : never]: K extends { state: infer S }
    ? S
    : never;
} & CoreState;
