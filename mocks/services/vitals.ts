// PROPOSED: the field measurement's collector (`config/vitals`, services/vitals.ts in the app). It stands in for the
// operator's: kept beside the simulator's state, not in it, so a reset between journeys does not forget what the
// journeys measured (`npm run vitals` reads it after `npm run test:e2e`). In memory (the last KEEP samples), listed by
// `GET __sim/vitals` and forgotten by `DELETE __sim/vitals`; a node server also appends each one to a file
// (mocks/node.ts, SIM_VITALS_FILE), one JSON object a line.
import type { VitalEngine, VitalName, VitalSample } from '../../src/services/api/types';

/** A sample as stored: as sent, with the time it was received. */
export interface VitalRow extends VitalSample {
  at: number;
}

export const VITAL_NAMES: readonly VitalName[] = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];
const ENGINES: readonly VitalEngine[] = ['wechat-android', 'wechat-ios', 'other'];
const KEEP = 5000;
/** A route pattern or an id: short text without a query, a fragment or spaces. */
const TOKEN = /^[^?#\s]{1,120}$/;

let rows: VitalRow[] = [];
let sink: ((rows: VitalRow[]) => void) | undefined;

/** Where each stored sample also goes (a file, for a node server); undefined: memory alone. */
export function setVitalsSink(to: ((rows: VitalRow[]) => void) | undefined): void {
  sink = to;
}

export const listVitals = (): readonly VitalRow[] => rows;

export function forgetVitals(): void {
  rows = [];
}

/**
 * The samples of a request that can be read, each checked: a known metric, a finite value not below 0, a route
 * pattern (`/…`, `*` the catch-all, `(other)` outside the app; no query) and a known engine. What cannot be read is dropped, never the rest.
 */
export function readSamples(samples: unknown): VitalSample[] {
  if (!Array.isArray(samples)) return [];
  const out: VitalSample[] = [];
  for (const s of samples.slice(0, 50)) {
    if (!s || typeof s !== 'object') continue;
    const r = s as Record<string, unknown>;
    const { name, value, id, route, engine, ect, navigationType } = r;
    if (!VITAL_NAMES.includes(name as VitalName)) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) continue;
    if (typeof id !== 'string' || !TOKEN.test(id)) continue;
    if (typeof route !== 'string' || !/^[/(*]/.test(route) || !TOKEN.test(route)) continue;
    if (!ENGINES.includes(engine as VitalEngine)) continue;
    out.push({
      name: name as VitalName,
      value,
      id,
      route,
      engine: engine as VitalEngine,
      ...(typeof ect === 'string' && TOKEN.test(ect) ? { ect } : {}),
      ...(typeof navigationType === 'string' && TOKEN.test(navigationType) ? { navigationType } : {}),
    });
  }
  return out;
}

/** Stores the samples read; returns how many. */
export function recordVitals(samples: VitalSample[], at: number): number {
  const stored = samples.map((s) => ({ ...s, at }));
  rows = [...rows, ...stored].slice(-KEEP);
  if (stored.length) sink?.(stored);
  return stored.length;
}
