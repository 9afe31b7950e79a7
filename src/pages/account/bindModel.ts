// /bindAccount (PAGES.md template 4, PhoneVerify): the numbers bound to a WeChat user, binding a new one, phone
// login outside WeChat, unbinding, the default number and the service-password reset.
//
// The phone + SMS form lives here, so an error never loses what was typed and the countdown survives a remount.
// Sends go through captcha-gated paths: the request layer opens the picture-captcha dialog by itself.
import type { Action } from 'redux';
import { createSelector } from 'reselect';
import { call, put, putResolve } from 'typed-redux-saga';
import { defineModel, EffectCancelledError, replace, selectLocation, type ActionCreator } from '../../core';
import session, { selectSession, type SessionState } from '../../models/session';
import ui from '../../models/ui';
import * as userApi from '../../services/api/user';
import type { BoundNumber, UserGroups } from '../../services/api/types';
import { RequestError } from '../../services/request';
import { safePath } from '../../utils/query';
import { maskPhone } from '../../utils/format';
import { t } from '../../locales';
import { placeOf } from '../shared/errors';
import { messageOf, type Load } from '../shared/load';
import { cleanCode, cleanPhone, codeProblem, phoneProblem, RESEND_S, type Problem } from '../shared/phone';

export interface SmsForm {
  phone: string;
  code: string;
  phoneError?: Problem;
  codeError?: Problem;
  /** Date.now() when a send to `sentTo` resolved: the SMS button counts down from it. */
  sentAt: number | null;
  sentTo?: string;
}

export interface BindState {
  groups: Load<UserGroups>;
  /** Who the user is could not be found out (not a 401: that means "log in"). */
  sessionError?: string;
  /** Add a number (bind mode) or log in (login mode). */
  form: SmsForm;
  /** The unbind dialog: its number is fixed. */
  unbind?: SmsForm;
  /** The service-password reset dialog and the number picked in it. */
  reset?: { phone: string };
}

export type Mode = 'loading' | 'bind' | 'login';

const emptyForm = (phone = ''): SmsForm => ({ phone, code: '', sentAt: null });
const initial: BindState = { groups: { status: 'idle' }, form: emptyForm() };

// ---------------------------------------------------------------- selectors

export const selectBind = (s: { bind: BindState }) => s.bind;

/** bind: a WeChat user is identified; login: nobody, or a phone session without WeChat; loading: not known yet. */
export function selectMode(s: { session: SessionState }): Mode {
  const { status, user } = selectSession(s);
  if (status === 'identified') return user?.openid ? 'bind' : 'login';
  return status === 'anonymous' ? 'login' : 'loading';
}

export interface NumbersView {
  /** The default first, then in binding order. */
  list: BoundNumber[];
  max: number;
  full: boolean;
  defaultPhone?: string;
}

/** The bound numbers as the page shows them; undefined until they are loaded. */
export const selectNumbers = createSelector(
  [(s: { bind: BindState }) => s.bind.groups],
  (groups): NumbersView | undefined => {
    if (groups.status !== 'ready') return undefined;
    const { bound, maxBound } = groups.data;
    const list = [...bound].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
    return { list, max: maxBound, full: bound.length >= maxBound, defaultPhone: list.find((n) => n.isDefault)?.phone };
  },
);

/** Where to go after a bind or login: `?redirect=` when it is a path of this app (never elsewhere), else home. */
export function redirectTarget(search: string): string {
  const target = safePath(new URLSearchParams(search).get('redirect'));
  return target && !target.startsWith('/bindAccount') ? target : '/';
}

// ---------------------------------------------------------------- failures

/** A "too frequent" answer may say how long to wait: the countdown then shows it. */
function waitOf(error: unknown): number | undefined {
  if (!(error instanceof RequestError)) return undefined;
  const wait = (error.data as { resendAfter?: unknown } | undefined)?.resendAfter;
  return typeof wait === 'number' && wait > 0 && wait <= RESEND_S ? wait : undefined;
}

/** A toast through the `ui` model (typed-redux-saga's put: the toast's own promise is not ours to wait for). */
function* toast(text: string, kind: 'success' | 'fail') {
  yield* put(ui.actions.toast({ text, kind }));
}
const toastFail = (error: unknown) => toast(messageOf(error), 'fail');

/** The bound numbers, kept through `setGroups` (the model's). */
function* loadGroups(setGroups: ActionCreator<string, [payload: Load<UserGroups>], Action<string>>) {
  yield* put(setGroups({ status: 'loading' }));
  try {
    const data = yield* call(userApi.getUserGroups, undefined, { onFail: () => undefined });
    yield* put(setGroups({ status: 'ready', data }));
  } catch (e) {
    yield* put(setGroups({ status: 'error', message: messageOf(e) }));
  }
}

