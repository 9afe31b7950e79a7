// What the ticket forms share: the time limits of reminders, ratings and appeals, a ticket's flags and views, a
// new ticket, the text and image checks, and what blocks an account closure.
import type { Ticket, TicketDetail, TicketStatus } from '../../../src/services/api/types';
import type { Ctx } from '../../core/context';
import { biz } from '../../core/errors';
import { addMonths, DAY, fromCn, HOUR, isoCn } from '../../core/time';
import { ticketNoAt } from '../../db/seed/records';
import type { Subscriber, TicketRow } from '../../db/types';
import { terminationChecks } from '../../services/change';
import { isOverdue, OPEN_TICKET } from '../../services/tickets';

// Note: a vote has no ticket; formMain/add answers the vote's id as ticketNo (FormMainAdded).

export const OPEN: TicketStatus[] = OPEN_TICKET;

export const COMPLAINT_ROOTS = ['资费争议', '网络质量', '服务质量', '业务办理', '营销宣传', '个人信息安全'];

export const SUGGESTION_TOPICS = ['产品', '资费', '服务', '营业厅', 'App体验', '其他'];

export const URGE_AFTER_MS = 24 * HOUR;

export const URGE_EVERY_MS = 12 * HOUR;

export const URGES_MAX = 3;

export const RATE_WITHIN_MS = 7 * DAY;

const APPEAL_UNANSWERED_MS = 15 * DAY;

export function ticketFlags(ctx: Ctx, t: TicketRow): Pick<Ticket, 'canUrge' | 'nextUrgeAt' | 'canRate' | 'canAppeal'> {
  const open = OPEN.includes(t.status);
  const last = t.urges[t.urges.length - 1];
  const nextUrge = Math.max(t.createdAt + URGE_AFTER_MS, last !== undefined ? last + URGE_EVERY_MS : 0);
  const canUrge = open && t.formType !== 'suggestion' && t.urges.length < URGES_MAX && ctx.now >= nextUrge;
  const canRate =
    t.status === 'resolved' &&
    t.rating === undefined &&
    t.resolvedAt !== undefined &&
    ctx.now - t.resolvedAt <= RATE_WITHIN_MS;
  const unanswered = open && ctx.now - t.createdAt >= APPEAL_UNANSWERED_MS;
  const unsatisfied = (t.status === 'resolved' || t.status === 'closed') && t.rating !== undefined && t.rating <= 2;
  const feeTooOld =
    t.category[0] === '资费争议' &&
    t.occurredOn !== undefined &&
    fromCn(Number(t.occurredOn.slice(0, 4)), Number(t.occurredOn.slice(5, 7)), Number(t.occurredOn.slice(8, 10))) <
      addMonths(ctx.now, -5);
  const canAppeal = t.formType === 'complaint' && !t.appealed && (unanswered || unsatisfied) && !feeTooOld;
  return {
    canUrge,
    ...(open && t.urges.length < URGES_MAX ? { nextUrgeAt: isoCn(nextUrge) } : {}),
    canRate,
    canAppeal,
  };
}

// TODO(types): move to src/services/api/types — an open ticket past its time limit (dueAt) is flagged.
export interface TicketSim extends Ticket {
  overdue: boolean;
}

export function ticketView(ctx: Ctx, t: TicketRow): TicketSim {
  return {
    ticketNo: t.ticketNo,
    formType: t.formType,
    category: [...t.category],
    phone: t.phone,
    status: t.status,
    createdAt: isoCn(t.createdAt),
    ...(t.dueAt !== undefined ? { dueAt: isoCn(t.dueAt) } : {}),
    ...ticketFlags(ctx, t),
    ...(t.rating !== undefined ? { rating: t.rating } : {}),
    overdue: isOverdue(t, ctx.now),
  };
}

/** An upload's address. */
const upload = (id: string): string => `/sms2-api/__sim/uploads/${id}`;

export function ticketDetail(ctx: Ctx, t: TicketRow): TicketDetail & TicketSim {
  return {
    ...ticketView(ctx, t),
    text: t.text,
    images: t.images.map(upload),
    ...(t.relatedTicket ? { relatedTicket: t.relatedTicket } : {}),
    history: t.history.map((h) => ({ at: isoCn(h.at), status: h.status, text: h.text, ...(h.by ? { by: h.by } : {}) })),
    notes: t.notes.map(({ images, ...n }) => ({
      ...n,
      at: isoCn(n.at),
      images: (images ?? []).map(upload),
    })),
    urgesLeft: Math.max(0, URGES_MAX - t.urges.length),
    canCancel: t.status === 'acknowledged',
    canSupplement: t.status === 'pending',
  };
}

export function myTicket(ctx: Ctx, ticketNo: string | undefined): TicketRow {
  const t = ticketNo ? ctx.state.tickets[ticketNo] : undefined;
  if (!t || !ctx.who.phones.includes(t.phone)) throw biz('E_TICKET_NOT_FOUND', '工单不存在');
  return t;
}

export function newTicket(
  ctx: Ctx,
  t: Omit<TicketRow, 'ticketNo' | 'createdAt' | 'history' | 'notes' | 'urges' | 'status'> & { text: string },
): TicketRow {
  let ticketNo = ticketNoAt(ctx.now, ctx.rng);
  while (ctx.state.tickets[ticketNo]) ticketNo = ticketNoAt(ctx.now, ctx.rng);
  const row: TicketRow = {
    ...t,
    ticketNo,
    createdAt: ctx.now,
    status: 'acknowledged',
    history: [{ at: ctx.now, status: 'acknowledged', text: '工单已受理', by: '微信营业厅' }],
    notes: [],
    urges: [],
  };
  ctx.state.tickets[ticketNo] = row;
  return row;
}

export function checkText(text: string | undefined, min: number, max: number): string {
  const t = (text ?? '').trim();
  if (t.length < min || t.length > max) throw biz('E_PARAM', `请输入${min}-${max}个字的描述`);
  return t;
}

export function checkImages(ctx: Ctx, ids: string[]): string[] {
  if (ids.length > 3) throw biz('E_PARAM', '最多上传3张图片');
  for (const id of ids) if (!ctx.state.uploads[id]) throw biz('E_PARAM', '图片已失效，请重新上传');
  return ids;
}

/** Account-closure blockers (termination pre-check). */
export function terminationBlockers(ctx: Ctx, sub: Subscriber): string[] {
  return terminationChecks(ctx.state, sub, ctx.now).map((b) => b.text);
}
