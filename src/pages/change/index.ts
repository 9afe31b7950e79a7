// The change family's chunk: loaders.ts registers it, and the layouts pick a page by the name the route table gives (config/routes.ts).
import * as PlanChange from './PlanChange';
import * as PlanDetail from './PlanDetail';
import * as Termination from './Termination';
import * as ValetOrder from './ValetOrder';
import * as ValetResult from './ValetResult';

export const pages = { PlanChange, PlanDetail, Termination, ValetOrder, ValetResult };
