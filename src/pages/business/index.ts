// The business family's chunk: loaders.ts registers it, and the layouts pick a page by the name the route table gives (config/routes.ts).
import * as AccountView from './AccountView';
import * as BillView from './BillView';
import * as Hub from './Hub';

export const pages = { AccountView, BillView, Hub };
