// Lowers TypeScript output and the dependencies that ship newer syntax to the browserslist targets
// (iOS Safari 13, Chrome 80). Under jest it also turns the ESM-only dependencies of msw into CommonJS.
module.exports = {
  presets: [['@babel/preset-env', { bugfixes: true }]],
  // `a?.b` and `a ?? b` lowered as `a == null ? void 0 : a.b`, not `a === null || a === void 0 ? ...`: the app never
  // meets `document.all`, the one object that tells the two apart (-0.2 KB gzip in the entry).
  assumptions: { noDocumentAll: true },
};
