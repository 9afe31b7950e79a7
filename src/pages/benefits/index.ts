// The benefits family's chunk: loaders.ts registers it, and the layouts pick a page by the name the route table gives (config/routes.ts).
import * as BenefitClaim from './BenefitClaim';
import * as FridayApp from './FridayApp';
import * as MoreBenefits from './MoreBenefits';
import * as Yjq from './Yjq';
import * as YjqCollect from './YjqCollect';

export const pages = { BenefitClaim, FridayApp, MoreBenefits, Yjq, YjqCollect };
