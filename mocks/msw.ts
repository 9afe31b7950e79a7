// msw adapter for jest (msw/node setupServer under jest-fixed-jsdom, TOOLCHAIN traps 8 and 9).
// Cookies: msw does not keep cookies of a plain Response, so the adapter keeps a jar (the HttpOnly
// session included) and writes the readable ones (XSRF-TOKEN) into document.cookie, where axios reads it.
import { http, type HttpHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { parseSetCookie } from './core/cookies';
import { createSimulator, type Simulator, type SimulatorOptions } from './simulator';

export interface SimulatorHandlers {
  handlers: HttpHandler[];
  /** Forgets the session and XSRF cookies (the jar and document.cookie). */
  resetCookies(): void;
}

function writeDocumentCookie(name: string, value: string, remove: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = remove ? `${name}=; path=/; max-age=0` : `${name}=${encodeURIComponent(value)}; path=/`;
}

export function simulatorHandlers(sim: Simulator): SimulatorHandlers {
  const jar = new Map<string, string>();
  const handler = http.all('*/sms2-api/*', async ({ request, cookies }) => {
    const merged: Record<string, string> = { ...Object.fromEntries(jar), ...cookies };
    const headers = new Headers(request.headers);
    headers.delete('cookie');
    const header = Object.entries(merged)
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
      .join('; ');
    if (header) headers.set('cookie', header);
    const method = request.method.toUpperCase();
    const body = method === 'GET' || method === 'HEAD' ? undefined : await request.arrayBuffer();
    const response = await sim.handle(new Request(request.url, { method, headers, body, signal: request.signal }));
    if (response.type !== 'error') {
      for (const line of response.headers.getSetCookie()) {
        const c = parseSetCookie(line);
        if (!c) continue;
        if (c.remove) jar.delete(c.name);
        else jar.set(c.name, c.value);
        if (!c.httpOnly) writeDocumentCookie(c.name, c.value, c.remove);
      }
    }
    return response;
  });
  return {
    handlers: [handler],
    resetCookies: () => {
      for (const name of jar.keys()) writeDocumentCookie(name, '', true);
      jar.clear();
    },
  };
}

export interface SimulatorServer extends SimulatorHandlers {
  server: SetupServer;
  sim: Simulator;
  /** sim.reset() and resetCookies(): call it after each test. */
  reset(): void;
}

/**
 * A msw server answering every /sms2-api/ call with a fresh simulator (quiet unless SIM_LOG=1).
 *   const { server, reset } = setupSimulatorServer();
 *   beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
 *   afterEach(() => reset());
 *   afterAll(() => server.close());
 */
export function setupSimulatorServer(options: SimulatorOptions = {}): SimulatorServer {
  const quiet = typeof process !== 'undefined' && process.env.SIM_LOG !== '1';
  const sim = createSimulator({ ...(quiet ? { log: () => undefined } : {}), timeoutDelayMs: 35_000, ...options });
  const h = simulatorHandlers(sim);
  const server = setupServer(...h.handlers);
  return {
    ...h,
    server,
    sim,
    reset: () => {
      sim.reset();
      h.resetCookies();
    },
  };
}
