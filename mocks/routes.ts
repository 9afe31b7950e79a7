// The path table: every path the simulator serves (without prefix; each is served under /sms2-api/,
// /sms2-api/internal/ and /sms2-api/userinfo/). test/mocks/coverage.test.ts checks it against SPEC.md §7
// and calls each path with its example.
import type { RouteDef } from './core/context';
import { activityRoutes } from './handlers/activity';
import { billRoutes } from './handlers/bill';
import { broadbandRoutes } from './handlers/broadband';
import { businessRoutes } from './handlers/business';
import { configRoutes } from './handlers/config';
import { handlebusiRoutes } from './handlers/handlebusi';
import { omowebRoutes } from './handlers/omoweb';
import { userRoutes } from './handlers/user';
import { wxRoutes } from './handlers/wx';

export const ROUTES: readonly RouteDef[] = [
  ...userRoutes,
  ...wxRoutes,
  ...configRoutes,
  ...omowebRoutes,
  ...handlebusiRoutes,
  ...broadbandRoutes,
  ...billRoutes,
  ...activityRoutes,
  ...businessRoutes,
];
