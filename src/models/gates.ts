// The captcha and SMS gates (spec §4, §7): a gate is an effect that opens its dialog and waits in the store for
// the user's answer, so each step is an action in DevTools and the whole flow is testable with expectSaga.
// This model travels in the dialogs' chunk with the dialogs: the app registers it the first time a call needs a
// gate (src/app.tsx), which keeps it out of the entry.
import { defineModel, setterOf } from '../core';
import * as handlebusi from '../services/api/handlebusi';
import { randomId, RequestError } from '../services/request';
import { t } from '../locales';
import ui from './ui';

export interface CaptchaDialogState {
  kaptchaId: string;
  /** The server refused the previous captcha: its message, at the field of a fresh picture. */
  error?: string;
  /** Answered: the call it was for is under way; the dialog stays, busy, until the call settles. */
  verifying?: boolean;
  /** How many times this dialog asked (the form starts empty on each). */
  asked?: number;
}
export interface SmsDialogState {
  phone: string;
  kaptchaId: string;
}
export interface CaptchaAnswer {
  kaptcha: string;
  kaptchaId: string;
}
export interface SmsAnswer {
  phone: string;
  smsCode: string;
  kaptchaId: string;
}

export interface GatesState {
  captcha?: CaptchaDialogState;
  sms?: SmsDialogState;
}

const initial: GatesState = {};

const gateError = () => new RequestError('cancelled', t('request.captchaRequired'));

const set = setterOf<GatesState>();

