// The captcha and SMS gates (spec §4, §7): a gate is an effect that opens its dialog and waits in the store for
// the user's answer, so each step is an action in DevTools and the whole flow is testable with expectSaga.
// This model travels in the dialogs' chunk with the dialogs: the app registers it the first time a call needs a
// gate (src/app.tsx), which keeps it out of the entry.
import { defineModel } from '../core';
import * as handlebusi from '../services/api/handlebusi';
import { randomId, RequestError } from '../services/request';
import { t } from '../locales';
import ui from './ui';

export interface CaptchaDialogState {
  kaptchaId: string;
  /**
   * Answered: the dialog has closed (SPEC §4) and the call it was for is under way; a loading indicator shows
   * until the call settles (`closeCaptcha`, from the request layer).
   */
  verifying?: boolean;
  /** How many times this dialog asked (the form starts empty on each). */
  asked?: number;
}
/** What the customer typed in the combined dialog: kept while its call runs, for a code the server refuses. */
export interface SmsTyped {
  phone: string;
  kaptcha: string;
  smsCode: string;
}
export interface SmsDialogState {
  phone: string;
  kaptchaId: string;
  /** Answered: the dialog has closed and its call is under way (a loading indicator shows), the typed kept. */
  verifying?: boolean;
  typed?: SmsTyped;
  /** The server refused the SMS code: the dialog opens again as it was typed, the refusal at the code's field. */
  error?: string;
  /** How many times this dialog asked (the form is drawn afresh on each). */
  asked?: number;
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
    openSms(state, { payload }: { payload: Omit<SmsDialogState, 'asked'> }) {
      return { ...state, sms: { ...payload, asked: (state.sms?.asked ?? 0) + 1 } };
    },
    refreshSmsCaptcha(state) {
      return state.sms ? { ...state, sms: { ...state.sms, kaptchaId: randomId() } } : state;
    },
    smsVerifying(state, { payload }: { payload: SmsTyped }) {
      return state.sms ? { ...state, sms: { ...state.sms, verifying: true, typed: payload, error: undefined } } : state;
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
    smsAnswered(state, _: { payload: SmsTyped }) {
      return state;
    },
    /** The call of the SMS code has its answer: the request layer closes the dialog's state next. */
    smsSettled(state) {
      return state;
    },
    /** Cancelled: the dialog closes at once. */
    smsCancelled(state) {
      return { ...state, sms: undefined };
    },
  },
  effects: (own) => ({
    /**
     * The picture-captcha gate (SPEC §4): resolves with the entered value and its kaptchaId. Confirmed, the dialog
     * closes and a loading indicator shows until the call settles (`closeCaptcha`, from the request layer); cancel
     * or an empty confirm rejects with "please enter the image captcha" (and closes). A captcha the server refuses
     * is not asked again: its message is the call's failure toast (SPEC §8).
     */
    askCaptcha: [
      function* (_: { payload?: undefined }, { put, take, race, select, cancelled }) {
        yield* put(own.openCaptcha({ kaptchaId: randomId() }));
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
     * Confirmed, the dialog closes and a loading indicator shows until the call settles (`closeSms`, from the
     * request layer); what was typed is kept meanwhile. With `error` (the server refused the SMS code), the dialog
     * opens again as it was typed, the code sent and its countdown kept, with the refusal at the code's field: the
     * code already sent can be typed again, no new captcha or SMS needed.
     */
    askSms: [
      function* (
        { payload }: { payload?: { phone?: string; error?: string } },
        { put, take, race, select, cancelled },
      ) {
        const open = (yield* select((s: { gates: GatesState }) => s.gates)).sms;
        if (payload?.error && open?.typed)
          yield* put(
            own.openSms({ phone: open.phone, kaptchaId: open.kaptchaId, typed: open.typed, error: payload.error }),
          );
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
          yield* put(own.smsVerifying(answer.payload));
          answered = true;
          return { phone: answer.payload.phone, smsCode, kaptchaId: sms?.kaptchaId ?? '' } satisfies SmsAnswer;
        } finally {
          if (!answered || (yield* cancelled())) yield* put(own.closeSms());
        }
      },
      { type: 'takeLatest' },
    ],
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
