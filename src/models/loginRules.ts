// The phone + SMS code rules of every form (the login model's, and every family's through pages/shared/phone): the
// number and the code as typed, what is wrong with them (each form in its own words), where a refusal shows, how a
// field message is said and when the SMS button counts down. Pure functions, no store.
import { t, type MessageKey } from '../locales';
import { RequestError } from '../services/request';
import { smsSentKey } from '../utils/smsSent';

export const PHONE_RE = /^1[3-9]\d{9}$/;
export const PHONE_LENGTH = 11;
/** The SMS code's length (the code field, components/SmsCodeField, takes as many). */
export const CODE_LENGTH = 6;
export const CODE_RE = new RegExp(`^\\d{${CODE_LENGTH}}$`);
/** Seconds between two sends to one number (SPEC §9). */
export const RESEND_S = 60;

/** A message at a field: a key of ours (client checks, re-translated on a language switch) or the server's text. */
export type Problem = { key: MessageKey } | { text: string };
export const say = (p: Problem | undefined): string | undefined => p && ('key' in p ? t(p.key) : p.text);

/** Only digits count: a pasted "186 8712 0001" or "+86 186…" still fits in 11. */
export function cleanPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return (digits.length > PHONE_LENGTH && digits.startsWith('86') ? digits.slice(2) : digits).slice(0, PHONE_LENGTH);
}
export const cleanCode = (value: string): string => value.replace(/\D/g, '').slice(0, CODE_LENGTH);

/** What a phone + code form's keystroke says: the field typed in and what was typed. */
export interface PhoneCodeEdit {
  field: 'phone' | 'code';
  value: string;
}

/** A phone + code form after a keystroke: the field's value cleaned, its message gone. */
export function editPhoneCode<F extends { phone: string; code: string; phoneError?: Problem; codeError?: Problem }>(
  form: F,
  { field, value }: PhoneCodeEdit,
): F {
  return field === 'phone'
    ? { ...form, phone: cleanPhone(value), phoneError: undefined }
    : { ...form, code: cleanCode(value), codeError: undefined };
}

/** A form's words for the problems; without `phoneShort` a short number is an invalid one. */
export interface FieldWords {
  phoneRequired: MessageKey;
  phoneShort?: MessageKey;
  phoneInvalid: MessageKey;
  codeRequired: MessageKey;
  codeInvalid: MessageKey;
}

/**
 * The number's and the code's problems in a form's words. With `whileTyping`, `phoneProblem(phone)` judges only a
 * complete number, so nobody is told off mid-number; `phoneProblem(phone, true)` (leaving the field, submitting)
 * judges empty and short numbers too. Without it every check is final.
 */
export function fieldRules(words: FieldWords, { whileTyping = false } = {}) {
  return {
    phoneProblem: (phone: string, final = !whileTyping): Problem | undefined => {
      if (!phone) return final ? { key: words.phoneRequired } : undefined;
      if (phone.length < PHONE_LENGTH) {
        if (!final) return undefined;
        if (words.phoneShort) return { key: words.phoneShort };
      }
      return PHONE_RE.test(phone) ? undefined : { key: words.phoneInvalid };
    },
    codeProblem: (code: string): Problem | undefined => {
      if (!code) return { key: words.codeRequired };
      return CODE_RE.test(code) ? undefined : { key: words.codeInvalid };
    },
  };
}

/** The login forms' rules (bind, login, unbind, the deposit-gift visitor): every check is final. */
export const { phoneProblem, codeProblem } = fieldRules({
  phoneRequired: 'login.form.phoneRequired',
  phoneInvalid: 'login.form.phoneInvalid',
  codeRequired: 'login.form.codeRequired',
  codeInvalid: 'login.form.codeInvalid',
});

/** When a form's SMS button counts from: only for the number the code went to. */
export const countingSince = (
  form: { phone: string; sentAt: number | null; sentTo?: string } | undefined,
): number | null => (form && form.sentAt !== null && form.sentTo === form.phone ? form.sentAt : null);

/**
 * The sessionStorage key of a form's last send to `phone` for `purpose` (SmsButton's `rememberAs`), so that the
 * countdown survives a reload; undefined while the number is not a whole one.
 */
export const sentKey = (purpose: string, phone: string): string | undefined =>
  PHONE_RE.test(phone) ? smsSentKey(purpose, phone) : undefined;

/** The business code of a request error ('' for anything else). */
export const codeOf = (error: unknown): string => (error instanceof RequestError ? String(error.code ?? '') : '');

/** The server's answers that are about the number rather than the code. */
const PHONE_CODES = new Set([
  'E_PHONE',
  'E_ALREADY_BOUND',
  'E_BIND_LIMIT',
  'E_NOT_BOUND_NUMBER',
  'E_BOUND_ELSEWHERE',
  'E_NOT_CUSTOMER',
  'E_TERMINATED',
  'E_FORBIDDEN_NUMBER',
  'E_NO_WECHAT',
]);

/**
 * Where a failure of a phone + SMS code form shows: a business answer about the number at the phone field, about
 * the code (wrong, expired, locked, too frequent) at the code field; a captcha refused or cancelled, a timeout or an
 * HTTP error as a toast.
 */
export function placeOf(error: unknown): 'phone' | 'code' | 'toast' {
  if (!(error instanceof RequestError) || error.kind !== 'business') return 'toast';
  const code = codeOf(error);
  if (PHONE_CODES.has(code)) return 'phone';
  if (code.startsWith('E_KAPTCHA')) return 'toast';
  return 'code';
}

/** A "too frequent" answer may say how long to wait: the countdown then shows it. */
export function waitOf(error: unknown): number | undefined {
  if (!(error instanceof RequestError)) return undefined;
  const wait = (error.data as { resendAfter?: unknown } | undefined)?.resendAfter;
  return typeof wait === 'number' && wait > 0 && wait <= RESEND_S ? wait : undefined;
}
