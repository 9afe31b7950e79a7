// The business family's chunk: the route table imports it once and picks a page by name (config/routes.ts).
import * as AccountView from './AccountView';
import * as BillView from './BillView';
import * as Hub from './Hub';

export const pages = { AccountView, BillView, Hub };
