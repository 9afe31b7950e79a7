// The rows a list left out while one answer was read (schemaLists.ts leaves them out, schema.ts's parse reports
// them once with the answer's path): a module of its own, so the entry carries these small functions and not the
// lists' helpers.
import { getDotPath, type BaseIssue } from 'valibot';

/** An issue as text, 'fen: Invalid type ...'; a union none of whose options read says what each found wrong, at its
 *  place ('is_snapshotuser: Invalid type ...'). */
export function issueTexts(issue: BaseIssue<unknown>, at?: string): string[] {
  const here = [at, getDotPath(issue)].filter(Boolean).join('.') || undefined;
  return issue.issues?.length
    ? issue.issues.flatMap((x) => issueTexts(x, here))
    : [`${here ?? '(data)'}: ${issue.message}`];
}

/** A row of a list that did not read: the rows as the list read them, its index, and why. */
export interface LeftRow {
  rows: readonly unknown[];
  index: number;
  why: string;
}

let left: LeftRow[] = [];

export function leaveRow(row: LeftRow): void {
  left.push(row);
}

/** The rows left out since the last call, forgotten. */
export function takeLeftRows(): LeftRow[] {
  const out = left;
  left = [];
  return out;
}

/** Where in the answer a list's rows are ('list', 'sessions[0].items', '' for the answer itself): the array whose
 *  items are the very rows the list read. */
function whereIs(rows: readonly unknown[], x: unknown, at: string): string | undefined {
  if (Array.isArray(x) && x.length === rows.length && x.every((y, i) => y === rows[i])) return at;
  if (!x || typeof x !== 'object') return undefined;
  for (const [k, y] of Object.entries(x)) {
    const found = whereIs(rows, y, Array.isArray(x) ? `${at}[${k}]` : at ? `${at}.${k}` : k);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The rows left out of an answer, each named by its place: 'list[3] left out: source: Invalid type ...'. */
export const describeLeftRows = (rows: LeftRow[], answer: unknown): string[] =>
  rows.map((r) => `${whereIs(r.rows, answer, '') ?? ''}[${r.index}] left out: ${r.why}`);
