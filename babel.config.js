// Lowers TypeScript output and the dependencies that ship newer syntax to the browserslist targets
// (iOS Safari 13, Chrome 80). Under jest it also turns the ESM-only dependencies of msw into CommonJS.
module.exports = {
  presets: [['@babel/preset-env', { bugfixes: true }]],
};
