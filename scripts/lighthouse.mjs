// Lighthouse 12.2.3 (mobile, simulated throttling) against a running `npm run serve`: three runs each of home and
// /agreement, printing the medians of performance, accessibility, best practices, LCP, TBT and CLS. Run by
// `npm run bench`, which passes config/budgets.ts's `lighthouse` as JSON, or alone:
// `node scripts/lighthouse.mjs http://localhost:8000`. Exits 1 under a gate: accessibility 100, best practices 100,
// performance under its floor (70, which machine noise has not reached: config/budgets.ts says why); the performance
// target (98) is printed, not enforced. Debian's Chromium (TOOLCHAIN.md, "Also measured here").
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const base = process.argv[2] ?? 'http://localhost:8000';
const PAGES = ['/sms2/', '/sms2/agreement'];
const RUNS = 3;
const LIMITS = {
  performanceFloor: 70,
  performanceTarget: 98,
  accessibility: 100,
  bestPractices: 100,
  ...(process.argv[3] ? JSON.parse(process.argv[3]) : {}),
};
/** The gates: a median under one fails. */
const GATES = {
  performance: LIMITS.performanceFloor,
  accessibility: LIMITS.accessibility,
  'best-practices': LIMITS.bestPractices,
};

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
let failed = false;
try {
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(
        base + page,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(GATES) },
        undefined,
      );
      const { categories, audits } = result.lhr;
      runs.push({
        performance: categories.performance.score * 100,
        accessibility: categories.accessibility.score * 100,
        'best-practices': categories['best-practices'].score * 100,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        failing: Object.values(audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      });
    }
    const m = (k) => median(runs.map((r) => r[k]));
    console.log(
      `${page.padEnd(18)} performance ${m('performance')}  accessibility ${m('accessibility')}  best practices ${m('best-practices')}  ` +
        `LCP ${Math.round(m('lcp'))} ms  TBT ${Math.round(m('tbt'))} ms  CLS ${m('cls').toFixed(3)}`,
    );
    const failing = [...new Set(runs.flatMap((r) => r.failing))];
    if (failing.length) console.log(`${''.padEnd(18)} failing audits: ${failing.join(', ')}`);
    const target = m('performance') >= LIMITS.performanceTarget ? 'reached' : 'not reached';
    console.log(
      `${''.padEnd(18)} performance target ${LIMITS.performanceTarget} ${target} (a report; the gate is the floor, ${LIMITS.performanceFloor})`,
    );
    for (const [k, gate] of Object.entries(GATES))
      if (m(k) < gate) {
        console.log(`${''.padEnd(18)} UNDER GATE: ${k} ${m(k)} < ${gate}`);
        failed = true;
      }
  }
} finally {
  await chrome.kill();
}
if (failed) {
  console.error(
    `Lighthouse: under a gate (performance ${GATES.performance}, accessibility ${GATES.accessibility}, best practices ${GATES['best-practices']})`,
  );
  process.exitCode = 1;
}
