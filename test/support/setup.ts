// Each test starts with empty storage, so the language, tokens and drafts of one test never leak into the next.
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// Tests render in zh-CN unless they switch; the catalogue is loaded synchronously here.
import { setMessages } from '../../src/locales';
import zhCN from '../../src/locales/zh-CN';

beforeEach(() => {
  setMessages('zh-CN', zhCN);
});

// Page families' message parts, as their chunks would register them.
import { addMessages } from '../../src/locales';
import { messages as general } from '../../src/pages/general/messages';
import '../../src/components/messages';

addMessages(general);

// The page tests render whole pages: lazy page modules, the in-process simulator, sagas. On a busy two-core machine
// the first of them can take over a second; findBy* waits up to 3 s (a real failure still fails, 2 s later).
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 3_000 });
