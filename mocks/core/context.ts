import type { Phone } from '../../src/services/api/types';
import type { Session, SimState, SmsPurpose, Subscriber } from '../db/types';
import type { SimLang } from './lang';
import type { Params } from './params';
import type { Rng } from './rng';

/** PAGES.md §3.1 guard levels: G0 public, G1 WeChat (or phone) session, G2 bound number, G3 staff token. */
export type Guard = 'G0' | 'G1' | 'G2' | 'G3';

export type Host = 'api' | 'internal' | 'userinfo';

/** Who is calling: from the session cookie and the mall_token header. */
export interface Identity {
  session?: Session;
  openid?: string;
  /** The number the call acts on by default. */
  phone?: Phone;
  staffId?: string;
  /** All numbers this caller may act on (bound numbers, login number, mall-token number). */
  phones: Phone[];
}

export interface Ctx {
  request: Request;
  url: URL;
  method: string;
  /** The spec path without prefix, e.g. 'bill/queryUserBalance'. */
  path: string;
  /** Path parameters, e.g. { id } of 'user/kaptcha/{id}'. */
  pathParams: Record<string, string>;
  host: Host;
  params: Params;
  state: SimState;
  now: number;
  rng: Rng;
  who: Identity;
  log: (line: string) => void;
  /** Starts a new session (a new id, against fixation) for a logged-in identity; sets the cookie. */
  login: (data: { openid?: string; phone?: Phone; staffId?: string }) => Session;
  /** Ends the caller's session, if any, and expires its cookie. */
  logout: () => void;
  /** The caller's subscriber (G2); `phone` picks another number the caller may act on. */
  me: (phone?: string) => Subscriber;
  /** A fresh id: prefix + counter. */
  nextId: (prefix: string) => string;
  header: (name: string) => string | undefined;
  /** The request's language (Accept-Language): answers are built in Chinese and put in this language on the way out. */
  lang: SimLang;
  /** Settings of the simulator instance. */
  settings: SimSettings;
  /** Who asks, for the per-client SMS limits: the live session (if any) and the peer address (always). */
  client: { session?: string; address: string };
}

export interface SimSettings {
  timeoutDelayMs: number;
  creditDelayMs: number;
  xsrf: boolean;
}

/** A handler returns the envelope's data, or a whole Response (images, HTML, redirects). */
export type Handler = (ctx: Ctx) => unknown;

/** Who makes the sample call: nobody, a WeChat persona (wang o_sim_001, newUser o_sim_new, liu o_sim_008, zhang o_sim_003, chen o_sim_007) or the staff token. */
export type ExampleAs = 'anon' | 'wang' | 'newUser' | 'staff' | 'liu' | 'zhang' | 'chen';

/** A sample call, used by the path-coverage test and as documentation. */
export interface Example {
  as: ExampleAs;
  method?: 'GET' | 'POST';
  /** Parameters, or a function of the state (seeded ids) that returns them. */
  params?: Record<string, unknown> | ((state: SimState, now: number) => Record<string, unknown>);
  /** Needs a valid captcha (kaptcha, kaptchaId filled by the test). */
  captcha?: boolean;
  /** Needs an SMS code for this phone, sent first through the simulator's own store. */
  sms?: Phone;
  /** What that code is sent for (the check accepts only its own purposes); default 'busi'. */
  smsPurpose?: SmsPurpose;
  /** A multipart upload. */
  upload?: boolean;
}

/** A read answers GET (and POST); a write answers POST alone: GET is refused with 405 (mocks/routes.ts). */
export type Access = 'read' | 'write';

export interface RouteDef {
  /** 'bill/queryUserBalance', or with a parameter: 'user/kaptcha/{id}'. */
  path: string;
  guard: Guard;
  /** Set by the path table (mocks/routes.ts, WRITE_PATHS), never by a handler module. */
  access?: Access;
  /** Where it comes from: the §7 path table, §7's detailed calls, or a path proposed in PAGES.md §3.6. */
  source: 'spec' | 'proposed' | 'extra';
  /** Verifies kaptcha + kaptchaId (the eight captcha-gated paths of §7 and getBusiSmsNotLogin: every SMS send). */
  captcha?: boolean;
  summary: string;
  /**
   * An answer that depends on the state at the time of asking (pay details: only while the order is payable): never
   * replayed from an earlier answer under the same idempotency key, always asked again.
   */
  fresh?: boolean;
  handler: Handler;
  example: Example;
}
