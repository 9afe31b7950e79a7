// A model's field setters: `set(field)` puts the payload into that field, and a model whose
// reducers are all setters still types its creators, in `own` and in `model.actions` (tsc --noEmit checks them).
import { expectSaga } from 'redux-saga-test-plan';
import { defineModel, setterOf } from '../../src/core';

interface State {
  name: string;
  count: number;
  note?: string;
}
const set = setterOf<State>();
const initial: State = { name: '', count: 0 };

// Every reducer a property made by set(): the effects' `own` and the model's actions keep their names and payloads.
const fields = defineModel({
  namespace: 'fields',
  state: initial,
  reducers: { setName: set('name'), setNote: set('note') },
  effects: (own) => ({
    *rename({ payload }: { payload: string }, { put }) {
      yield* put(own.setName(payload));
      yield* put(own.setNote());
      // Never run: for the type checker.
      function* _wrong() {
        // @ts-expect-error a name is a string
        yield* put(own.setName(3));
        // @ts-expect-error a field that is not set
        yield* put(own.setCount(3));
      }
    },
  }),
});

// A model whose reducers are all setters, each name written where it is defined.
const many = defineModel({
  namespace: 'many',
  state: initial,
  reducers: { setName: set('name'), setCount: set('count') },
  effects: (own) => ({
    *count({ payload }: { payload: number }, { put }) {
      yield* put(own.setCount(payload));
    },
  }),
});

export function typeChecks() {
  fields.actions.setName('a');
  fields.actions.setNote();
  fields.actions.rename('b');
  many.actions.setName('a');
  // @ts-expect-error a count is a number
  many.actions.setCount('1');
  // @ts-expect-error a name is never left out
  fields.actions.setName();
  // @ts-expect-error a field the state does not have
  set('nope');
}

it('set(field) puts the payload into its field, undefined where it may be left out', () => {
  const state = { ...initial, note: 'n' };
  expect(fields.reducer(state, fields.actions.setName('Li'))).toEqual({ name: 'Li', count: 0, note: 'n' });
  expect(fields.reducer(state, fields.actions.setNote())).toEqual({ name: '', count: 0, note: undefined });
});

it('a model of setters alone sets each field', () => {
  expect(many.reducer(initial, many.actions.setCount(2))).toEqual({ name: '', count: 2 });
});

it('effects put the setters through own', async () => {
  await expectSaga(fields.saga)
    .withReducer(fields.reducer)
    .dispatch(fields.actions.rename('Wang'))
    .put(fields.actions.setName('Wang'))
    .hasFinalState({ name: 'Wang', count: 0, note: undefined })
    .silentRun(10);
  await expectSaga(many.saga)
    .withReducer(many.reducer)
    .dispatch(many.actions.count(5))
    .hasFinalState({ name: '', count: 5 })
    .silentRun(10);
});
