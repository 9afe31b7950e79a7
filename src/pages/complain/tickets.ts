// What every complaints page knows about a ticket (PAGES.md §2.3): the lifecycle's labels, the list's tabs, the
// two-level categories, the times as the operator writes them, and the shared submission of a ticket action
// (formMain/add with the key of its intent: one per action and ticket, reused on a retry, released on an answer).
import { call } from 'typed-redux-saga';
import type { Submission } from '../../core';
import { t, type MessageKey } from '../../locales';
import * as activityApi from '../../services/api/activity';
import type { Ticket, TicketStatus } from '../../services/api/types';

export const OPEN_STATUSES: readonly TicketStatus[] = ['acknowledged', 'inProgress', 'pending'];

export const isOpen = (status: TicketStatus): boolean => OPEN_STATUSES.includes(status);

/** The list's tabs: 全部, 处理中, 已办结, 已归档. */
export const TABS = ['all', 'open', 'resolved', 'closed'] as const;
export type Tab = (typeof TABS)[number];

export function inTab(ticket: Pick<Ticket, 'status'>, tab: Tab): boolean {
  if (tab === 'all') return true;
  if (tab === 'open') return isOpen(ticket.status);
  if (tab === 'resolved') return ticket.status === 'resolved';
  return ticket.status === 'closed' || ticket.status === 'cancelled' || ticket.status === 'rejected';
}

export const statusText = (status: TicketStatus): string => t(`complain.status.${status}` as MessageKey);

/** "2026-11-22T08:30:00+08:00" -> "2026-11-22 08:30" (the operator's time, as the server wrote it). */
export const timeText = (iso: string): string => iso.slice(0, 16).replace('T', ' ');

/** The complaint categories (two levels) and suggestion topics, as the server names them, with their message keys. */
export const CATEGORIES: readonly { root: string; key: string; subs: readonly [string, string][] }[] = [
  {
    root: '资费争议',
    key: 'fee',
    subs: [
      ['不明扣费', 'unknownCharge'],
      ['退费申请', 'refund'],
      ['套餐资费', 'planPrice'],
      ['账单疑问', 'bill'],
    ],
  },
  {
    root: '网络质量',
    key: 'network',
    subs: [
      ['信号差', 'weakSignal'],
      ['无法上网', 'noData'],
      ['通话质量', 'callQuality'],
    ],
  },
  {
    root: '服务质量',
    key: 'service',
    subs: [
      ['服务态度', 'attitude'],
      ['处理时限', 'slow'],
      ['营业厅服务', 'store'],
    ],
  },
  {
    root: '业务办理',
    key: 'business',
    subs: [
      ['办理失败', 'failed'],
      ['未经同意办理', 'unconsented'],
      ['退订困难', 'unsubscribe'],
    ],
  },
  {
    root: '营销宣传',
    key: 'marketing',
    subs: [
      ['虚假宣传', 'misleading'],
      ['骚扰短信电话', 'spam'],
    ],
  },
  {
    root: '个人信息安全',
    key: 'privacy',
    subs: [
      ['信息泄露', 'leak'],
      ['实名冒用', 'identity'],
    ],
  },
];

export const SUGGESTION_TOPICS: readonly [string, string][] = [
  ['产品', 'product'],
  ['资费', 'price'],
  ['服务', 'service'],
  ['营业厅', 'store'],
  ['App体验', 'app'],
  ['其他', 'other'],
];

/** A refund category asks for the SMS code of the number (the server's rule: 资费争议 with 退费 or 扣费). */
export const needsSms = (category: readonly string[]): boolean =>
  category[0] === '资费争议' && /退费|扣费/.test(category[1] ?? '');

/** The shown name of a category path ("网络质量 / 信号差"; in English its translation; unknown parts as they are). */
export function categoryText(category: readonly string[]): string {
  const [root, sub] = category;
  const rootOf = (name: string) => CATEGORIES.find((x) => x.root === name);
  const c = root === undefined ? undefined : rootOf(root);
  const topic = SUGGESTION_TOPICS.find(([name]) => name === root);
  const parts: string[] = [];
  if (c) parts.push(t(`complain.cat.${c.key}` as MessageKey));
  else if (topic) parts.push(t(`complain.topic.${topic[1]}` as MessageKey));
  else if (root === '申诉') parts.push(t('complain.cat.appeal'));
  else if (root !== undefined) parts.push(root);
  if (sub !== undefined) {
    const s = c?.subs.find(([name]) => name === sub);
    const r = rootOf(sub);
    if (c && s) parts.push(t(`complain.cat.${c.key}.${s[1]}` as MessageKey));
    else parts.push(r ? t(`complain.cat.${r.key}` as MessageKey) : sub);
  }
  return parts.join(' / ');
}

/** The ticket actions that are a submission of formMain/add. */
export type TicketAction = 'urge' | 'cancel';

/** The last action on a ticket, shown where it was asked: on its way (no `ok` yet), done, or refused. */
export interface ActionNotice {
  ok?: boolean;
  text: string;
}

/**
 * A model's state once the server refused the action on its way: the refusal's reason on its notice. Undefined (an
 * action starts) clears the notice.
 */
export function refusedNotice<S extends { notice?: ActionNotice }>(state: S, refusal: string | undefined): S {
  if (refusal === undefined) return { ...state, notice: undefined };
  return state.notice ? { ...state, notice: { ...state.notice, ok: false, text: refusal } } : state;
}

/** The notice of an action on its way, if there is one. */
export const onItsWay = <N extends ActionNotice>(notice: N | undefined): N | undefined =>
  notice && notice.ok === undefined ? notice : undefined;

/** The intent of an action on a ticket: one idempotency key per action and ticket (a double tap counts once). */
export const ticketIntent = ({ action, ticketNo }: { action: TicketAction; ticketNo: string }) =>
  `complain:${action}:${ticketNo}`;

/** Sends one action on a ticket with the key of its intent for the request (a `submit` effect's body). */
export function* sendTicketAction(action: TicketAction, ticketNo: string, keyFor: Submission['keyFor']) {
  const req = { formType: action, relatedTicket: ticketNo };
  return yield* call(activityApi.formMainAdd, req, { idempotencyKey: yield* keyFor(req) });
}
