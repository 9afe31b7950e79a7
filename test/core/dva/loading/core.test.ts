// dva-loading/test/core.test.js (dva-loading on dva-core)
import { loadingCases } from './cases';

describe('dva-core', () => {
  describe('dva-loading', loadingCases);
});
