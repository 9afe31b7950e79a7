// PROPOSED: the simulator's CSP report endpoint (mocks/cspReports.ts) takes the reports of both formats,
// records them and lists them; a reset forgets them.
import { harness } from './helpers';

const post = (h: ReturnType<typeof harness>, type: string, body: unknown) =>
  h.sim.handle(
    new Request('http://localhost/sms2-api/__sim/csp-reports', {
      method: 'POST',
      headers: { 'content-type': type },
      body: JSON.stringify(body),
    }),
  );

describe('__sim/csp-reports', () => {
  it("records report-uri's and report-to's reports and lists them", async () => {
    const h = harness();
    const one = await post(h, 'application/csp-report', {
      'csp-report': {
        'document-uri': 'http://localhost/sms2/',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'inline',
        disposition: 'report',
      },
    });
    expect(one.status).toBe(204);
    const two = await post(h, 'application/reports+json', [
      {
        type: 'csp-violation',
        url: 'http://localhost/sms2/flowDetail',
        body: { effectiveDirective: 'img-src', blockedURL: 'https://evil.example/x.png', disposition: 'enforce' },
      },
      { type: 'deprecation', body: {} },
    ]);
    expect(two.status).toBe(204);
    await post(h, 'application/csp-report', 'not a report');
    const list = await h.client.data<{ via: string; effectiveDirective: string; blockedURL: string }[]>(
      'GET',
      '__sim/csp-reports',
    );
    expect(list).toEqual([
      expect.objectContaining({ via: 'report-uri', effectiveDirective: 'script-src-elem', blockedURL: 'inline' }),
      expect.objectContaining({
        via: 'report-to',
        documentURL: 'http://localhost/sms2/flowDetail',
        effectiveDirective: 'img-src',
        blockedURL: 'https://evil.example/x.png',
      }),
    ]);
    await h.client.data('POST', '__sim/reset');
    expect(await h.client.data('GET', '__sim/csp-reports')).toEqual([]);
  });
});
