// activity/*: shares, leads, tickets (complaints, appeals, evaluations, reminders, suggestions, votes,
// termination, broadband urge/reschedule/rate), uploads, recruitment, trials, deposit gift, school
// top-up, merchants, sign-in pages, partner links, gkux codes, refund-complaint SMS.
import type {
  AgreementInfo,
  AgreementReq,
  BroadbandLeadReq,
  CompletePayReq,
  Created,
  FormMainAddReq,
  FormMainAdded,
  FormType,
  GkuxCode,
  GkuxCodeReq,
  HandleAgreementReq,
  HireAddReq,
  Merchant,
  MerchantReq,
  OrderCreated,
  OsActOperateReq,
  ReadUrlReq,
  ReceptionNotLoginReq,
  ReceptionReq,
  ReceptionResult,
  SchoolAttendReq,
  SchoolRecord,
  SendSmsReq,
  ShareRecordReq,
  SignedUrl,
  SigninPage,
  SigninReq,
  SmsSent,
  Ticket,
  TicketDetail,
  TicketDetailReq,
  TicketListReq,
  TicketStatus,
  TrialReq,
  TrialStarted,
  Uploaded,
} from '../../src/services/api/types';
import type { Ctx, RouteDef } from '../core/context';
import { biz } from '../core/errors';
import { addMonths, cnParts, DAY, dayKey, fromCn, HOUR, isoCn } from '../core/time';
import { GB } from '../db/seed/catalogue';
import { PERSONA } from '../db/seed/people';
import { ticketNoAt } from '../db/seed/records';
import type { Subscriber, TicketRow } from '../db/types';
import { createPayOrder } from '../services/payments';
import { trialReasons, TRIALS, votedToday } from '../services/sale';
import { NAME_RE } from '../services/realname';
import { complaintDueAt, isOverdue, OPEN_TICKET } from '../services/tickets';
import { assertPhone } from '../services/verify';
import { appointmentOf, terminationChecks } from '../services/change';
import { maskPhone } from '../db/idcard';
import { BENEFIT_PAGES, benefitsPage, PARTNERS } from './benefits';
import {
  activityStatus,
  BUSI_CODES,
  checkSms,
  findActivity,
  page,
  passCaptcha,
  preCheck,
  route,
  send,
  starNumber,
  statusMessage,
} from './common';
import { agreementInfo, reception } from './depositGift';
import { drawChances } from './omoweb';

// Note: a vote has no ticket; formMain/add answers the vote's id as ticketNo (FormMainAdded).

const OPEN: TicketStatus[] = OPEN_TICKET;
export const COMPLAINT_ROOTS = ['资费争议', '网络质量', '服务质量', '业务办理', '营销宣传', '个人信息安全'];
export const SUGGESTION_TOPICS = ['产品', '资费', '服务', '营业厅', 'App体验', '其他'];
const URGE_AFTER_MS = 24 * HOUR;
const URGE_EVERY_MS = 12 * HOUR;
const URGES_MAX = 3;
const RATE_WITHIN_MS = 7 * DAY;
const APPEAL_UNANSWERED_MS = 15 * DAY;

