// The dataPacks family's chunk: the route table imports it once and picks a page by name (config/routes.ts).
import * as CapRelease from './CapRelease';
import * as CapResult from './CapResult';
import * as Catalogue from './Catalogue';
import * as PackDetail from './PackDetail';
import * as PackResult from './PackResult';

export const pages = { CapRelease, CapResult, Catalogue, PackDetail, PackResult };
