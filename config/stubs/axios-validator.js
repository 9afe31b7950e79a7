// Stands in, in the browser bundle, for axios's check of its own config options (helpers/validator.js): it warns
// about misspelt or mistyped options at run time, which the app's one typed client config (src/services/request)
// never has, and costs about 0.5 KB gzip of the entry. Tests (jest) use the real axios and are not affected.
const pass = () => true;
export default {
  assertOptions() {},
  validators: {
    transitional: () => pass,
    boolean: pass,
    function: pass,
    spelling: () => pass,
  },
};
