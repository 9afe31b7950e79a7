// The keys of the message parts that travel in lazy chunks: the page families' and the UI kit's dialogs'. Type-only: each part ships in its family's chunk (see
// `addMessages`), never in the entry. Add a family's part here when it has one.
import type general from './zh-CN/general';
import type components from './zh-CN/components';
import type account from './zh-CN/account';
import type recharge from './zh-CN/recharge';
import type depositGift from './zh-CN/depositGift';

export type PageMessageKey = keyof typeof general | keyof typeof components | keyof typeof account | keyof typeof recharge | keyof typeof depositGift;
