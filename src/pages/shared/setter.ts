// A model's reducer that puts its payload into one field of the state: `setBalance: set('balance')` for what each
// model otherwise writes out as `setBalance(state, { payload }) { return { ...state, balance: payload }; }`.

/**
 * `setterOf<State>()` gives `set(field)`, the reducer of that field; its creator takes the field's value, and may be
 * called without one where the field may be undefined.
 */
export const setterOf =
  <S>() =>
  <K extends keyof S>(field: K) =>
  (state: S, { payload }: { payload?: S[K] } & (undefined extends S[K] ? unknown : { payload: S[K] })): S => ({
    ...state,
    [field]: payload,
  });
