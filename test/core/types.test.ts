// Type-level tests: `tsc --noEmit` checks them (each @ts-expect-error must stay an error); jest runs the tiny runtime part.
import { expectSaga } from 'redux-saga-test-plan';
import { createApp, defineModel, push, type App, type AppDispatch, type StateOf } from '../../src/core';
import { createMemoryHistory } from 'history';
import { useDispatch } from 'react-redux';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assertType = <T extends true>(_?: T) => undefined;
/** `exact<E>()(value)` compiles only when the type of value is exactly E. */
const exact =
  <E>() =>
  <A>(_value: A, ..._check: Equal<A, E> extends true ? [] : [never]) =>
    undefined;

interface Offer {
  id: string;
  price: number;
}
const api = {
  offers: (_city: string) => Promise.resolve([] as Offer[]),
  order: (_o: { id: string }) => Promise.resolve('R1'),
};

const recharge = defineModel({
  namespace: 'recharge',
  state: { offers: [] as Offer[], order: undefined as string | undefined, n: 0 },
  reducers: {
    saveOffers(state, { payload }: { payload: Offer[] }) {
      return { ...state, offers: payload };
    },
    reset(state) {
      return { ...state, offers: [] };
    },
    maybe(state, { payload }: { payload?: number }) {
      return { ...state, n: payload ?? 0 };
    },
  },
  effects: {
    *fetchOffers({ payload }: { payload: string }, { call, put, select }) {
      const offers = yield* call(api.offers, payload);
      exact<Offer[]>()(offers);
      exact<number>()(yield* select((s: { recharge: { n: number } }) => s.recharge.n));
      yield* put({ type: 'saveOffers', payload: offers });
      return offers.length;
    },
    *clear(_, { put }) {
      yield* put({ type: 'reset' });
    },
    submit: [
      function* ({ payload }: { payload: { id: string } }, { call, put }) {
        const id = yield* call(api.order, payload);
        yield* put(push(`/pay?orderId=${id}`));
        return { orderId: id };
      },
      { type: 'takeLeading' },
    ],
    search: [
      function* ({ payload }: { payload: string }) {
        yield* [];
        return payload.length;
      },
      { type: 'debounce', ms: 300 },
    ],
    tick: [
      function* (_, { take }) {
        yield* take('reset');
      },
      { type: 'watcher' },
    ],
  },
});

const user = defineModel({
  namespace: 'user',
  state: { name: '' },
  reducers: {
    rename(state, { payload }: { payload: string }) {
      return { ...state, name: payload };
    },
  },
});
const onlyEffects = defineModel({
  namespace: 'onlyEffects',
  state: null,
  effects: {
    *ping() {
      yield* [];
      return 'pong' as const;
    },
  },
});

// Effects get typed put / putResolve / take for actions of other models.
defineModel({
  namespace: 'fx',
  state: null,
  effects: {
    *run(_, { put, putResolve, take }) {
      exact<Promise<'pong'>>()(yield* put(onlyEffects.actions.ping()));
      exact<'pong'>()(yield* putResolve(onlyEffects.actions.ping()));
      exact<{ type: 'user/rename'; payload: string }>()(yield* put(user.actions.rename('x')));
      exact<{ type: 'user/rename'; payload: string }>()(yield* take(user.actions.rename));
    },
  },
});

// Never called: these lines are for the type checker.
export function typeChecks() {
  // Action creators: payload types from the annotations, none when there is no payload.
  recharge.actions.saveOffers([{ id: 'a', price: 1 }]);
  recharge.actions.reset();
  recharge.actions.maybe();
  recharge.actions.maybe(3);
  recharge.actions.fetchOffers('wuhan');
  recharge.actions.clear();
  recharge.actions.submit({ id: 'x' });
  recharge.actions.search('abc');
  assertType<Equal<typeof recharge.actions.fetchOffers.type, 'recharge/fetchOffers'>>();
  assertType<Equal<ReturnType<typeof recharge.actions.reset>, { type: 'recharge/reset' }>>();
  assertType<
    Equal<ReturnType<typeof recharge.actions.saveOffers>, { type: 'recharge/saveOffers'; payload: Offer[] }>
  >();

  // @ts-expect-error wrong payload
  recharge.actions.saveOffers('nope');
  // @ts-expect-error missing payload
  recharge.actions.fetchOffers();
  // @ts-expect-error wrong payload for an effect
  recharge.actions.submit({ id: 1 });
  // @ts-expect-error no payload expected
  recharge.actions.reset(1);
  // @ts-expect-error no payload expected (effect)
  recharge.actions.clear(1);
  // @ts-expect-error unknown action type
  recharge.actions.nope();
  // @ts-expect-error a watcher has no action creator
  recharge.actions.tick();
  // A model without effects (or without reducers) has only the creators it declares.
  user.actions.rename('x');
  // @ts-expect-error unknown action type
  user.actions.nope();
  // @ts-expect-error unknown action type
  onlyEffects.actions.nope();
  assertType<Equal<keyof typeof onlyEffects.actions, 'ping'>>();
  assertType<Equal<keyof typeof user.actions, 'rename'>>();

  // dispatch: effects give a promise of their return value, reducer actions give the action back.
  const app = createApp<StateOf<[typeof recharge, typeof user]>>({ history: createMemoryHistory() });
  exact<Promise<number>>()(app.dispatch(recharge.actions.fetchOffers('wuhan')));
  exact<Promise<{ orderId: string }>>()(app.dispatch(recharge.actions.submit({ id: 'x' })));
  exact<Promise<void>>()(app.dispatch(recharge.actions.clear()));
  exact<Promise<'pong'>>()(app.dispatch(onlyEffects.actions.ping()));
  exact<{ type: 'recharge/reset' }>()(app.dispatch(recharge.actions.reset()));
  // The same typing through react-redux.
  const _useAppDispatch = useDispatch.withTypes<AppDispatch>();
  const dispatch = (() => undefined) as unknown as ReturnType<typeof _useAppDispatch>;
  exact<Promise<number>>()(dispatch(recharge.actions.fetchOffers('wuhan')));
}

