// The simulator's secrets: session ids, the browser binding of OAuth and captchas, and captcha ids it picks. They
// come from the operating system's generator (node:crypto), never from the seeded one (core/rng.ts), which makes
// the same data every run and so the same values for anyone who starts a simulator with the same seed.
import { randomBytes } from 'node:crypto';

/** A secret of `bytes` random bytes, hex (so 2 × bytes characters of [0-9a-f]). */
export function secretToken(bytes = 20): string {
  return randomBytes(bytes).toString('hex');
}
