// The phone + SMS login (PAGES.md template 4, PhoneVerify): the form, the send, the submission (loginCaptcha logs
// in, or inside a WeChat session binds the number) and who the user is. /bindAccount and the deposit-gift login
// pages show it (pages/shared/PhoneCodeFields); it travels in their chunks, registered with their page models.
//
// The form lives here, so an error never loses what was typed and the countdown survives a remount. Sends go through
// captcha-gated paths: the request layer opens the picture-captcha dialog by itself.
import { call, put, putResolve } from 'typed-redux-saga';
import { defineModel, setterOf, EffectCancelledError, replace, selectLocation } from '../core';
import { t } from '../locales';
import * as userApi from '../services/api/user';
import type { UserInfoBtm } from '../services/api/types';
import { intentKey, releaseIdempotencyKey, RequestError } from '../services/request';
import { maskPhone } from '../utils/format';
import { messageOf } from '../utils/errorText';
import { safePath } from '../utils/query';
import { readSession, writeSession } from '../utils/browser';
import {
  cleanPhone,
  codeProblem,
  editPhoneCode,
  phoneProblem,
  placeOf,
  RESEND_S,
  waitOf,
  type PhoneCodeEdit,
  type Problem,
} from './loginRules';
import session, { selectSession, type SessionState } from './session';
import ui from './ui';

export interface SmsForm {
  phone: string;
  code: string;
  phoneError?: Problem;
  codeError?: Problem;
  /** Date.now() when a send to `sentTo` resolved: the SMS button counts down from it. */
  sentAt: number | null;
  sentTo?: string;
}

export interface LoginState {
  /** Who the user is could not be found out (not a 401: that means "log in"). */
  sessionError?: string;
  /** Add a number (bind mode) or log in (login mode). */
  form: SmsForm;
}

export type Mode = 'loading' | 'bind' | 'login';

/** What a send or a submission knows of the page: the bound numbers are at their limit (bind mode). */
export interface LoginInput {
  full?: boolean;
}

export const emptyForm = (phone = ''): SmsForm => ({ phone, code: '', sentAt: null });
const initial: LoginState = { form: emptyForm() };

// ---------------------------------------------------------------- selectors

export const selectLogin = (s: { login: LoginState }) => s.login;

/** bind: a WeChat user is identified; login: nobody, or a phone session without WeChat; loading: not known yet. */
export function selectMode(s: { session: SessionState }): Mode {
  const { status, user } = selectSession(s);
  if (status === 'identified') return user?.openid ? 'bind' : 'login';
  return status === 'anonymous' ? 'login' : 'loading';
}

/** Where to go after a bind or login: `?redirect=` when it is a path of this app (never elsewhere), else home. */
export function redirectTarget(search: string): string {
  const target = safePath(new URLSearchParams(search).get('redirect'));
  return target && !target.startsWith('/bindAccount') ? target : '/';
}

// ---------------------------------------------------------------- helpers

/** A toast through the `ui` model (typed-redux-saga's put: the toast's own promise is not ours to wait for). */
export function* toast(text: string, kind: 'success' | 'fail') {
  yield* put(ui.actions.toast({ text, kind }));
}
export const toastFail = (error: unknown) => toast(messageOf(error), 'fail');

/** Who the user is, asked again (session.load's answer: putResolve waits for the effect and returns its result). */
export function* whoIsIt() {
  return (yield* putResolve(session.actions.load())) as unknown as UserInfoBtm | undefined;
}

/** Asks who the user is again (the bound number changed). Its failure never undoes what already succeeded. */
export function* refreshSession() {
  try {
    return yield* call(whoIsIt);
  } catch {
    return undefined; // the page moves on; the next guarded page asks again
  }
}

/** A failure without an answer: the request may have reached the server and done its work. */
export const uncertain = (e: unknown): boolean =>
  e instanceof RequestError && (e.kind === 'network' || e.kind === 'timeout');

/**
 * After an uncertain loginCaptcha: did it land? Bind mode: the number is among this WeChat user's bound numbers;
 * login mode: the session is this number's. A failing re-read is a "no" (the failure is shown, the key kept).
 */
export function* landed(mode: Mode, phone: string) {
  try {
    if (mode === 'bind') {
      const groups = yield* call(userApi.getUserGroups);
      return groups.bound.some((n) => n.phone === phone);
    }
    return (yield* call(whoIsIt))?.userPhone === phone;
  } catch {
    return false;
  }
}