function ticketFlags(ctx: Ctx, t: TicketRow): Pick<Ticket, 'canUrge' | 'nextUrgeAt' | 'canRate' | 'canAppeal'> {
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

function ticketView(ctx: Ctx, t: TicketRow): TicketSim {
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

function ticketDetail(ctx: Ctx, t: TicketRow): TicketDetail & TicketSim {
  return {
    ...ticketView(ctx, t),
    text: t.text,
    images: t.images.map((id) => `/sms2-api/__sim/uploads/${id}`),
    ...(t.relatedTicket ? { relatedTicket: t.relatedTicket } : {}),
    history: t.history.map((h) => ({ at: isoCn(h.at), status: h.status, text: h.text, ...(h.by ? { by: h.by } : {}) })),
    notes: t.notes.map((n) => ({ ...n, at: isoCn(n.at) })),
    urgesLeft: Math.max(0, URGES_MAX - t.urges.length),
    canCancel: t.status === 'acknowledged',
    canSupplement: t.status === 'pending',
  };
}

function myTicket(ctx: Ctx, ticketNo: string | undefined): TicketRow {
  const t = ticketNo ? ctx.state.tickets[ticketNo] : undefined;
  if (!t || !ctx.who.phones.includes(t.phone)) throw biz('E_TICKET_NOT_FOUND', '工单不存在');
  return t;
}

function newTicket(
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

function checkText(text: string | undefined, min: number, max: number): string {
  const t = (text ?? '').trim();
  if (t.length < min || t.length > max) throw biz('E_PARAM', `请输入${min}-${max}个字的描述`);
  return t;
}

function checkImages(ctx: Ctx, ids: string[]): string[] {
  if (ids.length > 3) throw biz('E_PARAM', '最多上传3张图片');
  for (const id of ids) if (!ctx.state.uploads[id]) throw biz('E_PARAM', '图片已失效，请重新上传');
  return ids;
}

/** Account-closure blockers (termination pre-check). */
export function terminationBlockers(ctx: Ctx, sub: Subscriber): string[] {
  return terminationChecks(ctx.state, sub, ctx.now).map((b) => b.text);
}

function formAdd(ctx: Ctx): FormMainAdded {
  const p = ctx.params.as<FormMainAddReq>();
  const formType = p.oneOf<FormType>('formType', [
    'complaint',
    'appeal',
    'evaluation',
    'urge',
    'supplement',
    'cancel',
    'suggestion',
    'vote',
    'termination',
    'bbUrge',
    'bbReschedule',
    'bbRate',
  ]);
  const sub = ctx.me(p.optStr('phone'));
  const category = p.strList('category');
  switch (formType) {
    case 'complaint': {
      if (category.length !== 2 || !COMPLAINT_ROOTS.includes(category[0] ?? '')) throw biz('E_PARAM', '请选择投诉分类');
      const text = checkText(p.optStr('text'), 10, 500);
      const images = checkImages(ctx, p.strList('images'));
      const dup = Object.values(ctx.state.tickets).find(
        (t) =>
          t.phone === sub.phone &&
          t.formType === 'complaint' &&
          OPEN.includes(t.status) &&
          t.category[0] === category[0],
      );
      if (dup)
        throw biz('E_DUPLICATE', `您已有同类投诉正在处理中（${dup.ticketNo}），可催单或补充材料`, {
          ticketNo: dup.ticketNo,
        });
      if (category[0] === '资费争议' && /退费|扣费/.test(category[1] ?? ''))
        checkSms(ctx, sub.phone, p.optStr('smsCode') ?? '', ['refund']);
      const contact = p.optStr('contactPhone');
      if (contact !== undefined) assertPhone(contact);
      const t = newTicket(ctx, {
        formType,
        category,
        phone: sub.phone,
        contactPhone: contact ?? sub.phone,
        text,
        images,
        dueAt: complaintDueAt(ctx.state, sub.phone, category[0] ?? '', ctx.now),
        relatedOrder: p.optStr('relatedOrder'),
        occurredOn: p.optStr('occurredOn'),
      });
      return { ticketNo: t.ticketNo, ...(t.dueAt !== undefined ? { dueAt: isoCn(t.dueAt) } : {}) };
    }
    case 'appeal': {
      const orig = myTicket(ctx, p.optStr('relatedTicket'));
      if (!ticketFlags(ctx, orig).canAppeal)
        throw biz(
          'E_NOT_APPEALABLE',
          orig.appealed
            ? '该工单已申诉过'
            : '仅对处理不满意（评价2星及以下）或15天未答复的投诉可申诉；资费争议须在5个月内',
        );
      const text = checkText(p.optStr('text'), 10, 500);
      orig.appealed = true;
      const t = newTicket(ctx, {
        formType,
        category: ['申诉', ...orig.category.slice(0, 1)],
        phone: sub.phone,
        text,
        images: checkImages(ctx, p.strList('images')),
        relatedTicket: orig.ticketNo,
        dueAt: ctx.now + 7 * DAY,
      });
      return { ticketNo: t.ticketNo, dueAt: isoCn(t.dueAt ?? ctx.now) };
    }
    case 'evaluation': {
      const t = myTicket(ctx, p.optStr('relatedTicket'));
      if (t.rating !== undefined) throw biz('E_RATED', '该工单已评价');
      if (t.status !== 'resolved') throw biz('E_NOT_RESOLVED', '工单办结后才能评价');
      if (t.resolvedAt !== undefined && ctx.now - t.resolvedAt > RATE_WITHIN_MS)
        throw biz('E_RATE_EXPIRED', '已超过7天评价期，工单已归档');
      const rating = p.num('rating', '评分');
      if (![1, 2, 3, 4, 5].includes(rating)) throw biz('E_PARAM', '请选择1-5星');
      t.rating = rating;
      t.ratingTags = p.strList('tags');
      t.status = 'closed';
      t.history.push({
        at: ctx.now,
        status: 'closed',
        text: `用户评价：${rating}星${p.optBool('solved') === false ? '，问题未解决' : ''}`,
        by: '系统',
      });
      const comment = p.optStr('text');
      if (comment) t.notes.push({ at: ctx.now, author: 'customer', kind: 'reply', text: checkText(comment, 1, 200) });
      return { ticketNo: t.ticketNo };
    }
    case 'urge': {
      const t = myTicket(ctx, p.optStr('relatedTicket'));
      const f = ticketFlags(ctx, t);
      if (!f.canUrge)
        throw biz(
          'E_URGE_NOT_ALLOWED',
          !OPEN.includes(t.status)
            ? '工单已办结，无需催单'
            : t.urges.length >= URGES_MAX
              ? '每个工单最多催单3次'
              : `受理24小时后可催单，每12小时1次，下次可催单时间${f.nextUrgeAt ?? ''}`,
        );
      t.urges.push(ctx.now);
      t.notes.push({ at: ctx.now, author: 'customer', kind: 'urge', text: p.optStr('text') ?? '客户催单' });
      return { ticketNo: t.ticketNo };
    }
    case 'supplement': {
      const t = myTicket(ctx, p.optStr('relatedTicket'));
      if (t.status !== 'pending') throw biz('E_NOT_PENDING', '当前工单无需补充材料');
      t.notes.push({ at: ctx.now, author: 'customer', kind: 'supplement', text: checkText(p.optStr('text'), 1, 500) });
      t.images.push(...checkImages(ctx, p.strList('images')));
      t.status = 'inProgress';
      t.history.push({ at: ctx.now, status: 'inProgress', text: '用户已补充材料', by: '客户' });
      return { ticketNo: t.ticketNo };
    }
    case 'cancel': {
      const t = myTicket(ctx, p.optStr('relatedTicket'));
      if (t.status !== 'acknowledged') throw biz('E_NOT_CANCELLABLE', '工单已开始处理，不能撤销');
      t.status = 'cancelled';
      t.history.push({ at: ctx.now, status: 'cancelled', text: '用户撤销工单', by: '客户' });
      return { ticketNo: t.ticketNo };
    }
    case 'suggestion': {
      if (!SUGGESTION_TOPICS.includes(category[0] ?? '')) throw biz('E_PARAM', '请选择建议主题');
      const t = newTicket(ctx, {
        formType,
        category: category.slice(0, 1),
        phone: sub.phone,
        contactPhone: p.optStr('contactPhone'),
        text: checkText(p.optStr('text'), 10, 500),
        images: checkImages(ctx, p.strList('images')),
      });
      return { ticketNo: t.ticketNo };
    }
    case 'vote': {
      const act = findActivity(ctx.state, p.optStr('actId') ?? 'vote');
      const status = activityStatus(act, ctx.now, dayKey(ctx.now));
      if (status !== 'active') throw biz(`E_ACT_${status.toUpperCase()}`, statusMessage(status));
      const optionId = p.str('optionId', '作品');
      if (!ctx.state.catalogue.voteOptions.some((o) => o.id === optionId)) throw biz('E_PARAM', '作品不存在');
      const today = dayKey(ctx.now);
      const mine = ctx.state.votes.filter((v) => v.phone === sub.phone && v.day === today);
      if (mine.length >= 3) throw biz('E_VOTE_LIMIT', '今日3票已投完，明天再来');
      if (mine.some((v) => v.optionId === optionId)) throw biz('E_VOTE_SAME', '今天已为该作品投过票');
      ctx.state.votes.push({ phone: sub.phone, optionId, day: today, at: ctx.now });
      ctx.state.voteCounts[optionId] = (ctx.state.voteCounts[optionId] ?? 0) + 1;
      return { ticketNo: ctx.nextId('VT') };
    }
    case 'termination': {
      const blockers = terminationBlockers(ctx, sub);
      if (blockers.length) throw biz('E_TERMINATION_BLOCKED', blockers[0] ?? '暂不满足销户条件', { blockers });
      const booked = Object.values(ctx.state.tickets).find(
        (x) => x.phone === sub.phone && x.formType === 'termination' && OPEN.includes(x.status),
      );
      if (booked)
        throw biz('E_DUPLICATE', `您已预约销户（${booked.ticketNo}），请按预约时间到厅办理`, {
          ticketNo: booked.ticketNo,
        });
      const appointment = appointmentOf(ctx.state, p.optStr('hallId'), p.obj('slot'), ctx.now);
      const t = newTicket(ctx, {
        formType,
        category: ['销户预约'],
        phone: sub.phone,
        text: `预约${appointment.hallName} ${appointment.date} ${appointment.time}办理销户`,
        images: [],
        dueAt: appointment.at,
      });
      return { ticketNo: t.ticketNo, dueAt: isoCn(t.dueAt ?? ctx.now) };
    }
    case 'bbUrge':
    case 'bbReschedule':
    case 'bbRate': {
      const o = ctx.state.broadbandOrders[p.str('relatedOrder', '宽带订单')];
      if (!o || !ctx.who.phones.includes(o.phone)) throw biz('E_ORDER_NOT_FOUND', '订单不存在');
      const open = o.status !== 'completed' && o.status !== 'cancelled';
      if (formType === 'bbUrge') {
        const last = o.urges[o.urges.length - 1];
        if (!open) throw biz('E_URGE_NOT_ALLOWED', '订单已完工，无需催单');
        if (ctx.now - o.createdAt < URGE_AFTER_MS || (last !== undefined && ctx.now - last < URGE_EVERY_MS))
          throw biz('E_URGE_NOT_ALLOWED', '下单24小时后可催单，每12小时1次');
        o.urges.push(ctx.now);
        return { ticketNo: ctx.nextId('BU') };
      }
      if (formType === 'bbReschedule') {
        if (!open || !o.slot) throw biz('E_RESCHEDULE', '当前订单不可改约');
        const slotAt = fromCn(
          Number(o.slot.date.slice(0, 4)),
          Number(o.slot.date.slice(5, 7)),
          Number(o.slot.date.slice(8, 10)),
          Number(o.slot.time.slice(0, 2)),
        );
        if (slotAt - ctx.now < 48 * HOUR) throw biz('E_RESCHEDULE', '距预约时间不足48小时，不能改约，请联系装维人员');
        const slot = p.obj('slot');
        const date = typeof slot?.date === 'string' ? slot.date : '';
        const time = typeof slot?.time === 'string' ? slot.time : '';
        if (!['08:00', '12:00', '14:00', '18:00'].includes(time) || !/^\d{4}-\d{2}-\d{2}$/.test(date))
          throw biz('E_SLOT', '请选择新的安装时段');
        const key = `${date} ${time}`;
        if ((ctx.state.slotsTaken[key] ?? 0) >= 2) throw biz('E_SLOT_FULL', '该时段已约满，请选择其他时间');
        ctx.state.slotsTaken[key] = (ctx.state.slotsTaken[key] ?? 0) + 1;
        o.slot = { date, time: time as '08:00' | '12:00' | '14:00' | '18:00' };
        return { ticketNo: ctx.nextId('BR') };
      }
      if (o.status !== 'completed') throw biz('E_NOT_COMPLETED', '完工后才能评价');
      if (o.rating !== undefined) throw biz('E_RATED', '已评价');
      const rating = p.num('rating', '评分');
      if (![1, 2, 3, 4, 5].includes(rating)) throw biz('E_PARAM', '请选择1-5星');
      o.rating = rating;
      return { ticketNo: ctx.nextId('BE') };
    }
  }
}

function signinPage(ctx: Ctx, actId: string): SigninPage {
  const act = findActivity(ctx.state, actId);
  if (BENEFIT_PAGES.has(actId)) return benefitsPage(ctx, act);
  const status = activityStatus(act, ctx.now, dayKey(ctx.now));
  const sub = ctx.who.phone ? ctx.state.subscribers[ctx.who.phone] : undefined;
  const today = dayKey(ctx.now);
  const base = { status, serverTime: isoCn(ctx.now), votedToday: [] as string[] };
  if (act.kind === 'vote') {
    const usedToday = sub ? ctx.state.votes.filter((v) => v.phone === sub.phone && v.day === today).length : 0;
    return {
      ...base,
      startAt: isoCn(act.startAt),
      endAt: isoCn(act.endAt),
      dailyQuota: 3,
      usedToday,
      streak: 0,
      votedToday: votedToday(ctx.state, sub?.phone, ctx.now),
      options: ctx.state.catalogue.voteOptions.map((o) => ({
        id: o.id,
        label: o.label,
        imageUrl: o.imageUrl,
        count: ctx.state.voteCounts[o.id] ?? 0,
      })),
    };
  }
  if (actId === 'friday' && sub && status === 'active' && cnParts(ctx.now).dow === 5 && cnParts(ctx.now).h >= 10) {
    if (!ctx.state.signins.some((s) => s.phone === sub.phone && s.actId === actId && s.day === today))
      ctx.state.signins.push({ phone: sub.phone, actId, day: today });
  }
  let streak = 0;
  if (sub) {
    const days = new Set(ctx.state.signins.filter((s) => s.phone === sub.phone && s.actId === actId).map((s) => s.day));
    const step = actId === 'friday' ? 7 : 1;
    for (let t = ctx.now; days.has(dayKey(t)); t -= step * DAY) streak += 1;
  }
  const benefits = ctx.state.benefits.filter((b) => b.actId === actId);
  const usedToday = sub
    ? ctx.state.rewards.filter((r) => r.phone === sub.phone && r.actId === actId && dayKey(r.claimedAt) === today)
        .length
    : 0;
  const dailyQuota = actId === 'bingdundun' && sub ? drawChances(ctx, sub).total : benefits.length;
  return {
    ...base,
    dailyQuota,
    usedToday,
    streak,
    options: benefits.map((b) => ({ id: b.benefitId, label: b.name, count: b.left })),
  };
}

function schoolView(r: {
  orderId: string;
  faceFen: number;
  giftKb: number;
  status: SchoolRecord['status'];
  at: number;
}): SchoolRecord {
  return { orderId: r.orderId, faceFen: r.faceFen, giftKb: r.giftKb, status: r.status, at: isoCn(r.at) };
}

function receptionFor(ctx: Ctx, payer: 'self' | 'friend' = 'self'): ReceptionResult {
  const p = ctx.params.as<ReceptionReq>();
  const actId = p.str('actId');
  const shareOpenId = p.optStr('shareOpenId');
  const account = ctx.header('wxpublicaccountid');
  if (shareOpenId && (account === '5_not_myself' || payer === 'friend')) {
    const sharer = ctx.state.wxUsers[shareOpenId];
    const phone = sharer?.defaultPhone;
    const sub = phone ? ctx.state.subscribers[phone] : undefined;
    if (!sub) throw biz('E_SHARE_INVALID', '分享链接无效或已失效');
    if (shareOpenId === ctx.who.openid) throw biz('E_SHARE_SELF', '这是您自己的分享链接，请直接支付');
    // A friend sees the sharer's number masked only.
    const r = reception(ctx, actId, sub, p.optInt('tier'), 'friend');
    return { ...r, phone: maskPhone(sub.phone) };
  }
  return reception(ctx, actId, ctx.who.phone ? ctx.me() : undefined, p.optInt('tier'), 'self');
}

export const activityRoutes: RouteDef[] = [
  route(
    'activity/shareRecord/insert',
    'G0',
    'Logs an activity share (a bingdundun share gives one more draw a day).',
    (ctx) => {
      const p = ctx.params.as<ShareRecordReq>();
      const link = p.str('link');
      ctx.state.shares.push({
        id: ctx.nextId('sh_'),
        at: ctx.now,
        actId: p.str('actId'),
        channel: p.oneOf('channel', ['friend', 'timeline', 'copyLink'] as const, 'friend'),
        link,
        kind: 'activity',
        phone: ctx.who.phone,
      });
      return null;
    },
    {
      as: 'wang',
      method: 'POST',
      params: {
        actId: 'bingdundun',
        channel: 'friend',
        link: 'https://sms2.example.cn/sms2/bingdundun?source=share_bingdundun',
      },
    },
  ),

  route(
    'activity/kdyxd/add',
    'G0',
    'Broadband lead (ycg, ycg2, noCoverage): SMS-verified phone, once per phone and source in 30 days.',
    (ctx): Created => {
      const p = ctx.params.as<BroadbandLeadReq>();
      const source = p.str('source');
      const name = p.str('name', '姓名');
      if (!NAME_RE.test(name)) throw biz('E_NAME', '请输入正确的中文姓名');
      const phone = assertPhone(p.optStr('phone'));
      checkSms(ctx, phone, p.str('smsCode', '短信验证码'), ['busi', 'broadband']);
      if (ctx.state.leads.some((l) => l.phone === phone && l.source === source && ctx.now - l.at < 30 * DAY))
        throw biz('E_DUPLICATE', '您已提交过意向，我们将尽快与您联系');
      const mobile = p.optStr('mobile');
      if (mobile !== undefined) {
        const info = preCheck(ctx.state, assertPhone(mobile), ctx.now);
        if (info.operator !== 'unicom' || !info.isLocal) throw biz('E_NOT_OUR_NUMBER', '请填写云南联通手机号码');
      }
      const addressCode = p.optStr('addressCode');
      const node = addressCode ? ctx.state.addresses.find((a) => a.code === addressCode) : undefined;
      const covered = !!node?.coverage && node.coverage.type !== 'none';
      const id = ctx.nextId('lead_');
      ctx.state.leads.push({
        id,
        source,
        name,
        phone,
        areaCode: p.str('areaCode', '区县'),
        addressText: p.str('addressText', '地址'),
        addressCode,
        mobile,
        commitFen: p.optInt('commitFen'),
        covered,
        at: ctx.now,
      });
      return { id };
    },
    {
      as: 'anon',
      method: 'POST',
      sms: PERSONA.li,
      params: {
        source: 'ycg',
        name: '李明',
        phone: PERSONA.li,
        areaCode: '530111',
        addressText: '关上街道世纪城1栋1单元101室',
        addressCode: '53011101010110101',
      },
    },
  ),

  route(
    'activity/formMain/add',
    'G2',
    'Every ticket-like submission by formType: complaint, appeal, evaluation, urge, supplement, cancel, suggestion, vote, termination, bbUrge, bbReschedule, bbRate.',
    (ctx): FormMainAdded => formAdd(ctx),
    {
      as: 'wang',
      method: 'POST',
      params: { formType: 'suggestion', category: ['App体验'], text: '希望账单页面增加年度消费汇总功能。' },
    },
  ),

  route(
    'activity/formMain/list',
    'G2',
    'My tickets with the urge/rate/appeal flags (proposed path, PAGES §3.6).',
    (ctx) => {
      const p = ctx.params.as<TicketListReq>();
      const formType = p.optStr('formType');
      const status = p.optStr('status');
      const rows = Object.values(ctx.state.tickets)
        .filter(
          (t) =>
            ctx.who.phones.includes(t.phone) &&
            (!formType || t.formType === formType) &&
            (!status || status === 'all' || t.status === status),
        )
        .sort((a, b) => b.createdAt - a.createdAt)
        .map((t) => ticketView(ctx, t));
      return page(ctx, rows);
    },
    { as: 'wang', method: 'GET' },
    { source: 'proposed' },
  ),

  route(
    'activity/formMain/detail',
    'G2',
    'One ticket with its history, notes and actions (proposed path, PAGES §3.6).',
    (ctx): TicketDetail => ticketDetail(ctx, myTicket(ctx, ctx.params.as<TicketDetailReq>().optStr('ticketNo'))),
    {
      as: 'wang',
      method: 'GET',
      params: { ticketNo: 'GD2024051210300001' },
    },
    { source: 'proposed' },
  ),

  route(
    'activity/formMain/upload',
    'G2',
    'Image upload, multipart field `file`: jpg/png ≤ 5 MB (proposed path, PAGES §3.6).',
    (ctx): Uploaded => {
      const f = ctx.params.files.find((x) => x.field === 'file');
      if (!f) throw biz('E_PARAM', '请选择图片');
      if (!['image/jpeg', 'image/png'].includes(f.type)) throw biz('E_FILE_TYPE', '仅支持jpg、png格式的图片');
      if (f.size > 5 * 1024 * 1024) throw biz('E_FILE_SIZE', '图片不能超过5MB');
      const fileId = ctx.nextId('f_');
      ctx.state.uploads[fileId] = {
        fileId,
        name: f.name,
        type: f.type,
        size: f.size,
        phone: ctx.who.phone,
        at: ctx.now,
      };
      return { fileId, url: `/sms2-api/__sim/uploads/${fileId}`, size: f.size };
    },
    { as: 'wang', method: 'POST', upload: true },
    { source: 'proposed' },
  ),

  route(
    'activity/hire/add',
    'G0',
    'Recruitment sign-up: SMS-verified phone, age 18-45, once per phone and position.',
    (ctx): Created => {
      const p = ctx.params.as<HireAddReq>();
      // Closed first: nothing is checked (and no code is spent) for a recruitment that is not open.
      const status = activityStatus(findActivity(ctx.state, 'hire'), ctx.now, dayKey(ctx.now));
      if (status === 'notStarted') throw biz('E_ACT_NOTSTARTED', '招聘尚未开始，敬请期待');
      if (status === 'ended') throw biz('E_ACT_ENDED', '本期招聘已结束，感谢您的关注');
      const position = p.oneOf('position', ['installer', 'clerk', 'campusAgent'] as const);
      const name = p.str('name', '姓名');
      if (!NAME_RE.test(name)) throw biz('E_NAME', '请输入正确的中文姓名');
      const phone = assertPhone(p.optStr('phone'));
      const areaCode = p.str('areaCode', '区县');
      if (!ctx.state.catalogue.areas.some((a) => a.code === areaCode && a.level === 'district'))
        throw biz('E_AREA', '请选择所在区县');
      const age = p.int('age', '年龄');
      if (age < 18 || age > 45) throw biz('E_AGE', '应聘年龄须在18-45周岁之间');
      const experience = p.optStr('experience');
      if (experience && experience.length > 200) throw biz('E_PARAM', '工作经历不超过200字');
      // The form's code comes from user/sendMessage (PAGES §2.1); a business code is taken too.
      checkSms(ctx, phone, p.str('smsCode', '短信验证码'), ['login', ...BUSI_CODES]);
      if (ctx.state.hires.some((h) => h.phone === phone && h.position === position))
        throw biz('E_DUPLICATE', '您已报名该岗位，请耐心等待通知');
      const id = ctx.nextId('hire_');
      ctx.state.hires.push({
        id,
        position,
        name,
        phone,
        areaCode,
        age,
        experience,
        at: ctx.now,
      });
      return { id };
    },
    {
      as: 'anon',
      method: 'POST',
      sms: PERSONA.li,
      params: {
        position: 'installer',
        name: '李明',
        phone: PERSONA.li,
        areaCode: '530502',
        age: 27,
        experience: '两年宽带安装经验',
      },
    },
  ),

  route(
    'activity/ep/add',
    'G2',
    'Starts a free trial (5G 3 days — not for 5G plans; video ringtone 30 days; cloud drive 30 days), once per number.',
    (ctx): TrialStarted => {
      const code = ctx.params.as<TrialReq>().str('trialCode');
      const t = TRIALS[code];
      if (!t) throw biz('E_PARAM', '体验项目不存在');
      const sub = ctx.me();
      const act = findActivity(ctx.state, 'experience');
      const status = activityStatus(act, ctx.now, dayKey(ctx.now));
      if (status !== 'active') throw biz(`E_ACT_${status.toUpperCase()}`, statusMessage(status));
      const refused = trialReasons(ctx.state, sub, code)[0];
      if (refused) throw biz('E_NO_NEED', refused);
      if (ctx.state.trials.some((x) => x.phone === sub.phone && x.trialCode === code))
        throw biz('E_TRIAL_USED', '您已体验过该业务');
      const endAt = ctx.now + t.days * DAY;
      ctx.state.trials.push({ phone: sub.phone, trialCode: code, startAt: ctx.now, endAt });
      sub.subscriptions.push({
        id: ctx.nextId('sub_'),
        code,
        name: t.name,
        kind: 'trial',
        feeFen: 0,
        volumeKb: 0,
        usedKb: 0,
        startAt: ctx.now,
        endAt,
        monthly: false,
        status: 'active',
        cancellable: false,
      });
      return { trialCode: code, startAt: isoCn(ctx.now), endAt: isoCn(endAt) };
    },
    { as: 'wang', method: 'POST', params: { trialCode: 'CLOUD_DRIVE_TRIAL' } },
  ),

  route(
    'activity/payGiveFeeAct/reception',
    'G1',
    "Deposit-gift eligibility and the activity order (actOrderId) for a tier; a friend's view with shareOpenId (5_not_myself).",
    (ctx): ReceptionResult => receptionFor(ctx),
    {
      as: 'wang',
      method: 'POST',
      params: { actId: 'pay100', tier: 1 },
    },
  ),

  route(
    'activity/payGiveFeeAct/lcReception',
    'G2',
    'The 2022 retention reception (lclyh, whitelist; ended).',
    (ctx): ReceptionResult => receptionFor(ctx),
    { as: 'liu', method: 'POST', params: { actId: 'lclyh' } },
  ),

  route(
    'activity/payGiveFeeAct/receptionNotLogin',
    'G0',
    'Reception for a visitor: number verified by SMS (logs the visitor in).',
    (ctx): ReceptionResult => {
      const p = ctx.params.as<ReceptionNotLoginReq>();
      const phone = assertPhone(p.optStr('phone'));
      checkSms(ctx, phone, p.str('smsCode', '短信验证码'), BUSI_CODES);
      const sub = ctx.state.subscribers[phone];
      if (!sub) throw biz('E_NOT_CUSTOMER', '该号码不是云南联通用户');
      ctx.login({ openid: ctx.who.openid, phone, staffId: ctx.who.staffId });
      return reception(ctx, p.str('actId'), sub, p.optInt('tier'));
    },
    { as: 'anon', method: 'POST', sms: PERSONA.liu, params: { actId: 'lyh2', phone: PERSONA.liu, tier: 1 } },
  ),

  route(
    'activity/payGiveFeeAct/queryhandleProductXy',
    'G1',
    'Agreement text (plain) and credit schedule of an activity order.',
    (ctx): AgreementInfo => {
      const p = ctx.params.as<AgreementReq>();
      return agreementInfo(ctx, p.str('actId'), p.optStr('actOrderId'));
    },
    { as: 'wang', method: 'GET', params: { actId: 'pay100', actOrderId: 'ACT_PAY100_0001' } },
  ),

  route(
    'activity/payGiveFeeAct/handleProductXy',
    'G2',
    'Signs the agreement once its order is paid.',
    (ctx): AgreementInfo => {
      const p = ctx.params.as<HandleAgreementReq>();
      const a = ctx.state.agreements[p.str('actOrderId')];
      if (!a || (!ctx.who.phones.includes(a.phone) && a.payerOpenid !== ctx.who.openid))
        throw biz('E_ACT_ORDER_NOT_FOUND', '活动订单不存在');
      const orderId = p.optStr('orderId') ?? a.payOrderId ?? '';
      const o = ctx.state.payOrders[orderId];
      if (!o || o.effect.kind !== 'depositGift' || o.effect.actOrderId !== a.actOrderId)
        throw biz('E_ORDER_NOT_FOUND', '支付订单不存在');
      if (!['paid', 'crediting', 'credited'].includes(o.status)) throw biz('E_NOT_PAID', '订单尚未支付成功');
      a.signed = true;
      return agreementInfo(ctx, a.actId, a.actOrderId);
    },
    {
      as: 'wang',
      method: 'POST',
      params: (state) => {
        const a = state.agreements.ACT_PAY100_0001;
        const o = Object.values(state.payOrders).find((x) => x.status === 'credited');
        if (a && o) {
          o.effect = { kind: 'depositGift', actOrderId: a.actOrderId };
          a.payOrderId = o.orderId;
        }
        return { actOrderId: 'ACT_PAY100_0001', orderId: o?.orderId ?? '' };
      },
    },
  ),

  route(
    'activity/payGiveFeeAct/addOsActOperateInfo',
    'G0',
    'Logs a view, click, share or payment on a deposit-gift page.',
    (ctx) => {
      const p = ctx.params.as<OsActOperateReq>();
      ctx.state.osActOperations.push({
        actId: p.str('actId'),
        phone: ctx.who.phone,
        operateType: p.oneOf('operateType', ['view', 'click', 'share', 'pay'] as const, 'view'),
        at: ctx.now,
      });
      return null;
    },
    { as: 'anon', method: 'POST', params: { actId: 'cfsf', operateType: 'view' } },
  ),

  route(
    'activity/payGiveFeeActMany/reception',
    'G2',
    'The multi-tier (lyh) reception; wxPublicAccountId from the page query.',
    (ctx): ReceptionResult => receptionFor(ctx),
    { as: 'wang', method: 'POST', params: { actId: 'lyh', tier: 2 } },
  ),

  route(
    'activity/schoolRechargeJM/attendAct',
    'G2',
    'School top-up (students of the school platform): ¥50 → +10 GB, ¥100 → +30 GB, once.',
    (ctx): OrderCreated => {
      const p = ctx.params.as<SchoolAttendReq>();
      const sub = ctx.me(p.optStr('phone'));
      const account = ctx.header('wxpublicaccountid');
      if (!sub.student || (account !== undefined && account !== '5'))
        throw biz('E_NOT_SCHOOL', '仅限校园平台学生用户参与');
      const act = findActivity(ctx.state, 'summer');
      const status = activityStatus(act, ctx.now, dayKey(ctx.now));
      if (status !== 'active') throw biz(`E_ACT_${status.toUpperCase()}`, statusMessage(status));
      const faceFen = p.int('faceFen', '充值金额');
      const giftKb = faceFen === 5000 ? 10 * GB : faceFen === 10000 ? 30 * GB : 0;
      if (!giftKb) throw biz('E_AMOUNT', '请选择50元或100元');
      if (ctx.state.schoolRecords.some((r) => r.phone === sub.phone && (r.status === 'paid' || r.status === 'gifted')))
        throw biz('E_JOINED', '您已参加过本活动');
      const recordId = ctx.nextId('sch_');
      const o = createPayOrder(
        ctx.state,
        {
          type: 'school',
          msisdn: sub.phone,
          faceFen,
          payFen: faceFen,
          title: `暑期充值${faceFen / 100}元送${giftKb / GB}GB`,
          effect: { kind: 'school', recordId },
          ownerPhone: sub.phone,
          ownerOpenid: ctx.who.openid,
        },
        ctx.now,
        ctx.rng,
      );
      ctx.state.schoolRecords.push({
        recordId,
        phone: sub.phone,
        orderId: o.orderId,
        faceFen,
        giftKb,
        status: 'unpaid',
        at: ctx.now,
      });
      return { orderId: o.orderId, payFen: o.payFen, expiresAt: isoCn(o.expiresAt) };
    },
    { as: 'chen', method: 'POST', params: { phone: PERSONA.chen, faceFen: 5000 } },
  ),

  route(
    'activity/schoolRechargeJM/listRecord',
    'G2',
    'My school top-ups (students of the school platform, wxPublicAccountId 5).',
    (ctx): SchoolRecord[] => {
      const sub = ctx.me();
      const account = ctx.header('wxpublicaccountid');
      if (!sub.student || (account !== undefined && account !== '5'))
        throw biz('E_NOT_SCHOOL', '仅限校园平台学生用户参与');
      return ctx.state.schoolRecords
        .filter((r) => r.phone === sub.phone)
        .sort((a, b) => b.at - a.at)
        .map(schoolView);
    },
    { as: 'chen', method: 'GET' },
  ),

  route(
    'activity/schoolRechargeJM/completePay',
    'G2',
    'Confirms a school top-up was paid; the data gift arrives once credited.',
    (ctx): SchoolRecord => {
      const orderId = ctx.params.as<CompletePayReq>().str('orderId');
      const r = ctx.state.schoolRecords.find((x) => x.orderId === orderId && ctx.who.phones.includes(x.phone));
      if (!r) throw biz('E_ORDER_NOT_FOUND', '订单不存在');
      const o = ctx.state.payOrders[orderId];
      if (!o || o.status === 'unpaid') throw biz('E_NOT_PAID', '订单尚未支付');
      if (o.status === 'expired' || o.status === 'cancelled' || o.status === 'failed' || o.status === 'refunded')
        r.status = 'failed';
      else if (o.status === 'credited' && r.status !== 'gifted') r.status = 'gifted';
      else if (r.status === 'unpaid') r.status = 'paid';
      if (r.status === 'gifted') {
        const sub = ctx.state.subscribers[r.phone];
        if (sub && !sub.subscriptions.some((s) => s.id === `gift_${r.recordId}`)) {
          sub.subscriptions.push({
            id: `gift_${r.recordId}`,
            code: 'SCHOOL_GIFT',
            name: `暑期赠送${r.giftKb / GB}GB`,
            kind: 'pack',
            feeFen: 0,
            volumeKb: r.giftKb,
            usedKb: 0,
            startAt: ctx.now,
            endAt: ctx.now + 60 * DAY,
            monthly: false,
            status: 'active',
            cancellable: false,
          });
        }
      }
      return schoolView(r);
    },
    {
      as: 'wang',
      method: 'POST',
      params: (state) => {
        const o = Object.values(state.payOrders).find((x) => x.msisdn === PERSONA.wang && x.status === 'credited');
        if (o)
          state.schoolRecords.push({
            recordId: 'sch_cov',
            phone: PERSONA.wang,
            orderId: o.orderId,
            faceFen: o.faceFen,
            giftKb: 10 * GB,
            status: 'paid',
            at: o.createdAt,
          });
        return { orderId: o?.orderId ?? '' };
      },
    },
  ),

  route(
    'activity/wxcmsMerchantInfo/get',
    'G0',
    'Partner clinics (tooth campaign) and stores (七彩 card).',
    (ctx): Merchant[] => {
      const p = ctx.params.as<MerchantReq>();
      const kind =
        p.optStr('kind') ??
        (p.optStr('actId') === 'tooth' ? 'clinic' : p.optStr('actId') === 'gcy' ? 'store' : undefined);
      return ctx.state.catalogue.merchants.filter((m) => !kind || m.kind === kind);
    },
    { as: 'anon', method: 'GET', params: { actId: 'tooth' } },
  ),

  route(
    'activity/newSignin/pageInit',
    'G0',
    'Vote options and counts, member-day check-in streak, daily drops or draw chances of an activity.',
    (ctx): SigninPage => signinPage(ctx, ctx.params.as<SigninReq>().str('actId')),
    {
      as: 'wang',
      method: 'GET',
      params: { actId: 'vote' },
    },
  ),

  route(
    'activity/read/getUrl',
    'G2',
    'Signed partner address (video, music, reading); some open only in a browser; some need a star level.',
    (ctx): SignedUrl => {
      const partnerId = ctx.params.as<ReadUrlReq>().str('partnerId');
      const partner = PARTNERS[partnerId];
      if (!partner) throw biz('E_PARAM', '合作方不存在');
      const sub = ctx.me();
      if (partner.minStar !== undefined && starNumber(sub) < partner.minStar)
        throw biz('E_STAR', `${partner.name}权益仅限${partner.minStar}星及以上客户`);
      return {
        url: `${partner.url}?${new URLSearchParams({ sign: ctx.rng.token(24), ts: String(Math.floor(ctx.now / 1000)) }).toString()}`,
        browserOnly: partner.browserOnly,
      };
    },
    { as: 'wang', method: 'GET', params: { partnerId: 'reading' } },
  ),

  route(
    'activity/gkux/getCode',
    'G2',
    'Claims the exam-season VIP code (one per number; stock; window); a second call shows the same code.',
    (ctx): GkuxCode => {
      ctx.params.as<GkuxCodeReq>().optStr('actId');
      const sub = ctx.me();
      const partnerUrl = 'https://partner.example-gaokao.cn/vip/redeem';
      const have = ctx.state.gkuxCodes[sub.phone];
      if (have) return { code: have.code, claimedAt: isoCn(have.at), partnerUrl };
      const act = findActivity(ctx.state, 'gkux');
      const status = activityStatus(act, ctx.now, dayKey(ctx.now));
      if (status !== 'active') throw biz(`E_ACT_${status.toUpperCase()}`, statusMessage(status));
      if (ctx.state.gkuxLeft <= 0) throw biz('E_SOLD_OUT', '兑换码已领完');
      ctx.state.gkuxLeft -= 1;
      act.totalJoined += 1;
      const code = `GK${ctx.rng.token(10).toUpperCase()}`;
      ctx.state.gkuxCodes[sub.phone] = { code, at: ctx.now };
      return { code, claimedAt: isoCn(ctx.now), partnerUrl };
    },
    { as: 'wang', method: 'POST' },
  ),

  route(
    'activity/complaint/refund/smsCode',
    'G2',
    'SMS code for a refund complaint (captcha gate).',
    (ctx): SmsSent => {
      passCaptcha(ctx);
      const phone = ctx.params.as<SendSmsReq>().optStr('phone') ?? ctx.who.phone;
      return send(ctx, phone, 'refund');
    },
    { as: 'wang', method: 'POST', captcha: true, params: { phone: PERSONA.wang } },
    { captcha: true },
  ),
];
