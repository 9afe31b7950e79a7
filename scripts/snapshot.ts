// Where the build reads the configuration a pre-rendered landing shows (the packs of a catalogue, their names, prices
// and texts): the same API the app asks in the browser, asked once at build time with the query the page itself sends
// (src/server.tsx gives each page a `read` over this; the page's answer is checked by its endpoint's schema there).
// A build for the simulator (`SMS2_API_BASE` unset, as `npm run serve` and the journeys use it) asks the operator
// simulator in this process, at its seed; a build for a real backend asks that backend (`SMS2_SNAPSHOT_API`, else
// `SMS2_API_BASE` when it is an absolute address). Only reads that need no session are asked: nothing of a customer.
import { toQuery } from '../src/services/request/query';
import type * as Sim from '../mocks/simulator';

/** The `data` of the envelope the API answers for `path` ('/api/omoweb/productList/list') with `query`, in `lang`. */
export type SnapshotAsk = (path: string, query: object, lang: string) => Promise<unknown>;

const apiPath = (path: string) => path.replace(/^\/?api\//, '');

/** The envelope's data (SPEC §8: status 1), else the build fails with what the API said. */
async function dataOf(path: string, res: Response): Promise<unknown> {
  const body = (await res.json().catch(() => undefined)) as
    { status?: unknown; code?: string; msg?: string; data?: unknown } | undefined;
  if (!res.ok || !body || Number(body.status) !== 1)
    throw new Error(
      `[sms2] the landings' snapshot: ${path} answered ${res.status} ${body?.code ?? ''} ${body?.msg ?? ''}`,
    );
  return body.data;
}

/** The operator simulator, in this process (mocks/), as a fresh start of `npm run serve` answers. */
export function simulatorSnapshot(options: Sim.SimulatorOptions = {}): SnapshotAsk {
  // Required lazily: the simulator is development tooling, loaded only by a build that asks it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createSimulator } = require('../mocks/simulator') as typeof Sim;
  const sim = createSimulator({ log: () => undefined, ...options });
  return async (path, query, lang) => {
    const q = toQuery(query as Record<string, unknown>);
    const url = `http://localhost/sms2-api/${apiPath(path)}${q ? `?${q}` : ''}`;
    return dataOf(path, await sim.handle(new Request(url, { headers: { 'accept-language': lang } })));
  };
}

/** A backend over HTTP at `base` ('https://api.example.com/'). */
export function backendSnapshot(base: string, fetchFn: typeof fetch = fetch): SnapshotAsk {
  return async (path, query, lang) => {
    const q = toQuery(query as Record<string, unknown>);
    const url = `${base.replace(/\/?$/, '/')}${apiPath(path)}${q ? `?${q}` : ''}`;
    return dataOf(path, await fetchFn(url, { headers: { 'accept-language': lang } }));
  };
}

/** The source of this build's snapshot, by its variables; a real backend the build cannot reach fails it. */
export function snapshotSource(vars: NodeJS.ProcessEnv = process.env): SnapshotAsk {
  const base = vars.SMS2_SNAPSHOT_API || vars.SMS2_API_BASE;
  if (!base) return simulatorSnapshot();
  if (/^https?:\/\//.test(base)) return backendSnapshot(base);
  throw new Error(
    `[sms2] the landings' snapshot: SMS2_API_BASE (${base}) is not an address the build can ask; ` +
      'set SMS2_SNAPSHOT_API to the API the build reads the catalogue from',
  );
}
