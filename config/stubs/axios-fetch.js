// Stands in for axios's fetch adapter in the browser bundle. axios picks XMLHttpRequest first in every browser
// the app supports (WeChat's webviews included), so the fetch adapter is never used there; leaving it out saves
// about 2.5 KB gzip of the entry. Tests (jest) use the real axios and are not affected.
export const getFetch = () => undefined;
export default undefined;
