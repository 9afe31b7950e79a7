// The reducers the ordering forms share, spread into each model's own: the messages at the fields, the submit under
// way and the refusal above the button (`submitReducers`), and for a form with an SMS code the code typed and its
// send (`smsReducers`). Spread, they are the model's own reducers: own creators, own action types in DevTools.
import type { Problem } from '../shared/phone';
import type { SmsSend } from './sagas';

/** What a form with a submit keeps. */
interface Submittable {
  errors: object;
  submitting: boolean;
  refusal?: Problem;
}

export function submitReducers<S extends Submittable>() {
  return {
    setErrors(state: S, { payload }: { payload: S['errors'] }): S {
      return { ...state, errors: payload };
    },
    setSubmitting(state: S, { payload }: { payload: boolean }): S {
      return { ...state, submitting: payload };
    },
    setRefusal(state: S, { payload }: { payload: Problem | undefined }): S {
      return { ...state, refusal: payload };
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
