// Whether a path of this app has a page yet (the route table's `page`), so a link to a planned route is hidden or
// marked "即将上线" instead of leading the customer (through a login) to a "coming soon" page. The matcher is the
// one `safePath` uses (src/utils/routeMatch.ts), compiled once.
export { hasPage } from '../../utils/routeMatch';
