// The rules the top-up family's models share: the number as typed, China time (offers, the maintenance window),
// where a refusal shows, and the draft that survives a reload or a login. No store and no requests here.
import { t, type MessageKey } from '../../locales';
import { PHONE_STORAGE_KEY } from '../../services/api/user';
import type { Fen, PreCheckInfo } from '../../services/api/types';
import { RequestError } from '../../services/request';

export const PHONE_RE = /^1[3-9]\d{9}$/;
export const PHONE_LENGTH = 11;
export const CODE_LENGTH = 6;

/** A message at a field: a key of ours (re-translated on a language switch) or the server's own text. */
export type Problem = { key: MessageKey } | { text: string };
export const say = (p: Problem | undefined): string | undefined => p && ('key' in p ? t(p.key) : p.text);

export type Load<T> = { status: 'idle' | 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

/** Only digits count: a pasted "186 8712 0001" or "+86 186…" still fits in 11. */
export function cleanPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return (digits.length > PHONE_LENGTH && digits.startsWith('86') ? digits.slice(2) : digits).slice(0, PHONE_LENGTH);
}
export const cleanCode = (value: string): string => value.replace(/\D/g, '').slice(0, CODE_LENGTH);

/**
 * The number's problem. While typing (`final` false) only a complete number is judged, so nobody is told off
 * mid-number; on leaving the field or submitting, empty and short numbers are problems too.
 */
export function phoneProblem(phone: string, final = false): Problem | undefined {
  if (!phone) return final ? { key: 'recharge.form.phoneRequired' } : undefined;
  if (phone.length < PHONE_LENGTH) return final ? { key: 'recharge.form.phoneShort' } : undefined;
  return PHONE_RE.test(phone) ? undefined : { key: 'recharge.form.phoneInvalid' };
}

export function codeProblem(code: string): Problem | undefined {
  if (!code) return { key: 'recharge.tooth.codeRequired' };
  return code.length === CODE_LENGTH ? undefined : { key: 'recharge.tooth.codeInvalid' };
}

/** "云南 昆明 联通": the pre-check's province, city (without 市) and operator. */
export function regionLabel(info: PreCheckInfo): string {
  return [info.provinceName, info.cityName.replace(/市$/, ''), t(`recharge.operator.${info.operator}`)].filter(Boolean).join(' ');
}

// ---------------------------------------------------------------- China time

// Offers and the maintenance window follow the operator's clock (UTC+8, no daylight saving), wherever the phone is.
const CHINA_OFFSET_MS = 8 * 3600_000;
const china = (now: number) => new Date(now + CHINA_OFFSET_MS);

export const chinaDayOfMonth = (now: number): number => china(now).getUTCDate();

/** 22:50–00:50 China time: top-ups are paused. */
export function inMaintenance(now: number): boolean {
  const d = china(now);
  const minute = d.getUTCHours() * 60 + d.getUTCMinutes();
  return minute >= 22 * 60 + 50 || minute < 50;
}

/** The last `n` billing months as yyyyMM, this month first. */
export function lastMonths(now: number, n = 6): string[] {
  const d = china(now);
  return Array.from({ length: n }, (_, i) => {
    const at = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - i, 1));
    return `${at.getUTCFullYear()}${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** "mm:ss" of the milliseconds left. */
export function clockText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

// ---------------------------------------------------------------- failures

/** Where a refused submission shows: at a field, as the maintenance banner, on the token error page, or a toast. */
export type Place = 'phone' | 'amount' | 'code' | 'maintenance' | 'token' | 'ended' | 'toast';

const PLACES: Record<string, Place> = {
  E_PHONE: 'phone',
  E_BLACKLIST: 'phone',
  E_NOT_LOCAL: 'phone',
  E_NOT_OUR_NUMBER: 'phone',
  E_TERMINATED: 'phone',
  E_PROMO_ONCE: 'phone',
  E_DAILY_CAP: 'amount',
  E_AMOUNT: 'amount',
  E_MAINTENANCE: 'maintenance',
  E_TOKEN_INVALID: 'token',
  E_TOKEN_EXPIRED: 'token',
  E_ACT_ENDED: 'ended',
};

/** Business answers go where they belong; a timeout, a network or HTTP error, or anything unknown is a toast. */
export function placeOf(error: unknown): Place {
  if (!(error instanceof RequestError) || error.kind !== 'business') return 'toast';
  const code = String(error.code ?? '');
  if (code.startsWith('E_SMS')) return 'code';
  return PLACES[code] ?? 'toast';
}

export const messageOf = (error: unknown): string =>
  error instanceof RequestError && error.message ? error.message : t('common.operationFailed');

export const codeOf = (error: unknown): string => (error instanceof RequestError ? String(error.code ?? '') : '');

// ---------------------------------------------------------------- drafts

/** What the customer chose, kept in sessionStorage (never codes): it survives an error, a login and a reload. */
export interface Draft {
  phone: string;
  faceFen?: Fen;
  bundle?: string;
}

const DRAFT_PREFIX = 'sms2_draft_';

export function readDraft(name: string): Draft | undefined {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_PREFIX + name);
    const d = raw ? (JSON.parse(raw) as Partial<Draft>) : undefined;
    if (!d || typeof d.phone !== 'string') return undefined;
    return {
      phone: cleanPhone(d.phone),
      ...(typeof d.faceFen === 'number' ? { faceFen: d.faceFen } : {}),
      ...(typeof d.bundle === 'string' ? { bundle: d.bundle } : {}),
    };
  } catch {
    return undefined;
  }
}

export function saveDraft(name: string, draft: Draft): void {
  try { window.sessionStorage.setItem(DRAFT_PREFIX + name, JSON.stringify(draft)); } catch { /* storage may be off */ }
}

/** The number the user lookup saved (wechatUser_phone), if any. */
export function storedPhone(): string {
  try { return cleanPhone(window.localStorage.getItem(PHONE_STORAGE_KEY) ?? ''); } catch { return ''; }
}
