import { createMemoryHistory } from 'history';
import { createApp, type AppOptions } from '../../src/core';

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}
export function deferred<T>(): Deferred<T> {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((a, b) => {
    resolve = a;
    reject = b;
  });
  return { promise, resolve, reject };
}

export const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));
/** Lets promise callbacks run, then the onError macrotask they schedule. */
export const flush = () => tick().then(() => tick());

/** Settles a promise into a value we can assert on, without handling it before the caller would. */
export const outcome = <T>(p: Promise<T>) =>
  p.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

export function setup<S extends object = Record<string, unknown>>(options: Partial<AppOptions<S>> = {}) {
  const onError = jest.fn();
  const history = createMemoryHistory({ initialEntries: ['/home'] });
  const app = createApp<S>({ history, onError, ...options });
  return { app, onError, history };
}
