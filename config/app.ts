// Constants of the app shell (spec §9).
export const BASE_PATH = '/sms2/';
export const BASENAME = '/sms2';
/** SPEC §9: 3 s short, 8 s long, failures 3 s. Whoever shows a toast picks its duration. */
export const TOAST_SHORT_MS = 3000;
export const TOAST_LONG_MS = 8000;
export const TOAST_FAIL_MS = 3000;
export type ToastKind = 'info' | 'success' | 'fail' | 'loading';
/** A lazy page shows its loading indicator only after this delay, so fast loads don't flash. */
export const LAZY_DELAY_MS = 200;
/** A page script that takes longer fails with a chunk-load error (webpack output.chunkLoadTimeout matches). */
export const CHUNK_TIMEOUT_MS = 120_000;
