// PROPOSED: where the browsers send the reports of the Content-Security-Policy (scripts/serve.ts, with
// SMS2_CSP_REPORT_URL=/sms2-api/__sim/csp-reports). The operator's collector is not specified; this path stands in
// for it in development and tests: `POST __sim/csp-reports` takes both formats (report-uri's
// `application/csp-report`, one `{ "csp-report": {...} }`; report-to's `application/reports+json`, an array of
// `{ type: 'csp-violation', body }`) and answers 204; `GET __sim/csp-reports` lists what was received (the last
// 200, oldest first); `DELETE` forgets them. A reset forgets them too.
import type { Control } from './control';
import { jsonResponse, okEnvelope } from './core/respond';

/** One violation as received, in the report-to field names. */
export interface CspReport {
  receivedAt: number;
  /** 'report-uri' (application/csp-report) or 'report-to' (application/reports+json). */
  via: 'report-uri' | 'report-to';
  documentURL?: string;
  effectiveDirective?: string;
  blockedURL?: string;
  disposition?: string;
  sample?: string;
}

const KEEP = 200;
const MAX_BODY = 64 * 1024;
const received = new WeakMap<Control, CspReport[]>();

export const forgetCspReports = (c: Control): void => void received.delete(c);

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v.slice(0, 500) : undefined);

/** The violations of a report body, in either format; anything else gives none. */
export function parseCspReports(body: string, now: number): CspReport[] {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return [];
  }
  if (Array.isArray(json))
    return json
      .filter(
        (r): r is { type?: unknown; url?: unknown; body?: Record<string, unknown> } => !!r && typeof r === 'object',
      )
      .filter((r) => r.type === 'csp-violation' && !!r.body && typeof r.body === 'object')
      .map(({ url, body: b = {} }) => ({
        receivedAt: now,
        via: 'report-to' as const,
        documentURL: str(b.documentURL) ?? str(url),
        effectiveDirective: str(b.effectiveDirective),
        blockedURL: str(b.blockedURL),
        disposition: str(b.disposition),
        sample: str(b.sample),
      }));
  const r = json && typeof json === 'object' ? (json as Record<string, unknown>)['csp-report'] : undefined;
  if (!r || typeof r !== 'object') return [];
  const b = r as Record<string, unknown>;
  return [
    {
      receivedAt: now,
      via: 'report-uri',
      documentURL: str(b['document-uri']),
      effectiveDirective: str(b['effective-directive']) ?? str(b['violated-directive']),
      blockedURL: str(b['blocked-uri']),
      disposition: str(b.disposition),
      sample: str(b['script-sample']),
    },
  ];
}

export async function handleCspReports(c: Control, request: Request): Promise<Response> {
  const method = request.method.toUpperCase();
  const list = received.get(c) ?? [];
  if (method === 'POST') {
    const body = (await request.text()).slice(0, MAX_BODY);
    const reports = parseCspReports(body, c.now());
    for (const r of reports) c.log(`[sim] CSP ${r.disposition ?? 'report'}: ${r.effectiveDirective} ${r.blockedURL}`);
    received.set(c, [...list, ...reports].slice(-KEEP));
    return new Response(null, { status: 204 });
  }
  if (method === 'DELETE') {
    received.delete(c);
    return jsonResponse(okEnvelope({ cleared: true }));
  }
  return jsonResponse(okEnvelope(list));
}
