import { get, post, postForm, type RequestOptions } from '../request';
import { parse, type Schema } from './schema';

/** One endpoint: `(payload, opts?) => Promise<data>`; a `void` payload can be left out. */
export type Endpoint<Q, R> = (payload: Q, opts?: RequestOptions) => Promise<R>;

/**
 * What a defined endpoint also says: its path, and the check of an answer against its schema. A call started
 * ahead of its page by the entry (src/layouts/firstData.ts), which does not carry the schemas, is checked with it
 * when its model takes the answer (src/models/prefetch.ts).
 */
export interface Checked<R> {
  readonly path: string;
  readonly check: (data: unknown) => R;
}

type Verb = <R>(path: string, payload?: object, opts?: RequestOptions) => Promise<R>;

/** How an endpoint is sent and what it expects, as the published contract (scripts/contract.ts) reads it. */
export interface Defined {
  readonly path: string;
  /** GET: payload in the query string; POST: a JSON body; FORM: a form-encoded body. */
  readonly method: 'GET' | 'POST' | 'FORM';
  readonly schema: () => Schema<unknown>;
  readonly defaults?: RequestOptions;
}

/** Every endpoint defined so far, in the order its module defined it. Recorded outside production builds only:
 *  the browser bundle never carries it. */
export const defined: Defined[] = [];

/** An endpoint states the shape it expects: `GET('/api/bill/queryUserBalance', BalanceSchema)`, or with a payload
 *  `GET<T.TradeInfoReq, T.TradeInfo>('/api/bill/getTradebhInfoCbss', TradeInfoSchema)`. Its answer is checked
 *  against the schema (services/api/schema.ts) before anyone reads it. */
const define =
  (verb: Verb) =>
  <Q extends object | void = void, R = never>(
    path: string,
    schema: () => Schema<R>,
    defaults?: RequestOptions,
  ): Endpoint<Q, R> & Checked<R> => {
    let built: Schema<R> | undefined;
    const check = (data: unknown): R => parse((built ??= schema()), data, path);
    if (process.env.NODE_ENV !== 'production')
      defined.push({ path, method: verb === get ? 'GET' : verb === postForm ? 'FORM' : 'POST', schema, defaults });
    const endpoint: Endpoint<Q, R> = (payload, opts) =>
      verb<R>(path, payload || undefined, { ...defaults, ...opts, check });
    return Object.assign(endpoint, { path, check });
  };

/** A read: the payload goes in the query string. */
export const GET = define(get);
/** A write with a JSON body. */
export const POST = define(post);
/** A write with a form-encoded body. */
export const FORM = define(postForm);
