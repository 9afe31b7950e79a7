// Tickets (activity/formMain/*): complaints, appeals, evaluations, reminders, suggestions, votes, termination,
// broadband urge/reschedule/rate, their lists and details, uploads, and the refund complaint's SMS.
import type {
  FormMainAdded,
  FormMainAddReq,
  FormType,
  SendSmsReq,
  SmsSent,
  TicketDetail,
  TicketDetailReq,
  TicketListReq,
  Uploaded,
} from '../../../src/services/api/types';
import type { Ctx, RouteDef } from '../../core/context';
import { biz } from '../../core/errors';
import { DAY, dayKey, fromCn, HOUR, isoCn } from '../../core/time';
import { PERSONA } from '../../db/seed/people';
import { inProgressTicketNo } from '../../db/seed/records';
import { appointmentOf } from '../../services/change';
import { complaintDueAt } from '../../services/tickets';
import { assertPhone } from '../../services/verify';
import { activityStatus, checkSms, findActivity, page, passCaptcha, route, send, statusMessage } from '../common';
import {
  checkImages,
  checkText,
  COMPLAINT_ROOTS,
  myTicket,
  newTicket,
  OPEN,
  RATE_WITHIN_MS,
  SUGGESTION_TOPICS,
  terminationBlockers,
  ticketDetail,
  ticketFlags,
  ticketView,
  URGE_AFTER_MS,
  URGE_EVERY_MS,
  URGES_MAX,
} from './tickets';

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
      // The images are the supplement's: filed under it, not under the ticket's first description.
      const images = checkImages(ctx, p.strList('images'));
      t.notes.push({
        at: ctx.now,
        author: 'customer',
        kind: 'supplement',
        text: checkText(p.optStr('text'), 1, 500),
        ...(images.length ? { images } : {}),
      });
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

export const complainRoutes: RouteDef[] = [
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
      params: (state) => ({ ticketNo: inProgressTicketNo(state.seededAt) }),
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
