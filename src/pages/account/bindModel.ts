// /bindAccount (PAGES.md template 4, PhoneVerify): the numbers bound to a WeChat user, unbinding, the default number
// and the service-password reset. Binding a new one and the phone login outside WeChat are the login model's
// (models/login.ts), whose form the page shows. Sends go through captcha-gated paths: the request layer opens the
// picture-captcha dialog by itself.
import { createSelector } from 'reselect';
import { call } from 'typed-redux-saga';
import { defineModel, submit, type PayloadCreator } from '../../core';
import login, { emptyForm, refreshSession, toast, toastFail, uncertain, type SmsForm } from '../../models/login';
import { waitOf } from '../../models/loginRules';
import * as userApi from '../../services/api/user';
import type { BoundNumber, UserGroups } from '../../services/api/types';
import { maskPhone } from '../../utils/format';
import { t } from '../../locales';
import { placeOf } from '../shared/errors';
import { IDLE, loadInto, messageOf, type Load } from '../shared/load';
import { cleanCode, RESEND_S } from '../shared/phone';
import { setterOf } from '../shared/setter';

export interface BindState {
  groups: Load<UserGroups>;
  /** The unbind dialog: its number is fixed. */
  unbind?: SmsForm;
  /** The service-password reset dialog and the number picked in it. */
  reset?: { phone: string };
}

const initial: BindState = { groups: IDLE };

// ---------------------------------------------------------------- selectors

/** The slice, for this model's own sagas (the model cannot name itself inside its definition). */
const ownSlice = (s: { bind: BindState }) => s.bind;

export interface NumbersView {
  /** The default first, then in binding order. */
  list: BoundNumber[];
  max: number;
  full: boolean;
  defaultPhone?: string;
}

/** The bound numbers as the page shows them; undefined until they are loaded (`bind.select.numbers(root)`). */
const numbers = createSelector([(s: BindState) => s.groups], (groups): NumbersView | undefined => {
  if (groups.status !== 'ready') return undefined;
  const { bound, maxBound } = groups.data;
  const list = [...bound].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return { list, max: maxBound, full: bound.length >= maxBound, defaultPhone: list.find((n) => n.isDefault)?.phone };
});

/** The bound numbers, kept through `setGroups` (the model's). */
function* loadGroups(setGroups: PayloadCreator<Load<UserGroups>>) {
  yield* loadInto(setGroups, call(userApi.getUserGroups));
}

/** The intent of an unbind: one key per number and code, reused by every retry. */
export const unbindIntent = ({ phone, code }: { phone: string; code: string }) => `unbind:${phone}:${code}`;

/** After an uncertain unbind: true when the number is no longer bound. A failing re-read is a "no". */
function* unbound(phone: string) {
  try {
    const groups = yield* call(userApi.getUserGroups);
    return !groups.bound.some((n) => n.phone === phone);
  } catch {
    return false;
  }
}

const set = setterOf<BindState>();

const bind = defineModel({
  namespace: 'bind',
  state: initial,
  reducers: {
    setGroups: set('groups'),
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
    /** The server's refusal of the unbind, at the code (undefined as one starts). */
    refuseUnbind(state, { payload }: { payload?: string }) {
      return state.unbind
        ? { ...state, unbind: { ...state.unbind, codeError: payload === undefined ? undefined : { text: payload } } }
        : state;
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
  selectors: { numbers },
  effects: (own) => ({
    /** takeLatest: a read; the list shows its own error with a retry. */
    loadGroups: [
      function* (_: unknown, { call }) {
        yield* call(loadGroups, own.setGroups);
      },
      { type: 'takeLatest' },
    ],

    /** A watcher: the login form's number was refused for the limit, so the list is out of date. */
    followLogin: [
      function* (_: unknown, { take, call }) {
        for (;;) {
          yield* take(login.actions.limitReached);
          yield* call(loadGroups, own.setGroups);
        }
      },
      { type: 'watcher' },
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
        const { unbind } = yield* select(ownSlice);
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
        yield* toast(t('login.form.sent', { phone: maskPhone(unbind.phone) }), 'success');
        return true;
      },
      { type: 'takeLeading' },
    ],

    /**
     * submit: loginCaptcha with the unbind code removes the number; the list and the session follow. The page has
     * checked the code; one key per number and code, reused by every retry; without an answer, the list says
     * whether it landed. A refusal (a wrong or expired code) stays at the code in the dialog.
     */
    confirmUnbind: submit(
      function* ({ payload }: { payload: { phone: string; code: string } }, { call, put }, { keyFor }) {
        const { phone, code } = payload;
        const req = { phone, smsCode: code };
        try {
          yield* call(userApi.loginCaptcha, req, { idempotencyKey: yield* keyFor(req) });
        } catch (e) {
          if (!(uncertain(e) && (yield* call(unbound, phone)))) throw e;
        }
        yield* put(own.closeUnbind());
        yield* toast(t('account.done.unbind', { phone: maskPhone(phone) }), 'success');
        yield* call(loadGroups, own.setGroups);
        yield* call(refreshSession);
        return true;
      },
      { intent: unbindIntent, refused: own.refuseUnbind },
    ),

    /** takeLeading: a new service password is texted to the chosen number (captcha gate). */
    resetPassword: [
      function* (_: unknown, { call, put, select }) {
        const { reset } = yield* select(ownSlice);
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