const gates = defineModel({
  namespace: 'gates',
  state: initial,
  reducers: {
    openCaptcha(state, { payload }: { payload: CaptchaDialogState }) {
      return { ...state, captcha: { ...payload, asked: (state.captcha?.asked ?? 0) + 1 } };
    },
    refreshCaptcha(state) {
      return state.captcha ? { ...state, captcha: { kaptchaId: randomId(), asked: state.captcha.asked } } : state;
    },
    captchaVerifying(state) {
      return state.captcha ? { ...state, captcha: { ...state.captcha, verifying: true } } : state;
    },
    closeCaptcha(state) {
      return { ...state, captcha: undefined };
    },
    openSms: set('sms'),
    refreshSmsCaptcha(state) {
      return state.sms ? { ...state, sms: { ...state.sms, kaptchaId: randomId() } } : state;
    },
    closeSms(state) {
      return { ...state, sms: undefined };
    },
    // The user's answers; the gates below wait for them.
    captchaAnswered(state, _: { payload: string }) {
      return state;
    },
    captchaCancelled(state) {
      return state;
    },
    /** The dialog's answer (the `smsAnswered` effect below waits for the call it was for). */
    smsAnswered(state, _: { payload: { phone: string; smsCode: string } }) {
      return state;
    },
    /** The call of the SMS code has its answer (or a new one is asked for): the pending confirm settles. */
    smsSettled(state) {
      return state;
    },
    smsCodeRefused(state, _: { payload: string }) {
      return state;
    },
    /** Cancelled: the dialog closes at once, a call under way included. */
    smsCancelled(state) {
      return { ...state, sms: undefined };
    },
  },
  effects: (own) => ({
    /**
     * The picture-captcha gate: resolves with the entered value and its kaptchaId; cancel or empty rejects (and
     * closes). Answered, the dialog stays open and busy until the call settles (`closeCaptcha`, from the request
     * layer), so that a captcha the server refuses is asked again in place: `error`, a fresh picture.
     */
    askCaptcha: [
      function* ({ payload }: { payload?: { error?: string } }, { put, take, race, select, cancelled }) {
        yield* put(own.openCaptcha({ kaptchaId: randomId(), ...(payload?.error ? { error: payload.error } : {}) }));
        let answered = false;
        try {
          const { answer } = yield* race({
            answer: take<ReturnType<typeof own.captchaAnswered>>(own.captchaAnswered),
            cancel: take(own.captchaCancelled),
          });
          const kaptcha = answer?.payload.trim();
          if (!kaptcha) throw gateError();
          const { captcha } = yield* select((s: { gates: GatesState }) => s.gates);
          yield* put(own.captchaVerifying());
          answered = true;
          return { kaptcha, kaptchaId: captcha?.kaptchaId ?? '' } satisfies CaptchaAnswer;
        } finally {
          if (!answered || (yield* cancelled())) yield* put(own.closeCaptcha());
        }
      },
      { type: 'takeLatest' },
    ],
    /**
     * The SMS gate: phone, picture captcha and SMS code in one dialog; resolves with smsCode and kaptchaId.
     * Answered, the dialog stays open until the call settles (`closeSms`, from the request layer), so that a code
     * the server refuses is typed again in place: with `error`, the open dialog (its number, captcha, the code sent
     * and its countdown) gets the refusal at the code's field; no new captcha and no new SMS are needed.
     */
    askSms: [
      function* (
        { payload }: { payload?: { phone?: string; error?: string } },
        { put, take, race, select, cancelled },
      ) {
        const open = (yield* select((s: { gates: GatesState }) => s.gates)).sms;
        if (payload?.error && open) yield* put(own.smsCodeRefused(payload.error));
        else yield* put(own.openSms({ phone: payload?.phone ?? '', kaptchaId: randomId() }));
        let answered = false;
        try {
          const { answer } = yield* race({
            answer: take<ReturnType<typeof own.smsAnswered>>(own.smsAnswered),
            cancel: take(own.smsCancelled),
          });
          const smsCode = answer?.payload.smsCode.trim();
          if (!answer || !smsCode) throw gateError();
          const { sms } = yield* select((s: { gates: GatesState }) => s.gates);
          answered = true;
          return { phone: answer.payload.phone, smsCode, kaptchaId: sms?.kaptchaId ?? '' } satisfies SmsAnswer;
        } finally {
          if (!answered || (yield* cancelled())) yield* put(own.closeSms());
        }
      },
      { type: 'takeLatest' },
    ],
    /**
     * The dialog's confirm: resolves once the call it was for has its answer (the dialog then closes), rejects with
     * the server's refusal of the code (shown at the code's field, the dialog kept as it is). Marked handled: the
     * dialog says it, so the error hook does not toast it.
     */
    smsAnswered: function* (_: { payload: { phone: string; smsCode: string } }, { take, race }) {
      const { refused } = yield* race({
        settled: take(own.smsSettled),
        refused: take<ReturnType<typeof own.smsCodeRefused>>(own.smsCodeRefused),
        cancel: take(own.smsCancelled),
      });
      if (refused) throw Object.assign(new Error(refused.payload), { handled: true });
    },
    /**
     * The send button of the SMS dialog: getBusiSms with the captcha typed in the dialog (so its own gate is
     * skipped). Success: "sent successfully" (the dialog starts its 60 s countdown when this resolves). Failure:
     * the server's message as a failure toast and a new captcha (the old one is spent); the error is rethrown
     * marked handled, so the dialog stays as it was and the runtime does not toast it twice.
     * takeLeading: a double tap sends once.
     */
    sendSms: [
      function* ({ payload }: { payload: { phone: string; kaptcha: string } }, { put, call, select }) {
        const { sms } = yield* select((s: { gates: GatesState }) => s.gates);
        if (!sms) throw Object.assign(gateError(), { handled: true });
        try {
          yield* call(
            handlebusi.getBusiSms,
            { phone: payload.phone, kaptcha: payload.kaptcha, kaptchaId: sms.kaptchaId },
            { skipCaptcha: true },
          );
        } catch (e) {
          yield* put(own.refreshSmsCaptcha());
          // The request layer already toasted a refusal of the server (marked handled); anything else is toasted here.
          if (!(e as RequestError).handled)
            void (yield* put(ui.actions.toast({ text: (e as Error).message, kind: 'fail' })));
          throw Object.assign(e as Error, { handled: true });
        }
        void (yield* put(ui.actions.toast({ text: t('request.smsSent'), kind: 'success' })));
      },
      { type: 'takeLeading' },
    ],
  }),
});

export default gates;

export const selectGates = (s: { gates?: GatesState }): GatesState | undefined => s.gates;
