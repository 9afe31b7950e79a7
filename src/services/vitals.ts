// Real-user speed (README "Real-user speed"): the Core Web Vitals of a page load (LCP, INP, CLS, FCP, TTFB), measured
// by Google's `web-vitals` in the customer's browser, sent to `config/vitals` (proposed) when the page is hidden or
// left, the way the operation log is (request/keepalive.ts). A chunk of its own with the library, loaded once the
// first screen is done and only on the sampled page loads (index.tsx, env.vitalsSampleRate): the metrics are read
// from the browser's buffered performance entries, so loading late loses none of them. Each sample names the route's
// pattern, never the address (no ids, no tokens), the engine and the effective connection type where known. A failed
// send is lost, silently: a measurement is never the customer's problem.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { VitalEngine, VitalSample } from './api/types';
import { onPageLeave, sendKeepalive } from './request/keepalive';

/** config.vitals's path (services/api/config.ts; test/services/vitals.test.ts holds them equal). */
export const VITALS_PATH = '/api/config/vitals';

/** The engine of a user agent: WeChat's webview on Android or iOS, or another browser. */
export function engineOf(userAgent: string): VitalEngine {
  if (!/MicroMessenger/i.test(userAgent)) return 'other';
  if (/Android/i.test(userAgent)) return 'wechat-android';
  return /iPhone|iPad|iPod/i.test(userAgent) ? 'wechat-ios' : 'other'; // WeChat for Windows or Mac: another browser
}

/** The effective connection type, where the browser tells it (the Network Information API: Android, not iOS). */
export function connectionType(nav: Navigator = navigator): string | undefined {
  const type = (nav as Navigator & { connection?: { effectiveType?: unknown } }).connection?.effectiveType;
  return typeof type === 'string' && type ? type : undefined;
}

export interface VitalsOptions {
  /** The route pattern shown at a pathname (config/routes.ts), e.g. `/newRecharge/tooth/:token`. */
  routeOf: (pathname: string) => string;
  userAgent?: string;
}

/**
 * The samples of one page load, and their sending. A metric is kept with the route shown when its value last changed
 * (an INP or a CLS may grow on a later page of the app); a value sent leaves the queue, so a page shown again sends
 * only what changed since, under the metric's id (the collector keeps an id's last value).
 */
export function createVitals({ routeOf, userAgent = navigator.userAgent }: VitalsOptions) {
  const engine = engineOf(userAgent);
  const pending = new Map<string, VitalSample>();
  return {
    /** A metric's new value (web-vitals calls it with every change). */
    report(metric: Pick<Metric, 'name' | 'value' | 'id' | 'navigationType'>): void {
      const ect = connectionType();
      pending.set(metric.id, {
        name: metric.name,
        value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
        id: metric.id,
        route: routeOf(window.location.pathname),
        engine,
        ...(ect ? { ect } : {}),
        navigationType: metric.navigationType,
      });
    },
    /** Sends what changed since the last send, in one request; nothing when nothing did. */
    flush(): void {
      if (!pending.size) return;
      const samples = [...pending.values()];
      pending.clear();
      void sendKeepalive(VITALS_PATH, { samples });
    },
  };
}

/** Measures this page load and sends its samples each time the page is hidden or left. */
export function startVitals(options: VitalsOptions): void {
  const vitals = createVitals(options);
  const report = (m: Metric) => vitals.report(m);
  const all = { reportAllChanges: true };
  onTTFB(report, all);
  onFCP(report, all);
  onLCP(report, all);
  onCLS(report, all);
  onINP(report, all);
  onPageLeave(() => vitals.flush());
}
