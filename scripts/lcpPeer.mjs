// Lighthouse's largest contentful paint of home against the dva 2.4 peer's page, in one run: Lighthouse 12.2.3,
// mobile, simulated throttling (as scripts/lighthouse.mjs), performance only, app and peer interleaved, 3 rounds;
// prints the medians and `LCP ratio app/peer`. A report (`BENCH_PEER=1 npm run bench` runs it), never a gate: the
// ratio moves with the machine's load less than the milliseconds do, as both load under the same.
// Alone: node scripts/lcpPeer.mjs http://localhost:8000/sms2/ http://127.0.0.1:8900/sms2/
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const [app, peer] = process.argv.slice(2);
const ROUNDS = Number(process.env.LCP_ROUNDS) || 3;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const lcp = async (url) => {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  // The element it was (Lighthouse 12: a table of the element, then its phases), when the audit ran: with Debian's
  // Chromium 156 its trace gatherer fails ("frame_sequence"), and it says nothing.
  const node = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    ms: lhr.audits['largest-contentful-paint'].numericValue,
    element: node?.snippet ? ` (${node.snippet})` : '',
  };
};
try {
  const runs = { app: [], peer: [] };
  for (let i = 0; i < ROUNDS; i++) {
    // App first in odd rounds, the peer in even ones.
    for (const who of i % 2 ? ['peer', 'app'] : ['app', 'peer']) runs[who].push(await lcp(who === 'app' ? app : peer));
    console.log(
      `round ${i + 1}/${ROUNDS}  app LCP ${Math.round(runs.app[i].ms)} ms${runs.app[i].element}  ` +
        `peer LCP ${Math.round(runs.peer[i].ms)} ms`,
    );
  }
  const a = median(runs.app.map((r) => r.ms));
  const p = median(runs.peer.map((r) => r.ms));
  console.log(`median LCP: app ${Math.round(a)} ms, peer ${Math.round(p)} ms`);
  console.log(`LCP ratio app/peer: ${(a / p).toFixed(2)} (median of ${ROUNDS})`);
} catch (e) {
  console.log(`LCP ratio app/peer: n/a (${e instanceof Error ? e.message : String(e)})`);
} finally {
  await chrome.kill();
}
