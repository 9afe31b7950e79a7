// The keys of the message parts that travel in lazy chunks: each page family's own (`src/pages/<family>/locales/`)
// and the UI kit's dialogs'. Type-only: each part ships in its family's chunk (see `addMessages`), never in the
// entry. A family's part is added here when it has one (`npm run new:page` does it).
import type components from './zh-CN/components';
import type general from '../pages/general/locales/zh-CN';
import type account from '../pages/account/locales/zh-CN';
import type recharge from '../pages/recharge/locales/zh-CN';
import type depositGift from '../pages/depositGift/locales/zh-CN';
import type shared from '../pages/shared/locales/zh-CN';
import type dataPacks from '../pages/dataPacks/locales/zh-CN';
import type complain from '../pages/complain/locales/zh-CN';
import type business from '../pages/business/locales/zh-CN';
import type businessRecords from '../pages/business/locales/records.zh-CN';
import type ordering from '../pages/ordering/locales/zh-CN';
import type change from '../pages/change/locales/zh-CN';
import type benefits from '../pages/benefits/locales/zh-CN';
import type venues from '../pages/venues/locales/zh-CN';
import type sale from '../pages/sale/locales/zh-CN';
import type orderingBb from '../pages/ordering/locales/bb-zh-CN';

export type PageMessageKey =
  | keyof typeof components
  | keyof typeof general
  | keyof typeof account
  | keyof typeof recharge
  | keyof typeof depositGift
  | keyof typeof shared
  | keyof typeof dataPacks
  | keyof typeof complain
  | keyof typeof business
  | keyof typeof businessRecords
  | keyof typeof ordering
  | keyof typeof change
  | keyof typeof benefits
  | keyof typeof venues
  | keyof typeof sale
  | keyof typeof orderingBb;
