// The general family's chunk: loaders.ts registers it, and the layouts pick a page by the name the route table gives (config/routes.ts).
import * as Home from './Home';
import * as NotFound from './NotFound';
import * as Down from './Down';
import * as TipError from './TipError';
import * as TipSuccess from './TipSuccess';
import * as CallbackSuccess from './CallbackSuccess';
import * as CallbackFail from './CallbackFail';
import * as Planned from './Planned';

export const pages = { Home, NotFound, Down, TipError, TipSuccess, CallbackSuccess, CallbackFail, Planned };
