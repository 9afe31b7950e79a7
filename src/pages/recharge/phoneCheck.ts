// The number of a top-up form pre-checked as it is typed (both forms: the standard top-up and tooth): the format
// at the field, then preCheckToPhone through the `global` model (or the check the entry started ahead), kept for the
// field through the form model's own creators.
import { call, put, select } from 'typed-redux-saga';
import { EffectCancelledError, putResolve, type PayloadCreator } from '../../core';
import global from '../../models/global';
import { takePrefetched } from '../../models/prefetch';
import * as shellApi from '../../services/api/shell';
import type { PreCheckInfo } from '../../services/api/types';
import { isoDate } from '../../services/api/schemaDate';
import { messageOf } from '../shared/load';
import { cleanPhone, PHONE_LENGTH, type Problem } from '../shared/phone';
import { phoneProblem } from './topup';

/**
 * The pre-check of the number in the field: its region and operator, or why it cannot be topped up; `offsetMs`, the
 * server's clock less the phone's, when the answer told the server's time.
 */
export type PhoneCheck =
  | { status: 'idle' }
  | { status: 'checking'; phone: string }
  | { status: 'done'; phone: string; info: PreCheckInfo; offsetMs?: number }
  | { status: 'error'; phone: string; message: string };

/** What a top-up form keeps of the server's clock: the phone's time it opened at, and the offset an answer told. */
export interface FormClock {
  /** Date.now() when the form opened. */
  clock: number;
  /** The server's clock less the phone's, from the last answer that told it (0 until one does). */
  offsetMs: number;
}

/** The server's time when the form opened: the nightly pause and the day's offers are judged by it. */
export const serverClock = (s: FormClock): number => s.clock + s.offsetMs;

/** The server's clock less the phone's, from a time the server told (undefined when it told none readable). */
export function toldOffset(serverTime: string | undefined, phoneNow: number): number | undefined {
  const at = serverTime ? Date.parse(String(isoDate(serverTime))) : NaN;
  return Number.isNaN(at) ? undefined : at - phoneNow;
}

/** The reducer of a check: kept for the field, and a done check that told the server's time sets the offset. */
export function phoneChecked<S extends { check: PhoneCheck; offsetMs: number }>(state: S, check: PhoneCheck): S {
  const offsetMs = check.status === 'done' && check.offsetMs !== undefined ? check.offsetMs : state.offsetMs;
  return { ...state, check, offsetMs };
}

/** What the number field says under itself: checking, the region, a refusal, or a failed check (with retry). */
export type PhoneStatus =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'ok'; info: PreCheckInfo }
  | { kind: 'refused'; info: PreCheckInfo }
  | { kind: 'error'; message: string };

/** The status of a form's number against its check (stale checks, and numbers with a message, say nothing). */
export function phoneStatusOf(form: { phone: string; phoneError?: Problem }, check: PhoneCheck): PhoneStatus {
  if (check.status === 'idle' || check.phone !== form.phone || form.phoneError) return { kind: 'none' };
  if (check.status === 'checking') return { kind: 'checking' };
  if (check.status === 'error') return { kind: 'error', message: check.message };
  return check.info.canRecharge ? { kind: 'ok', info: check.info } : { kind: 'refused', info: check.info };
}

/** The form's creator, for the message at the number. */
export type SetPhoneError = PayloadCreator<{ phoneError?: Problem }>;
/** What both top-up models (recharge, tooth) give the number's shared sagas: their field's message and check. */
export interface PhoneCreators {
  setForm: SetPhoneError;
  setCheck: PayloadCreator<PhoneCheck>;
}

const takeAheadCheck = (phone: string): Promise<PreCheckInfo> | undefined =>
  takePrefetched(`preCheck:${phone}`, shellApi.preCheckToPhone);

/**
 * The pre-check the entry started for the saved number (src/layouts/firstData.ts), kept as the `global` model
 * keeps its own; undefined when none was started or it failed (then the model asks, as without it).
 */
export function* aheadCheck(phone: string) {
  const ahead = yield* call(takeAheadCheck, phone);
  if (!ahead) return undefined;
  try {
    const info: PreCheckInfo = yield* call(() => ahead);
    yield* put(global.actions.savePreCheckInfo(info));
    return info;
  } catch {
    return undefined; // asked again, through the model, which shows its failure
  }
}

