// The dataPacks family's chunk: loaders.ts registers it, and the layouts pick a page by the name the route table gives (config/routes.ts).
import * as CapRelease from './CapRelease';
import * as CapResult from './CapResult';
import * as Catalogue from './Catalogue';
import * as PackDetail from './PackDetail';
import * as PackResult from './PackResult';

export const pages = { CapRelease, CapResult, Catalogue, PackDetail, PackResult };
