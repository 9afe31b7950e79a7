// A model's reducer that puts its payload into one field of the state: `setBalance: set('balance')` for what each
// model otherwise writes out as `setBalance(state, { payload }) { return { ...state, balance: payload }; }`.

/** The reducer of one field; its creator takes the field's value, and may go without one where it may be undefined. */
export type Setter<S, K extends keyof S> = (
  state: S,
  action: { payload?: S[K] } & (undefined extends S[K] ? unknown : { payload: S[K] }),
) => S;

/** `setterOf<State>()` gives `set(field)`, the reducer of that field. */
export const setterOf =
  <S>() =>
  <K extends keyof S>(field: K): Setter<S, K> =>
  (state, { payload }) => ({ ...state, [field]: payload });

/** The reducers `set<Field>` of `fields`: `settersOf<State>()('balance', 'check')` gives `setBalance` and `setCheck`. */
export const settersOf =
  <S>() =>
  <K extends keyof S & string>(...fields: K[]) =>
    Object.fromEntries(
      fields.map((f) => [`set${f.charAt(0).toUpperCase()}${f.slice(1)}`, setterOf<S>()(f)]),
    ) as unknown as {
      [F in K as `set${Capitalize<F>}`]: Setter<S, F>;
    };
