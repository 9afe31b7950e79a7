// src/pages/loaders with stand-in pages, for a test's own route table: `jest.mock('<path>/src/pages/loaders', () =>
// jest.requireActual('<path>/test/support/stubPages').stubLoaders({ 'general/Customer': 'customer page' }))`.
// A name of `texts` loads a page that says its text; any other name, the real page.
import type * as Loaders from '../../src/pages/loaders';

export function stubLoaders(texts: Record<string, string>): typeof Loaders {
  const actual = jest.requireActual<typeof Loaders>('../../src/pages/loaders');
  const made = new Map<string, Loaders.PageLoader>();
  const pageLoader: typeof actual.pageLoader = (ref) => {
    const text = texts[ref];
    if (text === undefined) return actual.pageLoader(ref);
    let loader = made.get(ref);
    if (!loader) made.set(ref, (loader = () => Promise.resolve({ default: () => <p>{text}</p> })));
    return loader;
  };
  return { ...actual, pageLoader };
}