// Root state from the models, with the core's slices.
type Root = StateOf<[typeof recharge, typeof user]>;
assertType<Equal<Root['recharge'], { offers: Offer[]; order: string | undefined; n: number }>>();
assertType<Equal<Root['user'], { name: string }>>();
assertType<Equal<Root['loading']['global'], boolean>>();
assertType<Equal<Root['router']['location']['pathname'], string>>();
assertType<Equal<StateOf<{ recharge: typeof recharge }>['recharge']['n'], number>>();
assertType<Equal<StateOf<typeof user>['user'], { name: string }>>();
export function stateChecks(app: App<Root>) {
  const state = app.getState();
  assertType<Equal<typeof state.recharge.offers, Offer[]>>();
  // @ts-expect-error unknown slice
  void state.nope;
}

// Reducers must return the model's state.
defineModel({
  namespace: 'bad',
  state: { n: 0 },
  reducers: {
    // @ts-expect-error wrong state shape
    set(_state, { payload }: { payload: string }) {
      return { n: payload };
    },
  },
});

// An unannotated action cannot be used by mistake.
defineModel({
  namespace: 'bad2',
  state: {},
  effects: {
    *fetch(action) {
      // @ts-expect-error annotate the action to use its payload
      yield* [action.payload];
    },
  },
});

// Effects as a factory of the model's own reducer creators: puts are typed, payloads checked.
const typed = defineModel({
  namespace: 'typed',
  state: { n: 0, name: '' },
  reducers: {
    setN(state, { payload }: { payload: number }) {
      return { ...state, n: payload };
    },
    clear(state) {
      return { ...state, n: 0, name: '' };
    },
  },
  effects: (own) => ({
    *load({ payload }: { payload: string }, { put }) {
      exact<{ type: 'typed/setN'; payload: number }>()(yield* put(own.setN(payload.length)));
      yield* put(own.clear());
      // Never run: for the type checker.
      function* _wrong() {
        // @ts-expect-error a wrong payload for an own reducer
        yield* put(own.setN('three'));
        // @ts-expect-error an own action that does not exist
        yield* put(own.setn(3));
        // @ts-expect-error no payload expected
        yield* put(own.clear(1));
      }
      return payload.length;
    },
    reset: [
      function* (_, { put }) {
        yield* put(own.clear());
      },
      { type: 'takeLeading' },
    ],
  }),
});
export function factoryChecks() {
  typed.actions.load('abc');
  typed.actions.reset();
  typed.actions.setN(1);
  // @ts-expect-error wrong payload for an effect of a factory
  typed.actions.load(1);
  const app = createApp<StateOf<[typeof typed]>>({ history: createMemoryHistory() });
  exact<Promise<number>>()(app.dispatch(typed.actions.load('abc')));
}

it("effects of a factory put the model's own typed actions", async () => {
  await expectSaga(typed.saga)
    .withReducer(typed.reducer)
    .dispatch(typed.actions.load('abcd'))
    .put(typed.actions.setN(4))
    .put(typed.actions.clear())
    .hasFinalState({ n: 0, name: '' })
    .silentRun(10);
});

it('type-level tests compile (see tsc --noEmit)', async () => {
  await expectSaga(recharge.saga).dispatch(recharge.actions.clear()).put({ type: 'recharge/reset' }).silentRun(10);
});
