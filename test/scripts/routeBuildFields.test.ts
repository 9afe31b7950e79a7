// The route table as the browser gets it (scripts/loaders/stripRouteBuildFields.js): without the fields only the
// build reads (the templates' names, the pre-render flags), every route kept.
import fs from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const strip = require('../../scripts/loaders/stripRouteBuildFields.js') as (source: string) => string;

describe('the route table in the browser', () => {
  it('carries neither the templates nor the pre-render flags, and keeps every route', () => {
    const source = fs.readFileSync(path.join(__dirname, '../../config/routes.ts'), 'utf8');
    expect(source).toMatch(/prerender: true/);
    const out = strip(source);
    expect(out).not.toMatch(/prerender: true|template: '/);
    expect(out.match(/path: '/g)).toHaveLength(source.match(/path: '/g)!.length);
    expect(out).toContain('prerender?: boolean;');
  });
});
