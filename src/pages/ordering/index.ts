// The ordering family's chunk: loaders.ts registers it, and the layouts pick a page by the name the route table gives (config/routes.ts).
import orderingCard from './orderingCard';
import payment from '../../models/payment';
import * as CardOrder from './CardOrder';
import * as MarketCard from './MarketCard';
import * as Open2iResult from './Open2iResult';
import { messages } from './messages';
import * as ProductPage from './ProductPage';
import * as Success from './Success';
import * as UserArea from './UserArea';
import {
  Confirm as ConfirmPage,
  OrderSummary,
  PurchaseInformation as InfoPage,
  SelectNumber as NumberPage,
} from './Wizard';

const models = [orderingCard, payment];
const OrderPage = { default: OrderSummary, models, messages };
const SelectNumber = { default: NumberPage, models, messages };
const PurchaseInformation = { default: InfoPage, models, messages };
const Confirm = { default: ConfirmPage, models, messages };

export const pages = {
  CardOrder,
  Confirm,
  MarketCard,
  Open2iResult,
  OrderPage,
  ProductPage,
  PurchaseInformation,
  SelectNumber,
  Success,
  UserArea,
};
