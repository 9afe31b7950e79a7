// The msw server and helpers shared by the service tests. Each test file gets its own server.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { setMessages } from '../../src/locales';
import zhCN from '../../src/locales/zh-CN';
import zhRequest from '../../src/locales/zh-CN/request';
import { setGateProvider, setUnionId } from '../../src/services/request';

export const API = 'http://localhost/sms2-api/';
export const INTERNAL = 'http://localhost/sms2-api/internal/';
export const USERINFO = 'http://localhost/sms2-api/userinfo/';

export interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
  contentType: string;
  credentials: RequestCredentials;
}

export const server = setupServer();

/** Installs the lifecycle (not a React hook, hence not `use…`) for a test file: listen with unhandled requests as errors, reset after each. */
export function installServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => setMessages('zh-CN', { ...zhCN, ...zhRequest }));
  afterEach(() => {
    server.resetHandlers();
    jest.useRealTimers();
    setGateProvider(undefined);
    setUnionId(undefined);
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    window.history.pushState({}, '', '/sms2/');
  });
  afterAll(() => server.close());
}

/** Answers every request under `prefix` with `reply` and records what arrived. */
export function record(prefix: string = API, reply: JsonBodyType = { status: 1, data: { ok: true } }): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.all(`${prefix}*`, async ({ request }) => {
      seen.push({
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        body: request.method === 'GET' ? '' : await request.text(),
        contentType: request.headers.get('content-type') ?? '',
        credentials: request.credentials,
      });
      return HttpResponse.json(reply);
    }),
  );
  return seen;
}

/** The one request recorded, failing clearly when there were more or none. */
export function only(seen: Seen[]): Seen {
  expect(seen).toHaveLength(1);
  return seen[0];
}
