// Words for the records' states (the operator's order codes, broadband and refund states) and times, shared by
// the record pages of the business hall.
import { t } from '../../locales';
import type { BroadbandOrder, OrderStateCode, UserProductRecord } from '../../services/api/types';
import { dateTime } from '../../utils/format';

const CODES: readonly number[] = [1, 6, 7, 8, 12, 18, 21, 22, 27];

/**
 * 1 待支付, 6 待发货, 7 待收货, 8 待评价, 12 已完成, 18 已取消, 21 处理中, 22 待激活, 27 退款中. A broadband order
 * (`kind`, when the server tells it) is an installation at the door, not a parcel: its 6 is 待安装.
 */
export const stateText = (code: number | undefined, kind?: string): string =>
  kind === 'broadband' && code === 6
    ? t('business.order.bb.toInstall')
    : code !== undefined && CODES.includes(code)
      ? t(`business.rec.state.${code as OrderStateCode}`)
      : t('business.rec.state.unknown');

/**
 * Whether a record in force has reached its end at `now` (the server's time): a day pack that ended at 00:00 is
 * over at 12:01 whatever its status field says (an answer read before midnight, a backend that updates it late).
 */
export function hasEnded(r: UserProductRecord, now: number): boolean {
  const end = r.expiresAt ? Date.parse(r.expiresAt) : NaN;
  return r.status === 'active' && !Number.isNaN(end) && now >= end;
}

/**
 * A record without an order state (a seckill order, a subscription): its status; a pack done with an end, or in
 * force past its end at `now` (the server's time), has expired.
 */
export const statusText = (r: UserProductRecord, now?: number): string =>
  r.stateCode !== undefined
    ? stateText(r.stateCode, r.kind)
    : (r.status === 'done' && r.expiresAt) || (now !== undefined && hasEnded(r, now))
      ? t('business.rec.status.expired')
      : t(`business.rec.status.${r.status}`);

export const broadbandText = (s: BroadbandOrder['status']): string => t(`business.bb.status.${s}`);

/** An ISO time as the customer reads it; what cannot be read shows as sent. */
export const when = (at: string | undefined): string => {
  if (!at) return '';
  const d = dateTime(at);
  return d ? d.slice(0, 16) : at;
};

/** 'yyyyMM' → '2024年06月' / '2024-06'. */
export const monthText = (month: string): string =>
  /^\d{6}$/.test(month) ? t('business.rec.month', { y: month.slice(0, 4), m: month.slice(4) }) : month;
