// `npm run vitals`: the 75th percentile of each Core Web Vital per route and engine, beside the thresholds of the
// Web Vitals programme (config/budgets.ts `field`), from the samples the app sent (services/vitals.ts):
//   npm run vitals                          the simulator's store of the last `npm run test:e2e` (.sim-vitals.jsonl)
//   npm run vitals -- --file export.json    a file: a JSON array of samples, one sample a line, or __sim/vitals's answer
//   npm run vitals -- --url http://localhost:8000/sms2-api/__sim/vitals   a running simulator (npm start, npm run serve)
// A sample is { name, value, id, route, engine, ect?, navigationType? } (VitalSample, src/services/api/types/config.ts);
// an id sent twice (a CLS or an INP that grew after a first send) counts once, with its last value.
import fs from 'node:fs';
import path from 'node:path';
import { budgets } from '../config/budgets';

export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type MetricName = (typeof METRICS)[number];

export interface Sample {
  name: MetricName;
  value: number;
  id: string;
  route: string;
  engine: string;
}

/** Where `npm run test:e2e` has the simulator keep what it received (test/e2e/run.mjs, SIM_VITALS_FILE). */
export const DEFAULT_FILE = path.resolve(__dirname, '..', '.sim-vitals.jsonl');

/** The samples of a text: a JSON array, an envelope whose `data` is one, or one JSON object a line. Others dropped. */
export function parseSamples(text: string): Sample[] {
  let items: unknown[];
  try {
    const json = JSON.parse(text) as unknown;
    items = Array.isArray(json)
      ? json
      : json && typeof json === 'object' && Array.isArray((json as { data?: unknown }).data)
        ? (json as { data: unknown[] }).data
        : [json];
  } catch {
    items = text
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => {
        try {
          return JSON.parse(l) as unknown;
        } catch {
          return undefined;
        }
      });
  }
  return items.filter(
    (s): s is Sample =>
      !!s &&
      typeof s === 'object' &&
      METRICS.includes((s as Sample).name) &&
      typeof (s as Sample).value === 'number' &&
      Number.isFinite((s as Sample).value) &&
      typeof (s as Sample).route === 'string' &&
      typeof (s as Sample).engine === 'string',
  );
}

/** The 75th percentile (nearest rank: the smallest value that at least 75 % of the values do not pass). */
export function p75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)];
}

export interface Row {
  route: string;
  engine: string;
  /** Page loads (distinct ids of any metric are not counted: the most samples of one metric). */
  loads: number;
  p75: Partial<Record<MetricName, { value: number; n: number }>>;
}

/** p75 of each metric per route and engine; an id counts once, with its last value. Sorted by route, then engine. */
export function summarize(samples: Sample[]): Row[] {
  const last = new Map<string, Sample>();
  samples.forEach((s, i) => last.set(s.id ? `${s.name}:${s.id}` : `${s.name}:#${i}`, s));
  const groups = new Map<string, Sample[]>();
  for (const s of last.values()) {
    const key = `${s.route}\u0000${s.engine}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  return [...groups.entries()]
    .map(([key, xs]) => {
      const [route, engine] = key.split('\u0000');
      const row: Row = { route, engine, loads: 0, p75: {} };
      for (const m of METRICS) {
        const values = xs.filter((s) => s.name === m).map((s) => s.value);
        if (values.length) row.p75[m] = { value: p75(values), n: values.length };
        row.loads = Math.max(row.loads, values.length);
      }
      return row;
    })
    .sort((a, b) => a.route.localeCompare(b.route) || a.engine.localeCompare(b.engine));
}

const thresholds: Record<MetricName, number> = budgets.field;

/** A value as the table shows it: CLS bare, the others in ms or s, marked over its threshold. */
export function cell(m: MetricName, value: number | undefined): string {
  if (value === undefined) return '-';
  const text =
    m === 'CLS' ? value.toFixed(3) : value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
  return value > thresholds[m] ? `${text} !` : text;
}

/** The table: one line per route and engine, a column per metric (p75), then the thresholds. */
export function vitalsTable(samples: Sample[]): string {
  const rows = summarize(samples);
  if (!rows.length) return 'no field measurement received (npm run test:e2e, or --file, or --url)';
  const w = Math.max(24, ...rows.map((r) => r.route.length + 1));
  const col = 11;
  const head = `${'route'.padEnd(w)} ${'engine'.padEnd(15)} ${'loads'.padStart(5)} ${METRICS.map((m) => `${m} p75`.padStart(col)).join(' ')}`;
  const lines = rows.map(
    (r) =>
      `${r.route.padEnd(w)} ${r.engine.padEnd(15)} ${String(r.loads).padStart(5)} ${METRICS.map((m) => cell(m, r.p75[m]?.value).padStart(col)).join(' ')}`,
  );
  const limits = `${'good at p75 (! over it)'.padEnd(w + 22)} ${METRICS.map((m) => (m === 'CLS' ? thresholds[m].toFixed(3) : cell(m, thresholds[m])).padStart(col)).join(' ')}`;
  return [head, ...lines, limits].join('\n');
}

async function main(args: string[]): Promise<void> {
  const at = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  const url = at('--url');
  const file = at('--file') ?? process.env.SIM_VITALS_FILE ?? DEFAULT_FILE;
  let text: string;
  if (url) {
    const res = await fetch(url);
    text = await res.text();
    console.log(`Field measurement from ${url}`);
  } else if (fs.existsSync(file)) {
    text = fs.readFileSync(file, 'utf8');
    console.log(`Field measurement from ${path.relative(process.cwd(), file) || file}`);
  } else {
    console.log(`${file}: no such file (npm run test:e2e writes it; or --file, or --url)`);
    process.exitCode = 1;
    return;
  }
  console.log(vitalsTable(parseSamples(text)));
}

if (require.main === module) void main(process.argv.slice(2));
