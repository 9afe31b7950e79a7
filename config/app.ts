// Constants of the app shell (spec §9).
export const BASE_PATH = '/sms2/';
export const BASENAME = '/sms2';
/** A lazy page shows its loading indicator only after this delay, so fast loads don't flash. */
export const LAZY_DELAY_MS = 200;
/** A page script that takes longer fails with a chunk-load error (webpack output.chunkLoadTimeout matches). */
export const CHUNK_TIMEOUT_MS = 120_000;
