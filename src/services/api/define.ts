import { get, post, postForm, type RequestOptions } from '../request';
import { parse, type Schema } from './schema';

/** One endpoint: `(payload, opts?) => Promise<data>`; a `void` payload can be left out. */
export type Endpoint<Q, R> = (payload: Q, opts?: RequestOptions) => Promise<R>;

type Verb = <R>(path: string, payload?: object, opts?: RequestOptions) => Promise<R>;

/** An endpoint states the shape it expects: `GET('/api/bill/queryUserBalance', BalanceSchema)`, or with a payload
 *  `GET<T.TradeInfoReq, T.TradeInfo>('/api/bill/getTradebhInfoCbss', TradeInfoSchema)`. Its answer is checked
 *  against the schema (services/api/schema.ts) before anyone reads it. */
const define =
  (verb: Verb) =>
  <Q extends object | void = void, R = never>(
    path: string,
    schema: () => Schema<R>,
    defaults?: RequestOptions,
  ): Endpoint<Q, R> => {
    let built: Schema<R> | undefined;
    const check = (data: unknown): R => parse((built ??= schema()), data, path);
    return (payload, opts) => verb<R>(path, payload || undefined, { ...defaults, ...opts, check });
  };

/** A read: the payload goes in the query string. */
export const GET = define(get);
/** A write with a JSON body. */
export const POST = define(post);
/** A write with a form-encoded body. */
export const FORM = define(postForm);
