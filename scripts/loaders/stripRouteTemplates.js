// A webpack loader for config/routes.ts in production: drops each route's `template: '...'` (PAGES.md's
// template name). The name documents the table and feeds `npm run routes`, but the app never reads it, and it
// costs about 0.3 KB gzip of the entry.
module.exports = function stripRouteTemplates(source) {
  return source.replace(/,\s*template:\s*'[A-Za-z]+'/g, '');
};
