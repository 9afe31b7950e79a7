// The benefits family's pure rules: the state of a benefit and of the activity on the shared state machine (PAGES
// §3.2), and the checks of the prize's address and of the pair pack's partner number, made before anything is sent.
import { t } from '../../locales';
import type { BenefitItem, Invite, SigninPage } from '../../services/api/types';
import { activityState, type ActivityState } from '../shared/activityState';
import type { BenefitMode } from './config';

/** pageInit's answer with the server clock's offset from the phone's (countdowns run on the server's time). */
export interface Standing extends SigninPage {
  offsetMs: number;
}

/** The prize's address as the customer types it. */
export interface AddressFields {
  name: string;
  phone: string;
  areaCode: string;
  detail: string;
}
export type AddressErrors = Partial<Record<keyof AddressFields, string>>;

/** The state of one benefit (PAGES §3.2) from the window, its stock, the customer's quota and reason. */
export function benefitState(s: Standing, b: BenefitItem, now: number, points?: number): ActivityState {
  const base = activityState({
    serverTime: now,
    startAt: s.startAt ?? s.serverTime,
    endAt: s.endAt ?? s.serverTime,
    stockLeft: b.left,
    eligible: !b.reason && (points === undefined || b.points === undefined || points >= b.points),
    joined: b.claimed,
  });
  // The server's own window status decides when the activity is over or sold out as a whole.
  if (s.status === 'ended') return 'ended';
  return base;
}

/** The activity's state as a whole (the hero, a draw): the window, chances left, eligibility. */
export function pageState(s: Standing, now: number, mode: BenefitMode): ActivityState {
  if (s.status === 'ended') return 'ended';
  const benefits = s.benefits ?? [];
  return activityState({
    serverTime: now,
    startAt: s.startAt ?? s.serverTime,
    endAt: s.endAt ?? s.serverTime,
    stockLeft:
      mode === 'draw' || benefits.length === 0 ? undefined : benefits.reduce((n, b) => n + Math.max(0, b.left ?? 1), 0),
    eligible: s.eligible !== false,
    joined: mode !== 'draw' && benefits.length > 0 && benefits.every((b) => b.claimed),
    quotaLeft: mode === 'draw' ? Math.max(0, s.dailyQuota - s.usedToday) : undefined,
  });
}

/** The address rule (PAGES §3.2): a district code, a detail of more than 5 characters and not only digits. */
export function addressProblems(a: AddressFields): AddressErrors {
  const errors: AddressErrors = {};
  if (!a.name.trim()) errors.name = t('benefits.address.nameRequired');
  if (!/^1[3-9]\d{9}$/.test(a.phone)) errors.phone = t('benefits.address.phoneInvalid');
  if (!/^\d{6}$/.test(a.areaCode)) errors.areaCode = t('benefits.address.areaRequired');
  const detail = a.detail.trim();
  if (detail.length <= 5 || /^\d+$/.test(detail)) errors.detail = t('benefits.address.detailInvalid');
  return errors;
}

/** The partner number's problem before any call: 11 digits of a mobile number, not the customer's own. */
export function partnerProblem(phone: string, own?: string): string | undefined {
  if (!phone) return t('benefits.pair.phoneRequired');
  if (!/^1[3-9]\d{9}$/.test(phone)) return t('benefits.pair.phoneInvalid');
  if (own && phone === own) return t('benefits.pair.self');
  return undefined;
}

/**
 * The invite's deadline, where it still matters: an invite awaiting the partner (or one that lapsed or was declined)
 * has one; a pair in force (情侣包已生效) has none to show.
 */
export const inviteDeadline = (invite: Pick<Invite, 'status' | 'expiresAt'>): string | undefined =>
  invite.status === 'accepted' ? undefined : invite.expiresAt;
