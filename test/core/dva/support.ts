// dva's own tests (dvajs/dva: packages/dva-core/test, packages/dva-loading/test) run against the runtime: dva's
// `create(opts)` is `createApp(options)`, `app._store.dispatch` is `app.dispatch`, a model goes through
// defineModel, an effect writes `yield*`. Where a case asserts something else than dva did, its name says why and
// src/core/README.md lists it ("dva → sms2").
import { createMemoryHistory } from 'history';
import type { Action } from 'redux';
import { createApp, type AppOptions } from '../../../src/core';

export const delay = (timeout: number) => new Promise<void>((resolve) => setTimeout(resolve, timeout));

/** dva's `create()`: an app on a memory history, its state loosely typed as dva's tests read it. */
export function create(options: Partial<AppOptions<Record<string, any>>> = {}) {
  return createApp<Record<string, any>>({ history: createMemoryHistory(), ...options });
}

/**
 * `app._store.dispatch(action)` as dva's tests write it: any action, the result as dva reads it (the action, or the
 * effect's promise, which needs no handler: a failure nobody handles goes to onError).
 */
export const send = (app: ReturnType<typeof create>, action: Action<string> & Record<string, unknown>): any =>
  app.dispatch(action);

/** Lets promise callbacks run, then the onError macrotask they schedule. */
export const flush = () => delay(0).then(() => delay(0));
