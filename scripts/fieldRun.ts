// The field measurement of a scripted run: the app's own `web-vitals` samples (services/vitals.ts, sent to the
// simulator's `config/vitals`) from a few journeys in Debian's Chromium, a phone's screen under the throttling of the
// bench (Lighthouse's mobile profile applied: 4x CPU, 562.5 ms round trip, 1.47 Mbit/s down), then `npm run vitals`'s
// table of them. `npm run bench` runs it on the build it serves (SKIP_FIELD=1 to skip); alone, against a running
// `npm run serve` (a production build at its default sample rate of 1):
//   npx ts-node scripts/fieldRun.ts http://localhost:8000
import { chromium, type Browser } from 'playwright-core';
import { parseSamples, vitalsTable, type Sample } from './vitals';

/** The journeys: a public page each, opened, tapped once (an interaction for INP), then left. */
export const FIELD_PAGES = ['/sms2/', '/sms2/agreement', '/sms2/marketCard', '/sms2/onlineActivities'];
export const FIELD_ROUNDS = 3;

/** Lighthouse's mobile throttling as DevTools applies it (constants.throttling.mobileSlow4G, applied). */
const THROTTLING = { cpu: 4, latencyMs: 562.5, downKbps: 1474.56, upKbps: 675 };

async function journey(browser: Browser, url: string): Promise<void> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpu });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latencyMs,
      downloadThroughput: (THROTTLING.downKbps * 1024) / 8,
      uploadThroughput: (THROTTLING.upKbps * 1024) / 8,
    });
    // The measurement loads once the first screen is done and the phone is idle (index.tsx).
    const measuring = page.waitForRequest(/\/js\/vitals\.[^/]*\.js$/, { timeout: 60_000 });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await measuring;
    // A page whose network does not go quiet in 15 s is measured as it is (its samples still go on the leave).
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    await page.mouse.click(5, 640); // a tap on the page's margin: an interaction, no navigation
    await page.waitForTimeout(500);
    // Left: the samples go with keepalive on pagehide.
    await page.goto('about:blank');
  } finally {
    await context.close();
  }
}

/** Runs the journeys against `base` (http://host:port) and returns the samples its simulator received. */
export async function fieldRun(base: string, log: (line: string) => void = () => undefined): Promise<Sample[]> {
  const collector = `${base}/sms2-api/__sim/vitals`;
  await fetch(collector, { method: 'DELETE' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  try {
    for (let round = 1; round <= FIELD_ROUNDS; round++)
      for (const path of FIELD_PAGES) {
        await journey(browser, base + path).catch((e: unknown) =>
          log(`  ${path} (round ${round}): ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`),
        );
      }
  } finally {
    await browser.close();
  }
  // The last keepalive sends may still be on their way.
  await new Promise((r) => setTimeout(r, 1000));
  return parseSamples(await (await fetch(collector)).text());
}

if (require.main === module) {
  const base = (process.argv[2] ?? 'http://localhost:8000').replace(/\/$/, '');
  console.log(
    `Field measurement (web-vitals, p75) of ${FIELD_PAGES.length} pages x ${FIELD_ROUNDS} rounds under the bench's throttling`,
  );
  void fieldRun(base, console.log).then((samples) => console.log(vitalsTable(samples)));
}
