// axios and the two clients made of it. A chunk of its own ("http"), not in the entry: index.tsx asks for it at boot,
// beside the first page chunk, and the first screen's calls do not wait for it (index.html's starter made them,
// models/prefetch.ts hands their answers over). client.ts loads it on a call's first try (loadTransport).
import axios, { type AxiosInstance, type CreateAxiosDefaults } from 'axios';
import { toRequestError } from './errors';
import { isOwnHost } from './headers';
import { noteServerDate } from './serverClock';
import { toQuery } from './query';

const common: CreateAxiosDefaults = {
  withCredentials: true,
  // XSRF-TOKEN cookie -> X-XSRF-TOKEN header, to our own hosts only, never to a third party.
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  withXSRFToken: (config) => isOwnHost(config.url ?? ''),
  transitional: { clarifyTimeoutError: true }, // a timeout is ETIMEDOUT, not the ECONNABORTED of an abort
  paramsSerializer: { serialize: (params) => toQuery(params) },
};

/** The app's client: only HTTP 200 is valid, answers judged by the envelope. Its timeout (30 s) is kept
 *  by client.ts with an AbortController, so it works the same on every adapter and interceptor. */
export const http: AxiosInstance = axios.create({ ...common, validateStatus: (s) => s === 200 });
// Each answer tells the server's time (serverClock.ts).
http.interceptors.response.use((res) => {
  noteServerDate(res.headers.date);
  return res;
});

/** The generic client of SPEC §9: no timeout, any 2xx is valid, no envelope; errors are RequestErrors. */
export const genericClient: AxiosInstance = axios.create({
  ...common,
  timeout: 0,
  validateStatus: (s) => s >= 200 && s < 300,
});
genericClient.interceptors.response.use(undefined, (e: unknown) => Promise.reject(toRequestError(e)));
