// The rules the top-up family's models share: the number as typed, China time (offers, the maintenance window),
// where a refusal shows, and the draft that survives a reload or a login. No store and no requests here.
import { t, type MessageKey } from '../../locales';
import { PHONE_STORAGE_KEY } from '../../services/api/user';
import type { Fen, PreCheckInfo } from '../../services/api/types';
import { RequestError } from '../../services/request';
import { codeOf } from '../shared/errors';
import { cleanPhone, fieldRules } from '../shared/phone';
import { inNightlyPause } from '../shared/nightlyPause';
import { readDraft as readSharedDraft, saveDraft as saveSharedDraft } from '../shared/draft';

/**
 * The top-up forms' rules in their own words. While typing (`final` false) only a complete number is judged, so
 * nobody is told off mid-number; on leaving the field or submitting, empty and short numbers are problems too.
 */
export const { phoneProblem, codeProblem } = fieldRules(
  {
    phoneRequired: 'recharge.form.phoneRequired',
    phoneShort: 'recharge.form.phoneShort',
    phoneInvalid: 'recharge.form.phoneInvalid',
    codeRequired: 'recharge.tooth.codeRequired',
    codeInvalid: 'recharge.tooth.codeInvalid',
  },
  { whileTyping: true },
);

/** "云南 昆明 联通": the pre-check's province, city (without 市) and operator. */
export function regionLabel(info: PreCheckInfo): string {
  return [info.provinceName, info.cityName.replace(/市$/, ''), t(`recharge.operator.${info.operator}`)]
    .filter(Boolean)
    .join(' ');
}

// ---------------------------------------------------------------- China time

// Offers and the maintenance window follow the operator's clock (UTC+8, no daylight saving), wherever the phone is.
const CHINA_OFFSET_MS = 8 * 3600_000;
const china = (now: number) => new Date(now + CHINA_OFFSET_MS);

export const chinaDayOfMonth = (now: number): number => china(now).getUTCDate();

/** 22:50–00:50 China time: top-ups are paused (the rule every deposit keeps, pages/shared/nightlyPause.ts). */
export const inMaintenance = inNightlyPause;

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
  const code = codeOf(error);
  if (code.startsWith('E_SMS')) return 'code';
  return PLACES[code] ?? 'toast';
}

// ---------------------------------------------------------------- drafts

/** What the customer chose, kept in sessionStorage (never codes): it survives an error, a login and a reload. */
export interface Draft {
  phone: string;
  faceFen?: Fen;
  bundle?: string;
}

const isDraft = (v: Record<string, unknown>): v is Record<string, unknown> & Draft => typeof v.phone === 'string';

/** The shared draft (src/pages/shared/draft.ts): this customer's only, the number masked unless it is their own. */
export function readDraft(name: string): Draft | undefined {
  const d = readSharedDraft<Draft>(name, isDraft);
  if (!d) return undefined;
  return {
    phone: cleanPhone(d.phone),
    ...(typeof d.faceFen === 'number' ? { faceFen: d.faceFen } : {}),
    ...(typeof d.bundle === 'string' ? { bundle: d.bundle } : {}),
  };
}

export function saveDraft(name: string, draft: Draft): void {
  saveSharedDraft(name, draft);
}

/** The number the user lookup saved (wechatUser_phone), if any. */
export function storedPhone(): string {
  try {
    return cleanPhone(window.localStorage.getItem(PHONE_STORAGE_KEY) ?? '');
  } catch {
    return '';
  }
}

// ---------------------------------------------------------------- amounts and prices

/** The standard amounts (PAGES.md §2.7), in fen. */
export const AMOUNTS_FEN: readonly Fen[] = [1000, 2000, 3000, 5000, 10000, 20000, 30000, 50000];

/** A price below face value on a day of the month (China time). The server prices the order; this is the menu. */
export interface Offer {
  faceFen: Fen;
  payFen: Fen;
  day: number;
  note: MessageKey;
}

export const OFFERS: readonly Offer[] = [{ faceFen: 10000, payFen: 9800, day: 1, note: 'recharge.form.offerNote' }];

export interface PriceRow {
  faceFen: Fen;
  payFen: Fen;
  offer?: Offer;
}

/** Every amount with what it costs on `day` of the month. */
export const priceTable = (offers: readonly Offer[], day: number): PriceRow[] =>
  AMOUNTS_FEN.map((faceFen) => {
    const offer = offers.find((o) => o.faceFen === faceFen && o.day === day);
    return offer ? { faceFen, payFen: offer.payFen, offer } : { faceFen, payFen: faceFen };
  });
