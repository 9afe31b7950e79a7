import { createSimClient, type SimClient } from '../../mocks/client';
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
