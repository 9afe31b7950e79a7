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
