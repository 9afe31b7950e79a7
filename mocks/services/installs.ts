// Broadband installation (装机) as a timed process. Once the order is paid (or at once for an order without
// a product order, as the seeded ones), it runs on a realistic schedule from that moment A and the slot S:
//   资源核查 A+2 h -> 已派单 A+5 h (dispatched) -> 装维师傅已接单 max(A+6 h, S-24 h) (installer assigned)
//   -> on site at max(S, assigned+1 h) (installing) -> 上门安装 done 2 h later -> 系统完工 1 h later
//   (completed: the broadband account opens).
// advanceInstallations() catches every order up to `now`; it is idempotent and only moves forward.
import { hashSeed } from '../core/rng';
import { addMonths, dateCn, fromCn, HOUR } from '../core/time';
import type { BroadbandOrderRow, SimState } from '../db/types';

export const STEP_ACCEPTED = '订单受理';
export const STEP_CHECKED = '资源核查';
export const STEP_DISPATCHED = '已派单';
export const STEP_ASSIGNED = '装维师傅已接单';
export const STEP_INSTALLED = '上门安装';
export const STEP_DONE = '系统完工';

/** The steps of a new broadband order. */
export function newInstallSteps(at: number): BroadbandOrderRow['steps'] {
  return [STEP_ACCEPTED, STEP_CHECKED, STEP_DISPATCHED, STEP_ASSIGNED, STEP_INSTALLED, STEP_DONE].map((name, i) =>
    i === 0 ? { name, at, done: true, operator: '系统' } : { name, done: false },
  );
}

const INSTALLERS: [string, string][] = [
  ['刘师傅', '13187160001'],
  ['赵师傅', '13187160002'],
  ['陈师傅', '13187160003'],
  ['杨师傅', '13187160004'],
];

export function slotStart(o: BroadbandOrderRow): number | undefined {
  if (!o.slot) return undefined;
  const d = o.slot.date;
  return fromCn(Number(d.slice(0, 4)), Number(d.slice(5, 7)), Number(d.slice(8, 10)), Number(o.slot.time.slice(0, 2)));
}

/** When the installation starts running: payment credited, or creation for an order that has nothing to pay. */
function startedAt(state: SimState, o: BroadbandOrderRow): number | undefined {
  const po = state.productOrders[o.orderNo];
  if (!po) return o.createdAt;
  if (po.stateCode === 1 || po.stateCode === 18) return undefined;
  const pay = po.payOrderId ? state.payOrders[po.payOrderId] : undefined;
  return pay?.settledAt ?? pay?.paidAt ?? po.createdAt;
}

export interface InstallPlan {
  checked: number;
  dispatched: number;
  assigned: number;
  onSite: number;
  installed: number;
  done: number;
}

/** The planned times of an order's steps, from the moment it started and its slot. */
export function installPlan(start: number, slotAt: number | undefined): InstallPlan {
  const dispatched = start + 5 * HOUR;
  const assigned = Math.max(start + 6 * HOUR, (slotAt ?? start + 2 * 24 * HOUR) - 24 * HOUR);
  const onSite = Math.max(slotAt ?? 0, assigned + HOUR);
  return {
    checked: start + 2 * HOUR,
    dispatched,
    assigned,
    onSite,
    installed: onSite + 2 * HOUR,
    done: onSite + 3 * HOUR,
  };
}

/** Catches every open broadband order up to `now`. */
export function advanceInstallations(state: SimState, now: number): void {
  for (const o of Object.values(state.broadbandOrders)) advanceInstallation(state, o, now);
}

export function advanceInstallation(state: SimState, o: BroadbandOrderRow, now: number): void {
  if (o.status === 'completed' || o.status === 'cancelled') return;
  const start = startedAt(state, o);
  if (start === undefined) return;
  const plan = installPlan(start, slotStart(o));
  if (!o.installer && now >= plan.assigned) {
    const [name, phone] = INSTALLERS[hashSeed('installer', o.orderNo) % INSTALLERS.length] ?? ['刘师傅', '13187160001'];
    o.installer = name;
    o.installerPhone = phone;
  }
  const due: Record<string, { at: number; operator: string }> = {
    [STEP_CHECKED]: { at: plan.checked, operator: '资源中心' },
    [STEP_DISPATCHED]: { at: plan.dispatched, operator: '装维班组' },
    [STEP_ASSIGNED]: { at: plan.assigned, operator: o.installer ?? '装维班组' },
    [STEP_INSTALLED]: { at: plan.installed, operator: o.installer ?? '装维人员' },
    [STEP_DONE]: { at: plan.done, operator: '系统' },
  };
  // Steps finish in order: a step waits for the one before it.
  for (const s of o.steps) {
    if (s.done) continue;
    const d = due[s.name];
    if (!d || d.at > now) break;
    s.done = true;
    s.at = d.at;
    s.operator = d.operator;
  }
  const done = (name: string): boolean => o.steps.some((s) => s.name === name && s.done);
  if (o.steps.every((s) => s.done)) {
    o.status = 'completed';
    openAccount(state, o, plan.done);
    completeOrder(state, o, plan.done);
  } else if (done(STEP_DISPATCHED) && now >= plan.onSite) o.status = 'installing';
  else if (done(STEP_DISPATCHED)) o.status = 'dispatched';
}

/** A completed installation completes its product order: the tracking list says 已完成, not 待安装. */
function completeOrder(state: SimState, o: BroadbandOrderRow, at: number): void {
  const po = state.productOrders[o.orderNo];
  if (!po || po.stateCode !== 6) return;
  po.stateCode = 12;
  po.timeline.push({ at, text: '宽带安装完成，已开通' });
  const rec = state.productRecords.find((r) => r.orderNo === o.orderNo);
  if (rec) {
    rec.status = 'done';
    rec.stateCode = 12;
  }
}

/** A completed installation opens the broadband account. */
function openAccount(state: SimState, o: BroadbandOrderRow, at: number): void {
  const account = `kd${o.orderNo.slice(-8)}`;
  if (state.broadbandAccounts.some((a) => a.account === account)) return;
  const offer = state.catalogue.broadbandOffers.find((b) => b.offerCode === o.offerCode);
  state.broadbandAccounts.push({
    account,
    phone: o.phone,
    certNo: o.customer.certNo,
    addressText: o.addressText,
    mbps: offer?.mbps ?? 300,
    status: 'active',
    fused: false,
    expiresOn: dateCn(addMonths(at, offer?.months ?? 12)),
    areaCode: o.addressCode.slice(0, 6),
    openedOn: dateCn(at),
  });
}

/** An order cancelled before installation gives back its slot and its port. */
export function cancelInstallation(state: SimState, o: BroadbandOrderRow, now: number, text: string): void {
  if (o.status === 'completed' || o.status === 'cancelled') return;
  o.status = 'cancelled';
  o.steps.push({ name: text, at: now, done: true, operator: '系统' });
  if (o.slot) {
    const key = `${o.slot.date} ${o.slot.time}`;
    if ((state.slotsTaken[key] ?? 0) > 0) state.slotsTaken[key] = (state.slotsTaken[key] ?? 0) - 1;
  }
  const node = state.addresses.find((a) => a.code === o.addressCode);
  if (node?.coverage) node.coverage.freePorts += 1;
}
