// Stands in, in the browser bundle, for the parts of axios the app never reaches (about 3 KB gzip of the entry):
// - `axios.HttpStatusCode` and `axios.CancelToken`, which only hang on the default export (the app names no
//   status codes and cancels with an AbortSignal);
// - the progress events, read only when a request sets `onUploadProgress` or `onDownloadProgress` (none does);
// - `formDataToJSON`, used only to send a FormData as JSON (uploads go out as multipart, with no content type set);
// - `toFormData`, `toURLEncodedForm` and `AxiosURLSearchParams`, axios's serializers of a plain object into a
//   multipart or form body or a query string: the app's bodies are JSON, a URLSearchParams or a FormData already,
//   and its query strings are its own (`toQuery`, src/services/request/client.ts).
// Reaching one anyway fails loudly. Tests (jest) use the real axios and are not affected.
const unused = (what) => () => {
  throw new Error(`[sms2] axios ${what} is not in the bundle (config/stubs/axios-unused.js)`);
};
export const progressEventReducer = unused('progress events');
/** The default export of each module above (a function, a serializer, a class used with `new`). */
export default function unusedPart() {
  throw new Error('[sms2] this part of axios is not in the bundle (config/stubs/axios-unused.js)');
}
