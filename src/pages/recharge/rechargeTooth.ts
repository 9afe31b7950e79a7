// The promotional top-up's chunk (/newRecharge/tooth, its token links and success pages): its own chunk beside the
// family's (the form, checkout, results and history), so that neither passes the chunk budget; loaders.ts
// registers it as rechargeTooth, and the layouts pick a page by the name the route table gives (config/routes.ts).
import * as Tooth from './Tooth';
import * as ToothSuccess from './ToothSuccess';

export const pages = { Tooth, ToothSuccess };
