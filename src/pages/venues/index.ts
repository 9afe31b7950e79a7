// The venues family's chunk: loaders.ts registers it, and the layouts pick a page by the name the route table gives (config/routes.ts).
import * as Activities from './Activities';
import * as GoToOnline from './GoToOnline';
import * as Guide from './Guide';
import * as Hire from './Hire';
import * as Landing from './Landing';
import * as Online from './Online';
import * as Summer from './Summer';

export const pages = { Activities, GoToOnline, Guide, Hire, Landing, Online, Summer };
