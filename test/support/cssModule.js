// CSS Modules under jest: every class name is its own key, and `import * as styles` sees an ES module.
module.exports = new Proxy({}, { get: (_t, k) => (k === '__esModule' ? true : k) });
