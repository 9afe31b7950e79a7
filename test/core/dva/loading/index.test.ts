// dva-loading/test/index.test.js (dva-loading on dva, whose `app.router(() => 1)` renders: ours renders apart from the
// runtime, and its router state is built in)
import { loadingCases } from './cases';

describe('dva-loading', loadingCases);
