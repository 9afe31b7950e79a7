// The sign-up's fields as they are typed and left, run by the page with no effect in the model: an edit goes into
// the form (the model's `set`: cleaned, its message gone), a city reads its districts, and the draft (never the
// code) is kept in sessionStorage; a field left says its problem at once. The model keeps the form because its
// sagas read it (the SMS send, the draft restored) and write its messages (a refusal at its field).
import { useStore } from 'react-redux';
import { useAppDispatch } from '../../models/hooks';
import { saveDraft } from '../shared/draft';
import venuesHire, { HIRE_DRAFT } from './hireModel';
import { fieldProblem, type HireField, type HireForm } from './hireRules';

/** What a draft keeps: everything typed but the code. */
const draftOf = ({ code: _code, ...rest }: HireForm) => rest;

/** `edit(field)(value)` for a keystroke or a choice, `blur(field)()` for a field left. */
export function useHireField() {
  const dispatch = useAppDispatch();
  const store = useStore();
  const form = () => venuesHire.select(store.getState() as never).form;
  return {
    edit: (field: HireField) => (value: string) => {
      dispatch(venuesHire.actions.set({ field, value }));
      if (field === 'cityCode' && value) void dispatch(venuesHire.actions.loadDistricts({ cityCode: value }));
      if (field !== 'code') saveDraft(HIRE_DRAFT, draftOf(form()));
    },
    blur: (field: HireField) => () => {
      const key = fieldProblem(form(), field);
      if (key) dispatch(venuesHire.actions.setErrors({ [field]: { key } }));
    },
  };
}
