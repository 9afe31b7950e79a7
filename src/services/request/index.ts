// The request layer: one client for the app, the generic client, gates, headers and errors.
export {
  request,
  get,
  post,
  postForm,
  put,
  patch,
  del,
  upload,
  genericClient,
  loadTransport,
  urlFor,
  stripApi,
  toRequestError,
  toQuery,
} from './client';
export { RequestError, setShapeReporter, type RequestErrorKind } from './errors';
export type { RequestOptions } from './options';
export { setGateProvider, CAPTCHA_PATHS, SMS_PATHS, SMS_SEND_PATHS, type GateProvider } from './gates';
export { setUnionId, ACCOUNT_QUERY_PARAM } from './headers';
export {
  idempotencyKeyFor,
  requestDigest,
  idempotencyKeyMadeAt,
  releaseIdempotencyKey,
  markIdempotencyUnsure,
  isIdempotencyUnsure,
  setIdempotencyOwner,
  forgetIdempotencyKeys,
} from './idempotency';
export { intentKey } from './intentKey';
export { randomId } from './page';
export { setSessionLostListener } from './session';
export { shownOf } from './failures';
export { noteServerDate, serverOffset, onPhoneClock } from './serverClock';
export { refusalOf, isCancel, isUnclear, OutcomeUnknownError, CLOCK_MARGIN_MS } from './submitPorts';
