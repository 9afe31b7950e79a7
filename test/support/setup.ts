// The jsdom suites' setup (jest.config.js): the catalogues, as every suite has them, then what a window needs.
import './messages';

// Each test starts with empty storage, so the language, tokens and drafts of one test never leak into the next.
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// The page tests render whole pages: lazy page modules, the in-process simulator, sagas. On a busy two-core machine
// the first of them can take over a second; findBy* waits up to 3 s (a real failure still fails, 2 s later).
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 3_000 });
