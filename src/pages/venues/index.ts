// The venues family's chunk: the route table imports it once and picks a page by name (config/routes.ts).
import * as Activities from './Activities';
import * as GoToOnline from './GoToOnline';
import * as Guide from './Guide';
import * as Hire from './Hire';
import * as Landing from './Landing';
import * as Online from './Online';
import * as Summer from './Summer';

export const pages = { Activities, GoToOnline, Guide, Hire, Landing, Online, Summer };
