// Every suite's setup, the Node ones' alone (jest.config.js): tests render in zh-CN unless they switch, the catalogue
// loaded synchronously, with the page families' message parts as their chunks would register them.
import { addMessages, setMessages } from '../../src/locales';
import zhCN from '../../src/locales/zh-CN';
import { messages as general } from '../../src/pages/general/messages';
import '../../src/components/messages';

beforeEach(() => {
  setMessages('zh-CN', zhCN);
});

addMessages(general);
