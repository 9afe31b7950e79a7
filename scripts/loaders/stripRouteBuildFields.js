// A webpack loader for config/routes.ts in production: drops what of each route the app never reads in the browser.
// `template: '...'` (PAGES.md's template name) documents the table and feeds `npm run routes`, and costs about 0.3 KB
// gzip of the entry; `prerender: true` is read by the build alone (webpack.config.ts, PrerenderPlugin, which reads
// the table in Node), and the entry has no bytes to spare for it.
module.exports = function stripRouteBuildFields(source) {
  return source.replace(/,\s*template:\s*'[A-Za-z]+'/g, '').replace(/,\s*prerender:\s*true\b/g, '');
};
