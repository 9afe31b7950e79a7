// Ticket time limits (SLA, PAGES.md §3 complaints): a complaint is answered within 48 hours, a major one
// (个人信息安全) within 8, a repeated one (the same number complained in the same category within 30 days)
// within 24. flagOverdueTickets() is the timed rule: an open ticket past its limit is flagged overdue and
// escalated once, at the moment the limit passed.
import type { TicketStatus } from '../../src/services/api/types';
import { DAY, HOUR } from '../core/time';
import type { SimState, TicketRow } from '../db/types';

export const OPEN_TICKET: TicketStatus[] = ['acknowledged', 'inProgress', 'pending'];
export const SLA_DEFAULT_HOURS = 48;
export const SLA_MAJOR_HOURS = 8;
export const SLA_REPEATED_HOURS = 24;
/** Complaint roots handled as major. */
export const MAJOR_ROOTS = ['个人信息安全'];
export const REPEAT_WINDOW_MS = 30 * DAY;
export const OVERDUE_TEXT = '已超过处理时限，已升级督办';

/** A complaint of this number and root category within the last 30 days makes a new one "repeated". */
export function isRepeated(state: SimState, phone: string, root: string, now: number): boolean {
  return Object.values(state.tickets).some(
    (t) =>
      t.phone === phone &&
      t.formType === 'complaint' &&
      t.category[0] === root &&
      now - t.createdAt <= REPEAT_WINDOW_MS,
  );
}

/** Hours to answer a new complaint. */
export function complaintSlaHours(state: SimState, phone: string, root: string, now: number): number {
  if (MAJOR_ROOTS.includes(root)) return SLA_MAJOR_HOURS;
  if (isRepeated(state, phone, root, now)) return SLA_REPEATED_HOURS;
  return SLA_DEFAULT_HOURS;
}

export function complaintDueAt(state: SimState, phone: string, root: string, now: number): number {
  return now + complaintSlaHours(state, phone, root, now) * HOUR;
}

export function isOverdue(t: TicketRow, now: number): boolean {
  return OPEN_TICKET.includes(t.status) && t.dueAt !== undefined && t.dueAt <= now;
}

/** Flags every open ticket whose limit has passed by `now` (once). */
export function flagOverdueTickets(state: SimState, now: number): void {
  for (const t of Object.values(state.tickets)) {
    if (t.overdueAt !== undefined || !isOverdue(t, now) || t.dueAt === undefined) continue;
    t.overdueAt = t.dueAt;
    t.history.push({ at: t.dueAt, status: t.status, text: OVERDUE_TEXT, by: '系统' });
  }
}
