// The reducers the ordering forms share, spread into each model's own: the messages at the fields and the refusal
// above the button (`submitReducers`; the submit under way is the effect's loading flag, `model.loading('submit')`),
// an edit of the draft (`draftReducers`), for a form with an SMS code the code typed and its send (`smsReducers`),
// and for a delivery address its two lists (`areaReducers`); a form with an SMS code takes the first three at once
// (`smsFormReducers`). Spread, they are the model's own reducers: own
// creators, own action types in DevTools.
import type { AreaDict } from '../../services/api/types';
import type { Load } from '../shared/load';
import type { Problem } from '../shared/phone';
import type { SmsSend } from './sagas';

/** What a form with a submit keeps. */
interface Submittable {
  errors: object;
  refusal?: Problem;
}

export function submitReducers<S extends Submittable>() {
  return {
    setErrors(state: S, { payload }: { payload: S['errors'] }): S {
      return { ...state, errors: payload };
    },
    /** The server's refusal of the whole order, above the button (the submit kind's `refused`; undefined clears). */
    setRefusal(state: S, { payload }: { payload?: string }): S {
      return { ...state, refusal: payload === undefined ? undefined : { text: payload } };
    },
  };
}

/** What a form with an SMS code keeps. */
interface WithSms {
  errors: { smsCode?: Problem };
  smsCode: string;
  sms: SmsSend;
}

export function smsReducers<S extends WithSms>() {
  return {
    /** The code typed: its message goes, the others stay. */
    setSmsCode(state: S, { payload }: { payload: string }): S {
      const errors = { ...state.errors };
      delete errors.smsCode;
      return { ...state, smsCode: payload, errors };
    },
    setSms(state: S, { payload }: { payload: Partial<SmsSend> }): S {
      return { ...state, sms: { ...state.sms, ...payload } };
    },
  };
}

/** What a form with a draft keeps. */
interface Drafted {
  draft: object;
  errors: object;
  refusal?: Problem;
}

/**
 * `patch`: an edit merged into the draft; the messages of the fields it changes go (`also`: a draft key whose
 * message sits at a field of another name, as the held number's at `number`), and the refusal with them.
 */
export function draftReducers<S extends Drafted>(also: Partial<Record<keyof S['draft'], string>> = {}) {
  return {
    patch(state: S, { payload }: { payload: Partial<S['draft']> }): S {
      const errors: Record<string, unknown> = { ...state.errors };
      for (const k of Object.keys(payload)) {
        delete errors[k];
        const other = also[k as keyof S['draft']];
        if (other) delete errors[other];
      }
      return { ...state, draft: { ...state.draft, ...payload }, errors, refusal: undefined };
    },
  };
}

/** What a form with a delivery address keeps: the province's cities and the chosen city's districts. */
interface WithAreas {
  cities: Load<AreaDict[]>;
  districts: Load<AreaDict[]>;
}

export function areaReducers<S extends WithAreas>() {
  return {
    setCities(state: S, { payload }: { payload: Load<AreaDict[]> }): S {
      return { ...state, cities: payload };
    },
    setDistricts(state: S, { payload }: { payload: Load<AreaDict[]> }): S {
      return { ...state, districts: payload };
    },
  };
}

/** A form with a draft and an SMS code: submitReducers, smsReducers and draftReducers (`also` as draftReducers'). */
export function smsFormReducers<S extends Submittable & WithSms & Drafted>(
  also: Partial<Record<keyof S['draft'], string>> = {},
) {
  return { ...submitReducers<S>(), ...smsReducers<S>(), ...draftReducers<S>(also) };
}
