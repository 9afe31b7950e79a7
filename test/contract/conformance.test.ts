// The simulator holds to the contract: every path the app calls is called in-process with the simulator's sample
// call (mocks/routes.ts: a logged-in persona, a plausible payload, the captcha or SMS code it needs), and its answer
// must validate against the contract's JSON Schema (Ajv) and its `data` be read whole by the app's own reader. A simulator answer the
// app would refuse, or a schema change the simulator does not follow, fails here rather than in a page.
import type { ExampleAs, RouteDef } from '../../mocks/core/context';
import { createSimClient, type SimClient } from '../../mocks/client';
import { ROUTES } from '../../mocks/routes';
import type { Simulator } from '../../mocks/simulator';
import { buildContract, type Described } from '../../scripts/contract';
import { contractJudge, judgeAnswer } from '../../scripts/contractCheck';
import { exampleParams, harness, signIn } from '../mocks/helpers';

/** Paths of the contract this test cannot hold to it automatically, and why. */
const UNREACHABLE: Record<string, string> = {
  'user/kaptcha/{id}':
    'the captcha picture: an image, not an envelope (test/mocks/coverage.test.ts checks it is an SVG)',
};

const routeOf = (path: string): RouteDef | undefined => ROUTES.find((r) => r.path === path);

/** The route's sample call, as the app would send it (the payload where the contract says it goes). */
/** The reads share one simulator and one signed-in client per persona (a read changes nothing); a write gets a
 *  fresh simulator of its own. */
let reads: { sim: Simulator; clients: Map<ExampleAs, SimClient> } | undefined;

async function clientFor(d: Described, as: ExampleAs): Promise<{ sim: Simulator; client: SimClient }> {
  if (d.method === 'post') {
    const { sim } = harness();
    const client = createSimClient(sim);
    await signIn(client, as);
    return { sim, client };
  }
  reads ??= { sim: harness().sim, clients: new Map() };
  let client = reads.clients.get(as);
  if (!client) {
    client = createSimClient(reads.sim);
    await signIn(client, as);
    reads.clients.set(as, client);
  }
  return { sim: reads.sim, client };
}

async function callExample(d: Described, route: RouteDef): Promise<{ status: number; body: unknown }> {
  const { sim, client } = await clientFor(d, route.example.as);
  const params = await exampleParams(sim, client, route);
  if (d.method === 'post') await client.get('config/list', { isShow: 0 }); // the XSRF cookie
  let res;
  if (d.payload === 'multipart') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(2048)], { type: 'image/png' }), 'evidence.png');
    res = await client.request('POST', d.path, { multipart: form });
  } else if (d.payload === 'query') {
    res = await client.request(d.method.toUpperCase(), d.path, { query: params as Record<string, string> });
  } else if (d.payload === 'form') {
    const form = Object.fromEntries(
      Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
    res = await client.request('POST', d.path, { form });
  } else {
    res = await client.request('POST', d.path, { json: params });
  }
  return { status: res.status, body: res.body };
}

describe('the simulator holds to the contract', () => {
  const { document, endpoints } = buildContract();
  const judge = contractJudge(document);
  const reachable = endpoints.filter((d) => !(d.path in UNREACHABLE));

  it('calls every path of the contract, or says why not', () => {
    const paths = endpoints.map((d) => d.path);
    expect(Object.keys(UNREACHABLE).filter((p) => !paths.includes(p))).toEqual([]);
    expect(reachable.filter((d) => !routeOf(d.path)).map((d) => d.path)).toEqual([]);
    expect(reachable.length).toBeGreaterThan(90);
  });

  it.each(reachable.map((d) => [d.path, d] as const))('%s', async (_path, d) => {
    const route = routeOf(d.path);
    if (!route) throw new Error(`the simulator does not serve ${d.path}`);
    const { status, body } = await callExample(d, route);
    expect({ status, envelope: (body as { status?: unknown } | undefined)?.status }).toEqual({
      status: 200,
      envelope: 1,
    });
    const j = judgeAnswer(d, body, judge);
    expect({ contract: j.issues, reader: j.refused ?? [] }).toEqual({ contract: [], reader: [] });
  });
});
