// The benefits family's chunk: the route table imports it once and picks a page by name (config/routes.ts).
import * as BenefitClaim from './BenefitClaim';
import * as FridayApp from './FridayApp';
import * as MoreBenefits from './MoreBenefits';
import * as Yjq from './Yjq';
import * as YjqCollect from './YjqCollect';

export const pages = { BenefitClaim, FridayApp, MoreBenefits, Yjq, YjqCollect };