/** The number being typed survives a re-login (a 401) and a reload: sessionStorage, the number only, never a code. */
const DRAFT = 'sms2_draft_login';
const keepDraft = (phone: string) => writeSession(DRAFT, phone ? JSON.stringify({ phone }) : undefined);
function draftPhone(): string {
  try {
    const { phone } = JSON.parse(readSession(DRAFT) ?? '{}') as { phone?: unknown };
    return typeof phone === 'string' ? cleanPhone(phone) : '';
  } catch {
    return '';
  }
}

const limit: Problem = { key: 'account.list.full' };

const set = setterOf<LoginState>();

const login = defineModel({
  namespace: 'login',
  state: initial,
  reducers: {
    setSessionError: set('sessionError'),
    /** Typing clears that field's message. */
    edit(state, { payload }: { payload: PhoneCodeEdit }) {
      return { ...state, form: editPhoneCode(state.form, payload) };
    },
    /** Leaving a filled-in phone field checks it; an empty one is only asked for on send or submit. */
    blurPhone(state) {
      const { phone } = state.form;
      return phone ? { ...state, form: { ...state.form, phoneError: phoneProblem(phone) } } : state;
    },
    setForm(state, { payload }: { payload: Partial<SmsForm> }) {
      return { ...state, form: { ...state.form, ...payload } };
    },
    /** The server refused a number: this WeChat user has bound as many as allowed (the bind page reloads its list). */
    limitReached(state) {
      return state;
    },
  },
  effects: (own) => ({
    /** The page opened: the number typed before a re-login or a reload comes back (an empty field only). */
    restore: function* (_: unknown, { call, put, select }) {
      const phone = yield* call(draftPhone);
      if (phone && !(yield* select(selectLogin)).form.phone) yield* put(own.setForm({ phone }));
    },

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

    /**
     * takeLeading: a double tap sends once. Bind mode: userMoreBinding/sendMessage (action bind); login mode:
     * user/sendMessage. Both pass the picture-captcha gate; a cancel rejects with "请输入图片验证码", shown as a toast.
     * The countdown starts only when the send resolves.
     */
    send: [
      function* ({ payload }: { payload?: LoginInput }, { put, call, select }) {
        const mode = yield* select(selectMode);
        const { form } = yield* select(selectLogin);
        const phone = form.phone;
        yield* call(keepDraft, phone);
        const problem = phoneProblem(phone);
        if (problem) {
          yield* put(own.setForm({ phoneError: problem }));
          return false;
        }
        if (mode === 'bind' && payload?.full) {
          yield* put(own.setForm({ phoneError: limit }));
          return false;
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
          if (e instanceof RequestError && e.code === 'E_BIND_LIMIT') yield* put(own.limitReached());
          return false;
        }
        yield* put(own.setForm({ sentAt: yield* call(Date.now), sentTo: phone, codeError: undefined }));
        yield* toast(t('login.form.sent', { phone: maskPhone(phone) }), 'success');
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
      function* ({ payload }: { payload?: LoginInput }, { put, call, select }) {
        const mode = yield* select(selectMode);
        const { form } = yield* select(selectLogin);
        const { search } = yield* select(selectLocation);
        yield* call(keepDraft, form.phone);
        const phoneError = phoneProblem(form.phone);
        const codeError = codeProblem(form.code);
        if (phoneError || codeError) {
          yield* put(own.setForm({ phoneError, codeError }));
          return false;
        }
        if (mode === 'bind' && payload?.full) {
          yield* put(own.setForm({ phoneError: limit }));
          return false;
        }
        // One key per phone and code, reused by every retry: the server binds or logs in once.
        const draft = `loginCaptcha:${form.phone}:${form.code}`;
        const req = { phone: form.phone, smsCode: form.code };
        const idempotencyKey = yield* intentKey(draft, req);
        try {
          yield* call(userApi.loginCaptcha, req, { idempotencyKey });
        } catch (e) {
          // No answer (a dropped connection, a timeout): it may have landed. Read before saying anything.
          if (!(uncertain(e) && (yield* call(landed, mode, form.phone)))) {
            const place = placeOf(e);
            if (place === 'toast') yield* toastFail(e);
            else yield* put(own.setForm({ [place === 'phone' ? 'phoneError' : 'codeError']: { text: messageOf(e) } }));
            return false;
          }
        }
        yield* call(releaseIdempotencyKey, draft);
        yield* call(refreshSession);
        yield* toast(t(mode === 'bind' ? 'login.done.bind' : 'login.done.login'), 'success');
        yield* put(own.setForm(emptyForm()));
        yield* call(keepDraft, '');
        yield* put(replace(redirectTarget(search)));
        return true;
      },
      { type: 'takeLeading' },
    ],
  }),
});

export default login;
