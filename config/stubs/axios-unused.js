// Stands in, in the browser bundle, for the parts of axios the app never reaches (about 2 KB gzip of the entry):
// - `axios.HttpStatusCode` and `axios.CancelToken`, which only hang on the default export (the app names no
//   status codes and cancels with an AbortSignal);
// - the progress events, read only when a request sets `onUploadProgress` or `onDownloadProgress` (none does);
// - `formDataToJSON`, used only to send a FormData as JSON (uploads go out as multipart, with no content type set).
// Reaching one anyway fails loudly. Tests (jest) use the real axios and are not affected.
const unused = (what) => () => {
  throw new Error(`[sms2] axios ${what} is not in the bundle (config/stubs/axios-unused.js)`);
};
export const progressEventReducer = unused('progress events');
export default unused('formDataToJSON');