/**
 * Pre-checks a number through the `global` model (which keeps it as preCheckInfo) and keeps the answer for the
 * field through `setCheck` (the form model's). A newer check supersedes this one: its answer counts, so a
 * cancelled one leaves no trace.
 */
export function* checkPhone(setCheck: PayloadCreator<PhoneCheck>, phone: string) {
  yield* put(setCheck({ status: 'checking', phone }));
  try {
    const info = (yield* call(aheadCheck, phone)) ?? (yield* putResolve(global.actions.preCheckToPhone({ phone })));
    const offsetMs = toldOffset(info.serverTime, yield* call(Date.now));
    yield* put(setCheck({ status: 'done', phone, info, ...(offsetMs === undefined ? {} : { offsetMs }) }));
    return info;
  } catch (e) {
    if (e instanceof EffectCancelledError) return undefined;
    yield* put(setCheck({ status: 'error', phone, message: messageOf(e) }));
    return undefined;
  }
}

/**
 * A typed number, after the form's reducer took it: under 11 digits nothing is judged; then the format, shown at
 * the field (`setForm`); then the pre-check (`setCheck`), unless this number's check is already done or under way.
 */
export function* phoneTyped(own: PhoneCreators, form: { phone: string }, check: PhoneCheck) {
  if (form.phone.length < PHONE_LENGTH) return;
  const problem = phoneProblem(form.phone);
  if (problem) {
    yield* put(own.setForm({ phoneError: problem }));
    return;
  }
  if (check.status !== 'idle' && check.phone === form.phone && check.status !== 'error') return;
  yield* call(checkPhone, own.setCheck, form.phone);
}

/** The "重新查询" of a failed pre-check: a number of the right form is checked again. */
export function* recheckPhone(setCheck: PayloadCreator<PhoneCheck>, phone: string) {
  if (!phoneProblem(phone, true)) yield* call(checkPhone, setCheck, phone);
}

/**
 * Before an order: the pre-check of the form's number (the one done, or asked now) allows a top-up. A refusal shows
 * at the number (`setForm`), a failed check at the field with its retry; false then, and nothing is ordered.
 */
export function* allowsTopup(own: PhoneCreators, phone: string, check: PhoneCheck) {
  const info =
    check.status === 'done' && check.phone === phone ? check.info : yield* call(checkPhone, own.setCheck, phone);
  if (!info) return false;
  if (!info.canRecharge) {
    yield* put(own.setForm({ phoneError: info.reason ? { text: info.reason } : { key: 'recharge.form.refused' } }));
    return false;
  }
  return true;
}

/** What both top-up forms keep of their number: the form's field and its pre-check. */
interface PhoneSlice {
  form: { phone: string; phoneError?: Problem };
  check: PhoneCheck;
}

/**
 * The reducer of a typed number: only digits, up to 11; the field's message and a stale check go, with what else
 * the form clears as the number changes (`clear`).
 */
export function phoneEdited<S extends PhoneSlice>(state: S, typed: string, clear: Partial<S['form']> = {}): S {
  const phone = cleanPhone(typed);
  const check =
    state.check.status !== 'idle' && state.check.phone === phone ? state.check : { status: 'idle' as const };
  return { ...state, form: { ...state.form, ...clear, phone, phoneError: undefined }, check };
}

/** The reducer of leaving the field: it judges what is there; an empty field is only asked for on submit. */
export function phoneLeft<S extends PhoneSlice>(state: S): S {
  const { phone } = state.form;
  return phone ? { ...state, form: { ...state.form, phoneError: phoneProblem(phone, true) } } : state;
}

/**
 * The number's effects of a top-up form model, after its reducers of the same names: `editPhone` keeps the form in
 * its draft (`persist`) and, at 11 digits, judges the number, then pre-checks it; `recheck` is the "重新查询" of a
 * failed pre-check. Both takeLatest: a newer number supersedes the older one's check.
 */
export function phoneEffects<R, F extends PhoneSlice['form']>(
  own: PhoneCreators,
  slice: (root: R) => { form: F; check: PhoneCheck },
  persist: (form: F) => void,
) {
  return {
    editPhone: [
      function* (_: { payload: string }) {
        const { form, check } = yield* select(slice);
        yield* call(persist, form);
        yield* call(phoneTyped, own, form, check);
      },
      { type: 'takeLatest' },
    ],
    recheck: [
      function* () {
        yield* call(recheckPhone, own.setCheck, (yield* select(slice)).form.phone);
      },
      { type: 'takeLatest' },
    ],
  } as const;
}
