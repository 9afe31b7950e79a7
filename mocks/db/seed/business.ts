// The business hall's extra records (issue 12): a broadband order placed an hour ago for 刘洋, so that the
// reminder's "not before 24 hours" refusal and its acceptance after moving the clock can be shown (王强's seeded
// order is two days old). Its own numbering keeps the main seed's random sequence as it was.
import { cnParts, dateCn, DAY, HOUR, startOfDay } from '../../core/time';
import type { BroadbandOrderRow, Subscriber } from '../types';
import { newInstallSteps } from '../../services/installs';
import { PERSONA } from './people';

const pad = (n: number): string => String(n).padStart(2, '0');

export function buildFreshBroadbandOrders(
  now: number,
  subs: Record<string, Subscriber>,
): Record<string, BroadbandOrderRow> {
  const created = now - HOUR;
  const p = cnParts(created);
  const orderNo = `${p.y}${pad(p.mo)}${pad(p.d)}${pad(p.h)}${pad(p.mi)}${pad(p.s)}880088`;
  const o: BroadbandOrderRow = {
    orderNo,
    phone: PERSONA.liu,
    offerCode: 'BB1000',
    offerName: '1000M光纤宽带包年',
    addressCode: '53010201010110802',
    addressText: '昆明市五华区华山街道翠湖小区1栋2单元802室',
    status: 'accepted',
    createdAt: created,
    slot: { date: dateCn(startOfDay(now + 5 * DAY)), time: '08:00' },
    customer: { name: '刘洋', certNo: subs[PERSONA.liu]?.certNo ?? '', contactPhone: PERSONA.liu },
    urges: [],
    steps: newInstallSteps(created),
  };
  return { [o.orderNo]: o };
}
