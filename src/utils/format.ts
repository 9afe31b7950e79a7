// Display formats shared by every page (PAGES.md §3.5): amounts with two decimals, masked identities, data sizes.

/** 3650 fen -> "¥36.50"; negative balances keep their sign ("-¥12.30"). */
export function yuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  return `${sign}¥${(Math.abs(fen) / 100).toFixed(2)}`;
}

/** "18687120001" -> "186****0001"; anything else is returned as it is. */
export function maskPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/** Data in KB as a short size: 43246387 KB -> "41.24 GB", 524288 KB -> "512 MB". */
export function dataSize(kb: number): string {
  if (kb >= 1024 * 1024) return `${trim(kb / 1024 / 1024)} GB`;
  if (kb >= 1024) return `${trim(kb / 1024)} MB`;
  return `${Math.round(kb)} KB`;
}

const trim = (n: number) => (Math.round(n * 100) / 100).toString();

// Dates and times are the operator's: China time (UTC+8, no daylight saving), whatever the phone's zone.
const CN_OFFSET_MS = 8 * 3600_000;

/** An ISO time with its offset, or epoch ms, as the calendar in China; undefined when unreadable. */
function china(at: string | number): Date | undefined {
  const ms = typeof at === 'number' ? at : Date.parse(at);
  return Number.isNaN(ms) ? undefined : new Date(ms + CN_OFFSET_MS);
}

/** '2026-11-23T23:40:10+08:00' (or ms) -> '2026-11-23 23:40:10'; an unreadable value -> ''. */
export function dateTime(at: string | number): string {
  const d = china(at);
  return d ? d.toISOString().slice(0, 19).replace('T', ' ') : '';
}

/** '2026-11-23T23:40:10+08:00' (or ms) -> '2026-11-23'; an unreadable value -> ''. */
export function date(at: string | number): string {
  const d = china(at);
  return d ? d.toISOString().slice(0, 10) : '';
}

/** '2026-11-23T23:40:10+08:00' (or ms) -> '11-23 23:40', for lists where the year is the month's. */
export function shortDateTime(at: string | number): string {
  const d = china(at);
  return d ? d.toISOString().slice(5, 16).replace('T', ' ') : '';
}
