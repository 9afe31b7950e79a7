import { createSimClient, type SimClient } from '../../mocks/client';
import type { ExampleAs, RouteDef } from '../../mocks/core/context';
import { createSimulator, type Simulator, type SimulatorOptions } from '../../mocks/simulator';
import { fromCn } from '../../mocks/core/time';

/** 2024-05-15 10:00 China time, a Wednesday: outside the top-up maintenance window. */
export const T0 = fromCn(2024, 5, 15, 10, 0, 0);

export interface Harness {
  sim: Simulator;
  client: SimClient;
  /** A second, independent browser. */
  other(): SimClient;
  lines: string[];
}

/** A simulator on a fixed clock (T0), quiet, with a cookie-keeping client. */
export function harness(options: SimulatorOptions = {}): Harness {
  const lines: string[] = [];
  const sim = createSimulator({ now: () => T0, log: (l) => lines.push(l), ...options });
  return { sim, client: createSimClient(sim), other: () => createSimClient(sim), lines };
}

/** The paths of §7: every /api/... token of a bullet, with the ", sibling, sibling" shorthand expanded. */
export function specPaths(markdown: string): string[] {
  const start = markdown.indexOf('## 7.');
  const end = markdown.indexOf('## 8.', start);
  const section = markdown.slice(start, end);
  const out = new Set<string>();
  for (const line of section.split('\n')) {
    if (!line.trim().startsWith('-')) continue;
    for (const m of line.matchAll(/\/api\/([A-Za-z0-9_/]+)/g)) {
      const path = (m[1] ?? '').replace(/\/+$/, '');
      if (!path) continue;
      out.add(path);
      const rest = line.slice((m.index ?? 0) + m[0].length);
      const parts = rest
        .split(',')
        .slice(1)
        .map((s) => s.trim());
      const parent = path.split('/').slice(0, -1).join('/');
      for (const part of parts) {
        if (!/^[A-Za-z]+$/.test(part)) break;
        out.add(`${parent}/${part}`);
      }
    }
  }
  return [...out].sort();
}

const OPENID: Record<Exclude<ExampleAs, 'anon' | 'staff'>, string> = {
  wang: 'o_sim_001',
  newUser: 'o_sim_new',
  liu: 'o_sim_008',
  zhang: 'o_sim_003',
  chen: 'o_sim_007',
};

/** Signs the client in as the persona a route's example names (nobody for 'anon', the staff token for 'staff'). */
export async function signIn(client: SimClient, as: ExampleAs): Promise<void> {
  if (as === 'anon') return;
  if (as === 'staff') return client.loginToken('st_sim_staff');
  return client.loginWechat(OPENID[as]);
}

/** The parameters of a route's example call: its own, an SMS code in the store for the purpose the path accepts (a
 *  code of another purpose is refused) and a solved captcha where the path needs them. */
export async function exampleParams(
  sim: Simulator,
  client: SimClient,
  route: RouteDef,
): Promise<Record<string, unknown>> {
  const ex = route.example;
  const params: Record<string, unknown> =
    typeof ex.params === 'function' ? ex.params(sim.db, sim.now()) : { ...(ex.params ?? {}) };
  if (ex.sms) {
    sim.db.smsCodes[ex.sms] = {
      phone: ex.sms,
      code: '246810',
      purpose: ex.smsPurpose ?? 'busi',
      sentAt: sim.now(),
      expiresAt: sim.now() + 300_000,
      used: false,
    };
    params.smsCode = '246810';
  }
  if (ex.captcha) Object.assign(params, await client.captcha());
  return params;
}
