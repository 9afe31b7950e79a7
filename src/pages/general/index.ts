// The general family's chunk: the route table imports it once and picks a page by name (config/routes.ts).
import * as Home from './Home';
import * as NotFound from './NotFound';
import * as Down from './Down';
import * as TipError from './TipError';
import * as TipSuccess from './TipSuccess';
import * as CallbackSuccess from './CallbackSuccess';
import * as CallbackFail from './CallbackFail';
import * as Planned from './Planned';

export const pages = { Home, NotFound, Down, TipError, TipSuccess, CallbackSuccess, CallbackFail, Planned };
