// A model's reducer that puts its payload into one field of the state: `setBalance: set('balance')` for what each
// model otherwise writes out as `setBalance(state, { payload }) { return { ...state, balance: payload }; }`. The
// runtime's, so that every layer's models (the app's in models/, the pages') write their setters one way.

/** The reducer of one field; its creator takes the field's value, and may go without one where it may be undefined. */
export type Setter<S, K extends keyof S> = (
  state: S,
  action: { payload?: S[K] } & (undefined extends S[K] ? unknown : { payload: S[K] }),
) => S;

/**
 * `set(field)`: one overload per field of S, none of them generic. A generic `set` would be a generic function
 * returning a function, which TypeScript leaves out of its first reading of `defineModel({ reducers, effects })`:
 * `reducers: { setA: set('a') }` with `effects: (own) => …` then typed neither `own.setA` nor `model.actions.setA`.
 */
export type SetterOf<S> = Overloads<{ [K in keyof S]-?: (field: K) => Setter<S, K> }[keyof S]>;
type Overloads<U> = (U extends unknown ? (f: U) => void : never) extends (f: infer I) => void ? I : never;

const setField =
  <S>(field: keyof S) =>
  (state: S, { payload }: { payload?: unknown }): S => ({ ...state, [field]: payload });

/** `setterOf<State>()` gives `set(field)`, the reducer of that field. */
export const setterOf = <S>() => setField as SetterOf<S>;
