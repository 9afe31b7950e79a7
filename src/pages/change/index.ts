// The change family's chunk: the route table imports it once and picks a page by name (config/routes.ts).
import * as PlanChange from './PlanChange';
import * as PlanDetail from './PlanDetail';
import * as Termination from './Termination';
import * as ValetOrder from './ValetOrder';
import * as ValetResult from './ValetResult';

export const pages = { PlanChange, PlanDetail, Termination, ValetOrder, ValetResult };
