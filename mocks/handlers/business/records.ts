// The business hall's records: orders, subscriptions and handling records with their cancellation, the
// value-added services of the number, and its papers (agreements, acceptance forms, invoices).
import type {
  CancelProductReq,
  HandleResult,
  InternetService,
  Paper,
  PapersReq,
  UserProductPage,
  UserProductRecord,
  UserProductReq,
} from '../../../src/services/api/types';
import type { RouteDef } from '../../core/context';
import { biz } from '../../core/errors';
import { isoCn, startOfNextMonth } from '../../core/time';
import { PERSONA } from '../../db/seed/people';
import type { ProductRecordRow, Subscriber } from '../../db/types';
import { cancelPayOrder } from '../../services/payments';
import { BUSI_CODES, checkSms, page, route } from '../common';

// ---------------------------------------------------------------- records

/** Why an active service or pack cannot be unsubscribed online. */
function cancelReason(
  sub: Subscriber,
  r: Subscriber['subscriptions'][number] | undefined,
  row: ProductRecordRow,
): string | undefined {
  if (row.cancellable || row.status !== 'active' || row.source === 'order' || row.source === 'seckill')
    return undefined;
  if (row.productCode === sub.planCode) return '套餐不支持退订，如需更换请办理套餐变更';
  if (r && !r.monthly) return '该流量包到期自动失效，无需退订';
  return '该业务不支持在线退订，请到营业厅办理';
}

function recordView(
  r: Subscriber['subscriptions'][number] | undefined,
  row: ProductRecordRow,
  sub?: Subscriber,
  kind?: string,
): UserProductRecord {
  const why = sub ? cancelReason(sub, r, row) : undefined;
  // A pack that ended (at its end time, by this clock) is no longer active, whatever the record said when ordered.
  const ended = row.status === 'active' && (r?.status === 'expired' || r?.status === 'cancelled');
  return {
    recordId: row.recordId,
    ...(row.orderNo ? { orderNo: row.orderNo } : {}),
    productCode: row.productCode,
    name: row.name,
    source: row.source,
    status: ended ? (r?.status === 'cancelled' ? 'cancelled' : 'done') : row.status,
    ...(row.stateCode !== undefined ? { stateCode: row.stateCode } : {}),
    // What an order is ('broadband': an installation at the door, not a parcel), as its details tell it.
    ...(kind ? { kind } : {}),
    feeFen: row.feeFen,
    createdAt: isoCn(row.createdAt),
    ...(row.effectiveAt !== undefined ? { effectiveAt: isoCn(row.effectiveAt) } : {}),
    ...(row.expiresAt !== undefined
      ? { expiresAt: isoCn(row.expiresAt) }
      : r && !r.monthly
        ? { expiresAt: isoCn(r.endAt) }
        : {}),
    cancellable: row.cancellable && !ended,
    ...(why && !ended ? { cancelReason: why } : {}),
    ...(row.failReason ? { failReason: row.failReason } : {}),
    ...(row.refund ? { refund: row.refund } : {}),
    ...(row.payBy !== undefined ? { payBy: isoCn(row.payBy) } : {}),
  };
}

