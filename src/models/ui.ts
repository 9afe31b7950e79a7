// The UI the sagas drive: the one toast, the full-screen loading, and the dialogs of the captcha and SMS gates.
// A gate is an effect: it opens its dialog and waits in the store for the user's answer, so each step is an
// action in DevTools and the whole flow is testable with expectSaga.
import { defineModel } from '../core';
// Domain modules one by one (not the `api` object), so the entry carries only the calls it makes.
import * as handlebusi from '../services/api/handlebusi';
import { randomId, RequestError } from '../services/request';
import { t } from '../locales';

import { TOAST_SHORT_MS, type ToastKind } from '../components/Toast';

export interface Toast { id: number; kind: ToastKind; text: string; duration: number }

export interface CaptchaDialogState { kaptchaId: string }
export interface SmsDialogState { phone: string; kaptchaId: string }
export interface CaptchaAnswer { kaptcha: string; kaptchaId: string }
export interface SmsAnswer { phone: string; smsCode: string; kaptchaId: string }

export interface UiState {
  toast?: Toast;
  loading: boolean;
  captcha?: CaptchaDialogState;
  sms?: SmsDialogState;
  copyLink?: { url: string };
}

const initial: UiState = { loading: false };
let toastSeq = 0;

const gateError = () => new RequestError('cancelled', t('request.captchaRequired'));

const ui = defineModel({
  namespace: 'ui',
  state: initial,
  reducers: {
    showToast(state, { payload }: { payload: Toast }) { return { ...state, toast: payload }; },
    hideToast(state, { payload }: { payload: number }) { return state.toast?.id === payload ? { ...state, toast: undefined } : state; },
    setLoading(state, { payload }: { payload: boolean }) { return { ...state, loading: payload }; },
    openCaptcha(state, { payload }: { payload: CaptchaDialogState }) { return { ...state, captcha: payload }; },
    refreshCaptcha(state) { return state.captcha ? { ...state, captcha: { kaptchaId: randomId() } } : state; },
    closeCaptcha(state) { return { ...state, captcha: undefined }; },
    openSms(state, { payload }: { payload: SmsDialogState }) { return { ...state, sms: payload }; },
    refreshSmsCaptcha(state) { return state.sms ? { ...state, sms: { ...state.sms, kaptchaId: randomId() } } : state; },
    closeSms(state) { return { ...state, sms: undefined }; },
    openCopyLink(state, { payload }: { payload: string }) { return { ...state, copyLink: { url: payload } }; },
    closeCopyLink(state) { return { ...state, copyLink: undefined }; },
    // The user's answers; the gates below wait for them.
    captchaAnswered(state, _: { payload: string }) { return state; },
    captchaCancelled(state) { return state; },
    smsAnswered(state, _: { payload: { phone: string; smsCode: string } }) { return state; },
    smsCancelled(state) { return state; },
  },
  effects: {
    /** takeLatest: a new toast replaces the old one, and the old one's timer with it. */
    toast: [
      function* ({ payload }: { payload: { text: string; kind?: ToastKind; duration?: number } }, { put, delay }) {
        const id = ++toastSeq;
        const kind = payload.kind ?? 'info';
        const duration = payload.duration ?? TOAST_SHORT_MS;
        yield* put({ type: 'showToast', payload: { id, kind, text: payload.text, duration } });
        yield* delay(duration);
        yield* put({ type: 'hideToast', payload: id });
      },
      { type: 'takeLatest' },
    ],
    /** The picture-captcha gate: resolves with the entered value and its kaptchaId; cancel or empty rejects. */
    askCaptcha: [
      function* (_: unknown, { put, take, race, select }) {
        yield* put({ type: 'openCaptcha', payload: { kaptchaId: randomId() } });
        try {
          const { answer } = yield* race({
            answer: take<{ type: string; payload: string }>('captchaAnswered'),
            cancel: take('captchaCancelled'),
          });
          const kaptcha = answer?.payload.trim();
          if (!kaptcha) throw gateError();
          const { captcha } = yield* select((s: { ui: UiState }) => s.ui);
          return { kaptcha, kaptchaId: captcha?.kaptchaId ?? '' } satisfies CaptchaAnswer;
        } finally {
          yield* put({ type: 'closeCaptcha' });
        }
      },
      { type: 'takeLatest' },
    ],
    /** The SMS gate: phone, picture captcha and SMS code in one dialog; resolves with smsCode and kaptchaId. */
    askSms: [
      function* ({ payload }: { payload?: { phone?: string } }, { put, take, race, select }) {
        const phone = payload?.phone ?? '';
        yield* put({ type: 'openSms', payload: { phone, kaptchaId: randomId() } });
        try {
          const { answer } = yield* race({
            answer: take<{ type: string; payload: { phone: string; smsCode: string } }>('smsAnswered'),
            cancel: take('smsCancelled'),
          });
          const smsCode = answer?.payload.smsCode.trim();
          if (!answer || !smsCode) throw gateError();
          const { sms } = yield* select((s: { ui: UiState }) => s.ui);
          return { phone: answer.payload.phone, smsCode, kaptchaId: sms?.kaptchaId ?? '' } satisfies SmsAnswer;
        } finally {
          yield* put({ type: 'closeSms' });
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
        const { sms } = yield* select((s: { ui: UiState }) => s.ui);
        if (!sms) throw Object.assign(gateError(), { handled: true });
        try {
          yield* call(handlebusi.getBusiSms, { phone: payload.phone, kaptcha: payload.kaptcha, kaptchaId: sms.kaptchaId }, { skipCaptcha: true });
        } catch (e) {
          yield* put({ type: 'refreshSmsCaptcha' });
          yield* put({ type: 'toast', payload: { text: (e as Error).message, kind: 'fail' } });
          throw Object.assign(e as Error, { handled: true });
        }
        yield* put({ type: 'toast', payload: { text: t('request.smsSent'), kind: 'success' } });
      },
      { type: 'takeLeading' },
    ],
  },
});

export default ui;

export const selectUi = (s: { ui: UiState }) => s.ui;
export const selectToast = (s: { ui: UiState }) => s.ui.toast;
