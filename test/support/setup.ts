// The jsdom suites' setup (jest.config.js): the catalogues, as every suite has them, then what a window needs.
import './messages';

// Each test starts with empty storage, so the language, tokens and drafts of one test never leak into the next.
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// The page tests render whole pages: lazy page modules, the in-process simulator, sagas. findBy* and waitFor wait for
// the DOM to change, checked at each mutation: their timeout guards against a wait for what never comes and is no
// budget (on a busy two-core machine the first page of a suite took over 3 s, and tests that were right failed).
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 60_000 });
