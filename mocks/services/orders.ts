// Product orders awaiting payment (state 1): when their pay order expires or is cancelled, the order is
// cancelled (state 18) and what it held goes back: the number hold, the flash-sale (seckill) stock of its
// session, the device stock, the broadband slot and port.
import type { ProductOrderRow, SimState } from '../db/types';
import { cancelInstallation } from './installs';
import { releaseNumber } from './numbers';

/** Cancels an unpaid product order and returns its stock. Does nothing to an order already past state 1. */
export function cancelUnpaidOrder(state: SimState, po: ProductOrderRow, now: number, text: string): void {
  if (po.stateCode !== 1) return;
  po.stateCode = 18;
  po.timeline.push({ at: now, text });
  const rec = state.productRecords.find((r) => r.orderNo === po.orderNo);
  if (rec) {
    rec.status = 'cancelled';
    rec.stateCode = 18;
    rec.cancellable = false;
    delete rec.payBy;
  }
  if (po.msisdn) {
    const n = state.numbers[po.msisdn];
    if (n && n.status === 'reserved') releaseNumber(n);
  }
  returnStock(state, po);
  const bb = state.broadbandOrders[po.orderNo];
  if (bb) cancelInstallation(state, bb, now, text);
}

/** Gives back the flash-sale place and the device an unpaid order took. */
export function returnStock(state: SimState, po: ProductOrderRow): void {
  if (po.stockKey !== undefined && state.seckillLeft[po.stockKey] !== undefined) {
    state.seckillLeft[po.stockKey] = (state.seckillLeft[po.stockKey] ?? 0) + 1;
    delete po.stockKey;
  }
  if (po.deviceCode !== undefined) {
    const device = state.catalogue.devices.find((d) => d.code === po.deviceCode);
    if (device) device.stock += 1;
    delete po.deviceCode;
  }
}