export const recordsRoutes: RouteDef[] = [
  route(
    'handlebusi/businessAcceptanceRecord/queryUserProductInfo',
    'G2',
    'Orders, subscriptions and handling records (filters source, status), newest first, with the server time.',
    (ctx): UserProductPage => {
      const p = ctx.params.as<UserProductReq & { phone: string }>();
      const sub = ctx.me(p.optStr('phone'));
      const source = p.optStr('source');
      const status = p.optStr('status');
      const rows = ctx.state.productRecords
        .filter(
          (r) =>
            // The number's, and what this WeChat user ordered before a number was bound.
            (r.phone === sub.phone || (r.ownerOpenid !== undefined && r.ownerOpenid === ctx.who.openid)) &&
            (!source || r.source === source) &&
            (!status || r.status === status),
        )
        .sort((a, b) => b.createdAt - a.createdAt)
        .map((r) =>
          recordView(
            sub.subscriptions.find((s) => s.id === r.subscriptionId),
            r,
            sub,
            r.orderNo ? ctx.state.productOrders[r.orderNo]?.kind : undefined,
          ),
        );
      // The server's clock beside the records: the app judges an end by it, not by the phone's.
      return { ...page(ctx, rows), serverTime: isoCn(ctx.now) };
    },
    { as: 'wang', method: 'GET' },
  ),
  route(
    'handlebusi/businessAcceptanceRecord/cancelUserProductInfo',
    'G2',
    'Cancels an unpaid order, or unsubscribes a service (SMS code; effective next month).',
    (ctx): HandleResult => {
      const p = ctx.params.as<CancelProductReq>();
      const rec = ctx.state.productRecords.find((r) => r.recordId === p.str('recordId', '记录'));
      if (!rec || !ctx.who.phones.includes(rec.phone)) throw biz('E_NOT_FOUND', '记录不存在');
      if (!rec.cancellable)
        throw biz(
          'E_NOT_CANCELLABLE',
          rec.source === 'order' ? '当前订单状态不可取消' : '该业务不支持在线退订，请到营业厅办理',
        );
      if (rec.orderNo && rec.status === 'pending' && rec.source !== 'handle') {
        const po = ctx.state.productOrders[rec.orderNo];
        const pay = po?.payOrderId ? ctx.state.payOrders[po.payOrderId] : undefined;
        if (pay && pay.status === 'unpaid') cancelPayOrder(ctx.state, pay, ctx.now, '用户取消订单');
        else if (po) {
          po.stateCode = 18;
          po.timeline.push({ at: ctx.now, text: '用户取消订单' });
          rec.status = 'cancelled';
          rec.stateCode = 18;
        }
        rec.cancellable = false;
        return { orderNo: rec.orderNo, status: 'success' };
      }
      checkSms(ctx, rec.phone, p.str('smsCode', '短信验证码'), BUSI_CODES);
      const sub = ctx.me(rec.phone);
      const effectiveAt = startOfNextMonth(ctx.now);
      if (rec.subscriptionId) {
        const s = sub.subscriptions.find((x) => x.id === rec.subscriptionId);
        if (s) {
          s.status = 'pendingCancel';
          s.endAt = effectiveAt;
        }
      } else if (sub.pendingPlanChange && rec.productCode === sub.pendingPlanChange.to) {
        delete sub.pendingPlanChange;
        delete sub.lastPlanChangeMonth;
      }
      const svc = (ctx.state.internetServices[sub.phone] ?? []).find((x) => x.code === rec.productCode);
      if (svc) svc.status = 'pendingCancel';
      rec.status = 'cancelled';
      rec.cancellable = false;
      // The record says when the service ends, as the answer does (a lost answer is confirmed by it).
      if (rec.subscriptionId) rec.expiresAt = effectiveAt;
      return { orderNo: rec.orderNo ?? rec.recordId, status: 'accepted', effectiveAt: isoCn(effectiveAt) };
    },
    { as: 'wang', method: 'POST', sms: PERSONA.wang, params: { recordId: 'rec_s_2' } },
  ),
  route(
    'omoweb/showPapers/getPapers',
    'G2',
    'Electronic agreements, acceptance forms and invoices of the number.',
    (ctx): Paper[] => {
      const p = ctx.params.as<PapersReq>();
      const sub = ctx.me();
      const orderId = p.optStr('orderId');
      const type = p.optStr('type');
      return ctx.state.papers
        .filter((x) => x.phone === sub.phone && (!orderId || x.orderId === orderId) && (!type || x.type === type))
        .map((x) => ({
          paperId: x.paperId,
          name: x.name,
          type: x.type,
          mime: x.mime,
          url: `/sms2-api/__sim/papers/${x.paperId}.pdf`,
          size: x.size,
          createdAt: isoCn(x.createdAt),
        }));
    },
    { as: 'wang', method: 'GET' },
  ),
  route(
    'user/queryInternetService',
    'G2',
    'Value-added services on the number.',
    (ctx): InternetService[] => {
      const sub = ctx.me(ctx.params.as<{ phone: string }>().optStr('phone'));
      return (ctx.state.internetServices[sub.phone] ?? []).map((s) => ({ ...s }));
    },
    { as: 'wang', method: 'GET' },
  ),
];