/** Asks who the user is again (the bound number changed). Its failure never undoes what already succeeded. */
function* refreshSession() {
  try {
    yield* putResolve(session.actions.load());
  } catch {
    /* the page moves on; the next guarded page asks again */
  }
}

const bind = defineModel({
  namespace: 'bind',
  state: initial,
  reducers: {
    setGroups(state, { payload }: { payload: Load<UserGroups> }) {
      return { ...state, groups: payload };
    },
    setSessionError(state, { payload }: { payload: string | undefined }) {
      return { ...state, sessionError: payload };
    },
    /** Typing clears that field's message. */
    edit(state, { payload }: { payload: { field: 'phone' | 'code'; value: string } }) {
      const form =
        payload.field === 'phone'
          ? { ...state.form, phone: cleanPhone(payload.value), phoneError: undefined }
          : { ...state.form, code: cleanCode(payload.value), codeError: undefined };
      return { ...state, form };
    },
    /** Leaving a filled-in phone field checks it; an empty one is only asked for on send or submit. */
    blurPhone(state) {
      const { phone } = state.form;
      return phone ? { ...state, form: { ...state.form, phoneError: phoneProblem(phone) } } : state;
    },
    setForm(state, { payload }: { payload: Partial<SmsForm> }) {
      return { ...state, form: { ...state.form, ...payload } };
    },
    openUnbind(state, { payload }: { payload: string }) {
      return { ...state, unbind: emptyForm(payload) };
    },
    editUnbind(state, { payload }: { payload: string }) {
      return state.unbind
        ? { ...state, unbind: { ...state.unbind, code: cleanCode(payload), codeError: undefined } }
        : state;
    },
    setUnbind(state, { payload }: { payload: Partial<SmsForm> }) {
      return state.unbind ? { ...state, unbind: { ...state.unbind, ...payload } } : state;
    },
    closeUnbind(state) {
      return { ...state, unbind: undefined };
    },
    openReset(state, { payload }: { payload: string }) {
      return { ...state, reset: { phone: payload } };
    },
    closeReset(state) {
      return { ...state, reset: undefined };
    },
  },
  effects: (own) => ({
    /** takeLatest: a read. Who the user is decides the mode; a 401 is an answer (login mode), not an error. */
    loadSession: [
      function* (_: unknown, { put, putResolve }) {
        yield* put(own.setSessionError(undefined));
        try {
          yield* putResolve(session.actions.load());
        } catch (e) {
          if (e instanceof EffectCancelledError) return; // someone else asked at the same time; their answer counts
          yield* put(own.setSessionError(messageOf(e)));
        }
      },
      { type: 'takeLatest' },
    ],

    /** takeLatest: a read; the list shows its own error with a retry. */
    loadGroups: [
      function* (_: unknown, { call }) {
        yield* call(loadGroups, own.setGroups);
      },
      { type: 'takeLatest' },
    ],

    /**
     * takeLeading: a double tap sends once. Bind mode: userMoreBinding/sendMessage (action bind); login mode:
     * user/sendMessage. Both pass the picture-captcha gate; a cancel rejects with "请输入图片验证码", shown as a toast.
     * The countdown starts only when the send resolves.
     */
    send: [
      function* (_: unknown, { put, call, select }) {
        const mode = yield* select(selectMode);
        const { form } = yield* select(selectBind);
        const phone = form.phone;
        const problem = phoneProblem(phone);
        if (problem) {
          yield* put(own.setForm({ phoneError: problem }));
          return false;
        }
        if (mode === 'bind') {
          const numbers = yield* select(selectNumbers);
          if (numbers?.full) {
            yield* put(own.setForm({ phoneError: { key: 'account.list.full' } }));
            return false;
          }
        }
        try {
          if (mode === 'bind') yield* call(userApi.sendBindingMessage, { phone, action: 'bind' as const });
          else yield* call(userApi.sendMessage, { phone });
        } catch (e) {
          const place = placeOf(e);
          const wait = waitOf(e);
          if (wait)
            yield* put(own.setForm({ sentAt: (yield* call(Date.now)) - (RESEND_S - wait) * 1000, sentTo: phone }));
          if (place === 'toast') yield* toastFail(e);
          else yield* put(own.setForm({ [place === 'phone' ? 'phoneError' : 'codeError']: { text: messageOf(e) } }));
          if (e instanceof RequestError && e.code === 'E_BIND_LIMIT') yield* call(loadGroups, own.setGroups);
          return false;
        }
        yield* put(own.setForm({ sentAt: yield* call(Date.now), sentTo: phone, codeError: undefined }));
        yield* toast(t('account.form.sent', { phone: maskPhone(phone) }), 'success');
        return true;
      },
      { type: 'takeLeading' },
    ],

    /**
     * takeLeading: one submission at a time. loginCaptcha logs in, or inside a WeChat session binds the number.
     * Then: the session again, a success toast, and the `redirect` (same-app paths only) or home.
     * A wrong or expired code keeps everything typed and shows the server's message at the code field.
     */
    submit: [
      function* (_: unknown, { put, call, select }) {
        const mode = yield* select(selectMode);
        const { form } = yield* select(selectBind);
        const { search } = yield* select(selectLocation);
        const phoneError = phoneProblem(form.phone);
        const codeError = codeProblem(form.code);
        if (phoneError || codeError) {
          yield* put(own.setForm({ phoneError, codeError }));
          return false;
        }
        if (mode === 'bind' && (yield* select(selectNumbers))?.full) {
          yield* put(own.setForm({ phoneError: { key: 'account.list.full' } }));
          return false;
        }
        try {
          yield* call(userApi.loginCaptcha, { phone: form.phone, smsCode: form.code });
        } catch (e) {
          const place = placeOf(e);
          if (place === 'toast') yield* toastFail(e);
          else yield* put(own.setForm({ [place === 'phone' ? 'phoneError' : 'codeError']: { text: messageOf(e) } }));
          return false;
        }
        yield* call(refreshSession);
        yield* toast(t(mode === 'bind' ? 'account.done.bind' : 'account.done.login'), 'success');
        yield* put(own.setForm(emptyForm()));
        yield* put(replace(redirectTarget(search)));
        return true;
      },
      { type: 'takeLeading' },
    ],

    /** takeLeading: the default number acts for this WeChat user from now on. */
    setDefault: [
      function* ({ payload }: { payload: string }, { call }) {
        try {
          yield* call(userApi.defaultLogin, { phone: payload });
        } catch (e) {
          yield* toastFail(e);
          return false;
        }
        yield* toast(t('account.done.default', { phone: maskPhone(payload) }), 'success');
        yield* call(loadGroups, own.setGroups);
        yield* call(refreshSession);
        return true;
      },
      { type: 'takeLeading' },
    ],

    /** takeLeading: the unbind code goes to the number being removed (captcha gate). */
    sendUnbind: [
      function* (_: unknown, { call, put, select }) {
        const { unbind } = yield* select(selectBind);
        if (!unbind) return false;
        try {
          yield* call(userApi.sendBindingMessage, { phone: unbind.phone, action: 'unbind' as const });
        } catch (e) {
          const wait = waitOf(e);
          if (wait)
            yield* put(
              own.setUnbind({ sentAt: (yield* call(Date.now)) - (RESEND_S - wait) * 1000, sentTo: unbind.phone }),
            );
          if (placeOf(e) === 'toast') yield* toastFail(e);
          else yield* put(own.setUnbind({ codeError: { text: messageOf(e) } }));
          return false;
        }
        yield* put(own.setUnbind({ sentAt: yield* call(Date.now), sentTo: unbind.phone, codeError: undefined }));
        yield* toast(t('account.form.sent', { phone: maskPhone(unbind.phone) }), 'success');
        return true;
      },
      { type: 'takeLeading' },
    ],

    /** takeLeading: loginCaptcha with the unbind code removes the number; the list and the session follow. */
    confirmUnbind: [
      function* (_: unknown, { call, put, select }) {
        const { unbind } = yield* select(selectBind);
        if (!unbind) return false;
        const codeError = codeProblem(unbind.code);
        if (codeError) {
          yield* put(own.setUnbind({ codeError }));
          return false;
        }
        try {
          yield* call(userApi.loginCaptcha, { phone: unbind.phone, smsCode: unbind.code });
        } catch (e) {
          if (placeOf(e) === 'toast') yield* toastFail(e);
          else yield* put(own.setUnbind({ codeError: { text: messageOf(e) } }));
          return false;
        }
        yield* put(own.closeUnbind());
        yield* toast(t('account.done.unbind', { phone: maskPhone(unbind.phone) }), 'success');
        yield* call(loadGroups, own.setGroups);
        yield* call(refreshSession);
        return true;
      },
      { type: 'takeLeading' },
    ],

    /** takeLeading: a new service password is texted to the chosen number (captcha gate). */
    resetPassword: [
      function* (_: unknown, { call, put, select }) {
        const { reset } = yield* select(selectBind);
        if (!reset) return false;
        try {
          yield* call(userApi.sendResetPwdMessage, { phone: reset.phone });
        } catch (e) {
          yield* toastFail(e);
          return false;
        }
        yield* put(own.closeReset());
        yield* toast(t('account.reset.done', { phone: maskPhone(reset.phone) }), 'success');
        return true;
      },
      { type: 'takeLeading' },
    ],
  }),
});

export default bind;
