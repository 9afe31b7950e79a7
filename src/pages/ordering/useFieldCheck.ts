// A field left is checked at once, in the page: its message goes, and comes back when the field is filled and
// wrong (an empty one is said only when the form is sent, so a customer passing through is not scolded). The check
// is the form's own (its `problems`, the same the submit runs); only the messages reach the store.
import { useStore } from 'react-redux';
import type { PayloadCreator } from '../../core';
import { useAppDispatch } from '../../models/hooks';
import type { Problem } from '../shared/phone';

type Errors<F extends string> = Partial<Record<F, Problem>>;

interface Checked<F extends string> {
  draft: object;
  errors: Errors<F>;
  smsCode?: string;
}

/** The messages once `field` is left, on `now`. */
export function leftField<F extends string, S extends Checked<F>>(
  s: S,
  field: F,
  problems: (s: S, fields: F[], now: number) => Errors<F>,
  now: number,
): Errors<F> {
  const errors = { ...s.errors };
  delete errors[field];
  const found = problems(s, [field], now)[field];
  const value = field === 'smsCode' ? s.smsCode : (s.draft as Record<string, unknown>)[field];
  if (found && !(typeof value === 'string' && !value)) errors[field] = found;
  return errors;
}

/** The check of a field left, on the model that `select` reads and `setErrors` writes. */
export function useFieldCheck<F extends string, S extends Checked<F>>(
  select: (state: never) => S,
  setErrors: PayloadCreator<S['errors']>,
  problems: (s: S, fields: F[], now: number) => Errors<F>,
): (field: F) => void {
  const dispatch = useAppDispatch();
  const store = useStore();
  return (field) => {
    const s = select(store.getState() as never);
    void dispatch(setErrors(leftField(s, field, problems, Date.now())));
  };
}
