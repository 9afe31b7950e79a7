// Faults on demand: any path (or every path) can answer an HTTP error, a business error, time out
// (a long delay, past the client's 30 s timeout), drop the connection, answer success with data of the wrong
// shape (what a real backend whose shapes differ from the simulator's would do), or answer a body that is not
// JSON at all (a cut-off answer, a proxy's page), for the next N calls.

export type FaultKind = 'http' | 'business' | 'timeout' | 'drop' | 'shape' | 'malformed';
export const FAULT_KINDS: FaultKind[] = ['http', 'business', 'timeout', 'drop', 'shape', 'malformed'];

/**
 * Faults where the server has done the work: the handler runs and commits (an idempotency key is recorded with
 * its answer), then the answer is lost. 'lateAfterCommit': it comes after `delayMs` (default 31 s, past the
 * client's 30 s timeout); 'dropAfterCommit': the connection drops; 'emptyAfterCommit': the answer is
 * `{status:1,msg:'ok'}`, a success with no data.
 */
export type AfterCommitKind = 'lateAfterCommit' | 'dropAfterCommit' | 'emptyAfterCommit';
export const AFTER_COMMIT_KINDS: AfterCommitKind[] = ['lateAfterCommit', 'dropAfterCommit', 'emptyAfterCommit'];
export const AFTER_COMMIT_DELAY_MS = 31_000;
export const isAfterCommit = (kind: string): kind is AfterCommitKind => (AFTER_COMMIT_KINDS as string[]).includes(kind);

/**
 * What a 'malformed' fault answers: HTTP 200 that says JSON (`content-type: application/json`) but is an envelope
 * cut off halfway, so no parser reads it.
 */
export const MALFORMED_BODY = '{"status":1,"code":"0000","msg":"ok","data":{"';

/**
 * What a 'shape' fault puts in `data`: `{}`, `[]`, `null`, or a value of the wrong type (a string), without running
 * the handler; or, after the handler did the work (AFTER_WORK_SHAPES): no `data` at all (`{status:1}`, 'absent'), or
 * the real answer written loosely as some real backends do ('loose', loosen()).
 */
export type ShapeData = 'object' | 'array' | 'null' | 'wrong' | 'absent' | 'loose';
export const SHAPE_DATA: ShapeData[] = ['object', 'array', 'null', 'wrong', 'absent', 'loose'];
/** The shapes a fault gives the real answer once the handler ran: the server did the work, only its answer differs. */
export const AFTER_WORK_SHAPES: ShapeData[] = ['absent', 'loose'];

/**
 * The real answer's data as a loose backend writes it: every number and flag as text ('1250', 'true'), and the
 * fields that say nothing ('' and empty lists) as `null`.
 */
export function loosen(data: unknown): unknown {
  if (typeof data === 'number' || typeof data === 'boolean') return String(data);
  if (Array.isArray(data)) return data.map(loosen);
  if (data === null || typeof data !== 'object') return data;
  return Object.fromEntries(
    Object.entries(data).map(([k, x]) => [k, x === '' || (Array.isArray(x) && !x.length) ? null : loosen(x)]),
  );
}

/** A success envelope with the data an after-work 'shape' fault gives it; any other body as it is. */
export function reshape(body: string, data: ShapeData): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body;
  }
  if (typeof parsed !== 'object' || parsed === null || (parsed as { status?: unknown }).status !== 1) return body;
  const { data: real, ...envelope } = parsed as { data?: unknown };
  return JSON.stringify(data === 'loose' ? { ...envelope, data: loosen(real) } : envelope);
}

