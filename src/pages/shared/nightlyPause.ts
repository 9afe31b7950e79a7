// The operator's nightly pause of deposits (22:50–00:50 China time, whatever the phone's zone): home announces it,
// and every page that takes money onto the balance (the top-up forms, the cfsf2 deposit) keeps to the same rule.
const CHINA_OFFSET_MS = 8 * 3600_000;

/** Whether `now` (epoch ms) falls in 22:50–00:50 China time. */
export function inNightlyPause(now: number): boolean {
  const d = new Date(now + CHINA_OFFSET_MS);
  const minute = d.getUTCHours() * 60 + d.getUTCMinutes();
  return minute >= 22 * 60 + 50 || minute < 50;
}
