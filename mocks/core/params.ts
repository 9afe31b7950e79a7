import { biz } from './errors';

/** An uploaded file (multipart field `file`); only its facts are kept. */
export interface UploadedFile {
  field: string;
  name: string;
  type: string;
  size: number;
}

type Key<T> = keyof T & string;

/**
 * Typed access to a request's parameters: the query string merged with a JSON, form or multipart body
 * (body wins). The type parameter is the request type shared with the app, so a renamed field there
 * breaks the simulator's build instead of silently reading `undefined`.
 */
export class Params<T = Record<string, unknown>> {
  constructor(
    readonly values: Record<string, unknown>,
    readonly files: UploadedFile[] = [],
  ) {}

  /** The same values seen through another request type. */
  as<U>(): Params<U> {
    return new Params<U>(this.values, this.files);
  }

  has(name: Key<T>): boolean {
    const v = this.values[name];
    return v !== undefined && v !== null && v !== '';
  }

  raw(name: Key<T>): unknown {
    return this.values[name];
  }

  optStr(name: Key<T>): string | undefined {
    const v = this.values[name];
    if (v === undefined || v === null) return undefined;
    if (typeof v === 'string') return v.trim() === '' ? undefined : v.trim();
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    return undefined;
  }

  str(name: Key<T>, label: string = name): string {
    const v = this.optStr(name);
    if (v === undefined) throw biz('E_PARAM', `缺少参数：${label}`);
    return v;
  }

  optNum(name: Key<T>): number | undefined {
    const v = this.values[name];
    if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
    if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
    return undefined;
  }

  num(name: Key<T>, label: string = name): number {
    const v = this.optNum(name);
    if (v === undefined) {
      throw biz('E_PARAM', this.has(name) ? `参数格式错误：${label}` : `缺少参数：${label}`);
    }
    return v;
  }

  /** A non-negative integer (fen, counts). */
  int(name: Key<T>, label: string = name): number {
    const v = this.num(name, label);
    if (!Number.isInteger(v) || v < 0) throw biz('E_PARAM', `参数格式错误：${label}`);
    return v;
  }

  optInt(name: Key<T>): number | undefined {
    const v = this.optNum(name);
    return v !== undefined && Number.isInteger(v) ? v : undefined;
  }

  optBool(name: Key<T>): boolean | undefined {
    const v = this.values[name];
    if (v === true || v === 'true' || v === 1 || v === '1') return true;
    if (v === false || v === 'false' || v === 0 || v === '0') return false;
    return undefined;
  }

  /** An array of strings (JSON array, repeated form field or comma list). */
  strList(name: Key<T>): string[] {
    const v = this.values[name];
    if (Array.isArray(v))
      return v.filter((x): x is string | number => typeof x === 'string' || typeof x === 'number').map(String);
    if (typeof v === 'string' && v !== '')
      return v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    return [];
  }

  /** One of the given values, or the default. */
  oneOf<V extends string>(name: Key<T>, allowed: readonly V[], fallback?: V): V {
    const v = this.optStr(name);
    if (v === undefined) {
      if (fallback !== undefined) return fallback;
      throw biz('E_PARAM', `缺少参数：${name}`);
    }
    if (!(allowed as readonly string[]).includes(v)) throw biz('E_PARAM', `参数取值错误：${name}`);
    return v as V;
  }

  /** A nested object value. */
  obj(name: Key<T>): Record<string, unknown> | undefined {
    const v = this.values[name];
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  }
}

function setValue(target: Record<string, unknown>, key: string, value: unknown): void {
  const prev = target[key];
  if (prev === undefined) target[key] = value;
  else if (Array.isArray(prev)) prev.push(value);
  else target[key] = [prev, value];
}

/** Reads the query string and the body of a Fetch request into Params. */
export async function readParams(request: Request, url: URL): Promise<Params> {
  const values: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  url.searchParams.forEach((v, k) => setValue(values, k, v));
  if (request.method === 'GET' || request.method === 'HEAD') return new Params(values, files);
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  try {
    if (type.includes('multipart/form-data')) {
      const form = await request.formData();
      form.forEach((v, k) => {
        if (typeof v === 'string') setValue(values, k, v);
        else files.push({ field: k, name: v.name, type: v.type, size: v.size });
      });
    } else if (type.includes('application/x-www-form-urlencoded')) {
      new URLSearchParams(await request.text()).forEach((v, k) => setValue(values, k, v));
    } else {
      const text = await request.text();
      if (text.trim() !== '') {
        const parsed: unknown = JSON.parse(text);
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) Object.assign(values, parsed);
      }
    }
  } catch {
    throw biz('E_PARAM', '请求体格式错误');
  }
  return new Params(values, files);
}