export interface FaultInput {
  /** A spec path ('bill/queryUserBalance', '/api/bill/queryUserBalance'), a prefix glob ('bill/*') or '*'. */
  path: string;
  kind: FaultKind | AfterCommitKind;
  /** For kind 'http': 401, 404, 417, 500, 666 (any 4xx/5xx/6xx). Default 500. Kind 'malformed' is always 200. */
  status?: number;
  /** Message of the envelope (kind 'http' and 'business'). */
  msg?: string;
  /** Business code (kind 'business'), default 'E_SIM_FAULT'. */
  code?: string;
  /** For kind 'timeout': delay before the normal answer, default the simulator's timeoutDelayMs (35 s); for
   *  'lateAfterCommit', default AFTER_COMMIT_DELAY_MS (31 s). */
  delayMs?: number;
  /** For kind 'shape': the data of the success envelope, default 'object' (`{}`). */
  data?: ShapeData;
  /** How many calls it applies to; omitted = until cleared. */
  times?: number;
  /** Only this HTTP method. */
  method?: string;
}

export interface Fault extends FaultInput {
  id: number;
  /** Calls left; undefined = unlimited. */
  left?: number;
  hits: number;
}

const HTTP_DEFAULT_MSG: Record<number, string> = {
  401: '未登录或登录已过期',
  403: '没有访问权限',
  404: '请求的资源不存在',
  417: '请求参数校验失败',
  500: '服务器内部错误',
  502: '网关错误',
  503: '服务暂不可用',
  666: '身份认证已失效，请重新认证',
};

export function defaultHttpMsg(status: number): string {
  return HTTP_DEFAULT_MSG[status] ?? '服务异常';
}

/** 'bill/queryUserBalance' from '/api/bill/queryUserBalance', '/sms2-api/internal/bill/...', 'bill/...'. */
export function normalizePath(p: string): string {
  let s = p.trim().split('?')[0] ?? '';
  s = s.replace(/^https?:\/\/[^/]+/, '');
  s = s.replace(/^\/?sms2-api\/(internal\/|userinfo\/)?/, '');
  s = s.replace(/^\/?api\//, '');
  return s.replace(/^\/+/, '').replace(/\/+$/, '');
}

/** The `data` of a 'shape' fault's success envelope. */
export function shapeData(data: ShapeData = 'object'): unknown {
  return ({ object: {}, array: [], null: null, wrong: 'E_SIM_SHAPE' } as Partial<Record<ShapeData, unknown>>)[data];
}

export class FaultRegistry {
  private list: Fault[] = [];
  private seq = 0;

  add(input: FaultInput): Fault {
    if (!isAfterCommit(input.kind) && !FAULT_KINDS.includes(input.kind))
      throw new Error(`unknown fault kind ${String(input.kind)}`);
    if (input.data !== undefined && !SHAPE_DATA.includes(input.data))
      throw new Error(`unknown shape data ${String(input.data)}`);
    if (input.kind === 'http' && input.status !== undefined && (input.status < 400 || input.status > 999)) {
      throw new Error(`fault status must be 400-999, got ${input.status}`);
    }
    const path = input.path === '*' ? '*' : normalizePath(input.path);
    const fault: Fault = { ...input, path, id: ++this.seq, left: input.times, hits: 0 };
    this.list.push(fault);
    return fault;
  }

  clear(): void {
    this.list = [];
  }

  all(): Fault[] {
    return this.list.map((f) => ({ ...f }));
  }

  remove(id: number): boolean {
    const n = this.list.length;
    this.list = this.list.filter((f) => f.id !== id);
    return this.list.length !== n;
  }

  /** The first fault matching this call, consumed once; undefined when none. */
  take(path: string, method: string): Fault | undefined {
    const f = this.list.find((x) => matches(x, path, method));
    if (!f) return undefined;
    f.hits += 1;
    if (f.left !== undefined) {
      f.left -= 1;
      if (f.left <= 0) this.list = this.list.filter((x) => x !== f);
    }
    return { ...f };
  }
}

function matches(f: Fault, path: string, method: string): boolean {
  if (f.method && f.method.toUpperCase() !== method.toUpperCase()) return false;
  if (f.path === '*' || f.path === path) return true;
  if (f.path.endsWith('*')) return path.startsWith(f.path.slice(0, -1));
  return false;
}
