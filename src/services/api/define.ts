import { get, post, postForm, type RequestOptions } from '../request';

/** One endpoint: `(payload, opts?) => Promise<data>`; a `void` payload can be left out. */
export type Endpoint<Q, R> = (payload: Q, opts?: RequestOptions) => Promise<R>;

type Verb = <R>(path: string, payload?: object, opts?: RequestOptions) => Promise<R>;

const define = (verb: Verb) => <Q extends object | void, R>(path: string, defaults?: RequestOptions): Endpoint<Q, R> =>
  (payload, opts) => verb<R>(path, payload || undefined, defaults ? { ...defaults, ...opts } : opts);

/** A read: the payload goes in the query string. */
export const GET = define(get);
/** A write with a JSON body. */
export const POST = define(post);
/** A write with a form-encoded body. */
export const FORM = define(postForm);
