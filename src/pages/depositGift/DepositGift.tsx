import { useLocation } from 'react-router';
import payOrder from '../../models/payOrder';
import payment from '../../models/payment';
import login from '../../models/login';
import { FAMILIES, OFFERS, RESULTS, routeEntry } from './config';
import depositGift from './depositGift';
import DepositGiftOffer from './DepositGiftOffer';
import DepositGiftPay from './DepositGiftPay';
import DepositGiftLogin from './DepositGiftLogin';
import DepositGiftResult from './DepositGiftResult';

export { messages } from './messages';

/** The family's model, the payment and the pay order it watches, and the login's model (/cfsf/login). */
export const models = [depositGift, payment, payOrder, login];

/**
 * Every route of the deposit-gift family (config/routes.ts points them all here): the route's own path picks its
 * page and configuration from config.ts, so the entry's route table carries no per-route data.
 */
export default function DepositGift() {
  const { pathname } = useLocation();
  const entry = routeEntry(pathname);
  // Only the family's routes load this module; on the way to another page there is nothing to show.
  if (!entry) return null;
  switch (entry.page) {
    case 'offer':
      return <DepositGiftOffer key={entry.offer} config={OFFERS[entry.offer]} />;
    case 'pay':
      return (
        <DepositGiftPay key={`${entry.family}:${entry.payer}`} family={FAMILIES[entry.family]} payer={entry.payer} />
      );
    case 'login':
      return <DepositGiftLogin key={entry.family} family={FAMILIES[entry.family]} />;
    default:
      return <DepositGiftResult key={entry.result} config={RESULTS[entry.result]} />;
  }
}
