// The deposit-gift family's messages in both languages, shipped with its chunk. The login form is the account
// page's, so its part comes along.
import type { PageMessages } from '../../locales';
import zh from './locales/zh-CN';
import en from './locales/en-US';
import { messages as account } from '../account/messages';
import { sharedMessages as shared } from '../shared/messages';

export const messages: PageMessages = {
  'zh-CN': { ...shared['zh-CN'], ...account['zh-CN'], ...zh },
  'en-US': { ...shared['en-US'], ...account['en-US'], ...en },
};
