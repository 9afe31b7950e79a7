// What the result of a broadband order shows besides its payment: the installation slot and the address. The pay
// order carries neither, and the cashier's return reloads the page, so the order keeps them in the tab when it is
// placed (the customer's own, through the draft store: per customer, nothing of an ID or a phone number).
import { t } from '../../../locales';
import type { BroadbandSlot } from '../../../services/api/types';
import { readDraft, saveDraft } from '../../shared/draft';

const BB_PLACED = 'orderingBroadband:placed';

export interface BbPlaced {
  orderNo: string;
  slot: BroadbandSlot;
  addressText: string;
}

const isPlaced = (v: Record<string, unknown>): v is Record<string, unknown> & BbPlaced => {
  const slot = v.slot as Record<string, unknown> | null | undefined;
  return (
    typeof v.orderNo === 'string' &&
    typeof v.addressText === 'string' &&
    typeof slot === 'object' &&
    slot !== null &&
    typeof slot.date === 'string' &&
    typeof slot.time === 'string'
  );
};

export const keepPlaced = (placed: BbPlaced): void => saveDraft(BB_PLACED, placed);

/** The slot and the address of the broadband order `orderNo`, when this tab placed it. */
export function placedOf(orderNo: string): BbPlaced | undefined {
  const placed = readDraft(BB_PLACED, isPlaced);
  return placed?.orderNo === orderNo ? placed : undefined;
}

const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** "11-27 周五" of a yyyy-MM-dd date (the broadband catalogue's weekdays). */
export function dayLabel(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const wd = WEEKDAY_KEYS[d.getUTCDay()] ?? 'mon';
  return `${date.slice(5)} ${t(`ordering.bb.wd.${wd}`)}`;
}

/** "11-27 周五 14:00". */
export const slotText = (slot: BroadbandSlot): string => `${dayLabel(slot.date)} ${slot.time}`;
