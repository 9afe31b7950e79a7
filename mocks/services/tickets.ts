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

/** What the operator's side may do to a ticket from the simulator's control (`POST __sim/tickets/{ticketNo}`). */
export const OPERATOR_STEPS: TicketStatus[] = ['inProgress', 'pending', 'resolved', 'rejected'];
const STEP_TEXT: Record<string, string> = {
  inProgress: '已派单至处理部门',
  pending: '请补充相关材料（截图或账单）',
  resolved: '问题已处理完毕，感谢您的耐心等待。',
  rejected: '经核实，该问题不属于受理范围。',
};

/**
 * An operator's step on a ticket, as the back office would record it: the status, a history line, and for
 * a resolution or a request for information the agent's reply. Resolving starts the evaluation window.
 */
export function operatorStep(
  state: SimState,
  ticketNo: string,
  status: TicketStatus,
  now: number,
  text?: string,
): TicketRow {
  const t = state.tickets[ticketNo];
  if (!t) throw new Error(`no ticket ${ticketNo}`);
  if (!OPERATOR_STEPS.includes(status)) throw new Error(`status must be one of ${OPERATOR_STEPS.join(', ')}`);
  if (!OPEN_TICKET.includes(t.status)) throw new Error(`ticket ${ticketNo} is ${t.status}, no longer open`);
  const line = text ?? STEP_TEXT[status] ?? '';
  t.status = status;
  if (status === 'resolved') t.resolvedAt = now;
  t.history.push({ at: now, status, text: line, by: '客服中心' });
  if (status === 'resolved' || status === 'pending')
    t.notes.push({ at: now, author: 'agent', kind: 'reply', text: line });
  return t;
}
