// The reducers the ordering forms share, spread into each model's own: the messages at the fields and the refusal
// above the button (`submitReducers`; the submit under way is the effect's loading flag, `model.loading('submit')`),
// and for a form with an SMS code the code typed and its send (`smsReducers`). Spread, they are the model's own
// reducers: own creators, own action types in DevTools.
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
