// The `orderingCard` model's state and reducers (defineSlice): `own`, its typed creators and its slice, which its
// number section (numbers.ts) imports; the model is index.ts, its facts and rules form.ts.
import { defineSlice } from '../../../core';
import type { NumberItem } from '../../../services/api/types';
import { ready, type Load } from '../../shared/load';
import type { Problem } from '../../shared/phone';
import { setterOf } from '../../shared/setter';
import { areaReducers, smsFormReducers } from '../formReducers';
import { initialCard, type CardState, type HeldNumber, type NumberQuery } from './form';

const set = setterOf<CardState>();

export const orderingCardSlice = defineSlice({
  namespace: 'orderingCard',
  state: initialCard,
  reducers: {
    ...smsFormReducers<CardState>({ held: 'number' }),
    ...areaReducers<CardState>(),
    setDraft: set('draft'),
    setProducts: set('products'),
    setRetype: set('retype'),
    setOpen: set('open'),
    setNumbers(state, { payload }: { payload: { numbers: Load<NumberItem[]>; query?: NumberQuery } }) {
      return { ...state, numbers: payload.numbers, query: payload.query ?? state.query };
    },
    setHolding(state, { payload }: { payload: { msisdn?: string; problem?: Problem } }) {
      return { ...state, holding: payload.msisdn, holdProblem: payload.problem };
    },
    /** The order took the number: it leaves the draft and the batch shown (going back does not offer it again). */
    sold(state, { payload }: { payload: string }): CardState {
      const { held: _gone, ...draft } = state.draft;
      const numbers =
        state.numbers.status === 'ready'
          ? ready(state.numbers.data.filter((n) => n.msisdn !== payload))
          : state.numbers;
      return { ...state, draft, numbers };
    },
    /** The hold is gone: the number leaves the draft, the rest stays. */
    dropHold(state, { payload }: { payload: { problem?: Problem } }) {
      const { held: _gone, ...draft } = state.draft;
      return { ...state, draft, expired: true, holdProblem: payload.problem };
    },
    held(state, { payload }: { payload: HeldNumber }) {
      const errors = { ...state.errors };
      delete errors.number;
      return {
        ...state,
        draft: { ...state.draft, held: payload },
        holding: undefined,
        holdProblem: undefined,
        expired: false,
        errors,
      };
    },
  },
});

/** The reducer creators and `own.select()`, as the model's effects have them. */
export const { own } = orderingCardSlice;
