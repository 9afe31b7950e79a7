/**
 * A query string as the Java backends read it: a list as repeated keys (a=1&a=2), absent values left out, an object
 * as JSON. Ours, not axios's serializer, which the browser bundle leaves out (config/stubs/axios-unused.js).
 */
export function toQuery(params: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    for (const item of Array.isArray(v) ? (v as unknown[]) : [v])
      if (item !== undefined && item !== null)
        q.append(k, typeof item === 'object' ? JSON.stringify(item) : `${item as string}`);
  return q.toString();
}
