// jest's transform of the TypeScript sources: Sucrase. Type checking is `npm test`'s own part (check.mjs), and
// `isolatedModules` holds every file to what a per-file transform can compile, so jest needs only the types taken
// away, the JSX and the imports turned into CommonJS. ts-jest did that through TypeScript's compiler, a fifth of a
// cold run's CPU; Sucrase does it in a few seconds. The imports stay property reads of the module object
// (`_api.x()`), so `jest.spyOn(api, 'x')` reaches the code under test as it did; `jest.mock` calls are hoisted.
import crypto from 'node:crypto';
import { getVersion, transform } from 'sucrase';

const optionsFor = (filePath) => ({
  transforms: filePath.endsWith('.tsx') ? ['typescript', 'jsx', 'imports', 'jest'] : ['typescript', 'imports', 'jest'],
  jsxRuntime: 'automatic',
  production: true,
  // Node 20 runs the sources' syntax as written (`??`, `?.`, class fields); lowering `??` into a helper's arrow
  // function also broke a `yield` inside it.
  disableESTransforms: true,
  filePath,
});

export default {
  process(source, filePath) {
    const { code, sourceMap } = transform(source, {
      ...optionsFor(filePath),
      sourceMapOptions: { compiledFilename: filePath },
    });
    return { code, map: sourceMap };
  },
  getCacheKey(source, filePath) {
    return crypto
      .createHash('sha1')
      .update(`${getVersion()}\0${JSON.stringify(optionsFor(filePath))}\0${source}`)
      .digest('hex');
  },
};
