// How a pack's facts and a tier's state read, in the customer's language. The facts are the catalogue's
// (price, volume, validity, window, stackable, stock); the texts around them are the family's messages.
import { t } from '../../locales';
import type { ProductItem } from '../../services/api/types';
import { dataSize } from '../../utils/format';
import type { PackState } from './packDetailModel';

/** 'yyyy-MM-ddTHH:mm:ss+08:00' -> 'yyyy-MM-dd HH:mm' (China time, as the server wrote it). */
export const when = (iso: string): string => iso.slice(0, 16).replace('T', ' ');

/** The China date of an instant: the last day of a window that ends at a midnight ('…-04-07T00:00' -> '…-04-06'). */
const lastDay = (iso: string): string => new Date(Date.parse(iso) - 1000 + 8 * 3600 * 1000).toISOString().slice(0, 10);

/** The rows of a pack's facts; an empty value is not shown. */
export function packFacts(item: ProductItem) {
  const monthly = item.validity === '按月续订' || item.validity === 'Renews monthly';
  return {
    volume: item.volumeKb ? dataSize(item.volumeKb) : '',
    validity: item.validity ?? '',
    effect: t(monthly ? 'dataPacks.effect.monthly' : 'dataPacks.effect.now'),
    stackable: t(
      item.limit === 'once'
        ? 'dataPacks.stack.once'
        : item.limit === 'month'
          ? 'dataPacks.stack.month'
          : item.stackable === false
            ? 'dataPacks.stack.no'
            : 'dataPacks.stack.yes',
    ),
    window: item.startAt && item.endAt ? `${item.startAt.slice(0, 10)} – ${lastDay(item.endAt)}` : '',
    stock: item.stockLeft !== undefined ? t('dataPacks.fact.stockLeft', { n: item.stockLeft }) : '',
  };
}

/** What a tier that cannot be ordered says: on the notice, or (short) on the button. */
export function stateText(state: PackState, short = false): string {
  switch (state.kind) {
    case 'open':
      return '';
    case 'notStarted':
      return short
        ? t('dataPacks.state.notStartedShort')
        : t('dataPacks.state.notStarted', { at: when(state.startAt) });
    case 'ended':
      return t(short ? 'dataPacks.state.endedShort' : 'dataPacks.state.ended');
    case 'soldOut':
      return t(short ? 'dataPacks.state.soldOutShort' : 'dataPacks.state.soldOut');
    case 'ordered':
      return t(short ? 'dataPacks.state.orderedShort' : 'dataPacks.state.ordered');
    case 'notFollowing':
      return t(short ? 'dataPacks.state.notFollowingShort' : 'dataPacks.state.notFollowing');
    case 'claimed':
      return t(short ? 'dataPacks.state.claimedShort' : 'dataPacks.state.claimed');
    case 'ineligible':
      return short ? t('dataPacks.state.ineligibleShort') : state.reason || t('dataPacks.state.ineligibleShort');
  }
}
