// The account page's messages in both languages, with the phone + SMS login's: they ship with its chunk, not in the
// entry.
import type { PageMessages } from '../../locales';
import zh from './locales/zh-CN';
import en from './locales/en-US';
import { loginMessages } from '../shared/loginMessages';

export const messages: PageMessages = {
  'zh-CN': { ...loginMessages['zh-CN'], ...zh },
  'en-US': { ...loginMessages['en-US'], ...en },
};
