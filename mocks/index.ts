// The operator simulator's public API. Adapters by path: mocks/node (Node http middleware),
// mocks/msw (jest), scripts/mock.ts (standalone). Never imported by src/.
export { createSimulator, splitApiPath, readMallToken, SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from './simulator';
export type { Simulator, SimulatorOptions, ClockInput } from './simulator';
export { createSimClient } from './client';
export type { SimClient, SimResult } from './client';
export type { FaultInput, FaultKind, Fault } from './core/faults';
export type { RouteDef, Guard, Example } from './core/context';
export { ROUTES } from './routes';
export { PERSONA, STAFF_ID, STAFF_TOKEN, OAUTH_PERSONAS } from './db/seed/people';
