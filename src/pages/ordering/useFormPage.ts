// The head of an ordering form on its model, the same on every form of the family: the model's slice (its draft and
// the messages at its fields), whether its submit (or another effect) runs, an edit of the draft and the check of a
// field left; with `open`, the form of the page's route is opened as the page opens, and again when the route
// changes to another form.
import { useEffect } from 'react';
import type { PayloadCreator } from '../../core';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import type { Problem } from '../shared/phone';
import { useFieldCheck } from './useFieldCheck';

interface FormModel<S extends { errors: object }, D, K extends string> {
  select: (state: never) => S;
  loading: (effect: K) => (state: never) => boolean;
  actions: { edit: PayloadCreator<Partial<D>>; setErrors: PayloadCreator<S['errors']> };
}

type Dispatched = Parameters<ReturnType<typeof useAppDispatch>>[0];

export function useFormPage<
  D extends object,
  F extends string,
  S extends { draft: D; errors: Partial<Record<F, Problem>>; smsCode?: string },
  K extends string,
  P = undefined,
>(
  model: FormModel<S, D, K>,
  problems: (s: S, fields: F[], now: number) => Partial<Record<F, Problem>>,
  busy: K,
  open?: { with: (payload: P) => Dispatched; payload: P },
) {
  const dispatch = useAppDispatch();
  const s = usePageSelector(model.select);
  const sending = usePageSelector(model.loading(busy));
  const { edit, setErrors } = model.actions;
  const blur = useFieldCheck(model.select, setErrors, problems);
  const opener = open?.with;
  const payload = open?.payload;
  useEffect(() => {
    if (opener) void dispatch(opener(payload as P));
  }, [dispatch, opener, payload]);
  return {
    dispatch,
    s,
    draft: s.draft,
    errors: s.errors,
    sending,
    edit: (patch: Partial<D>) => void dispatch(edit(patch)),
    blur,
  };
}
