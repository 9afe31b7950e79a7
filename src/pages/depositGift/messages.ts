// The deposit-gift family's messages in both languages, shipped with its chunk, with the phone + SMS login's.
import type { PageMessages } from '../../locales';
import zh from './locales/zh-CN';
import en from './locales/en-US';
import { sharedMessages as shared } from '../shared/messages';
import { loginMessages as login } from '../shared/loginMessages';

export const messages: PageMessages = {
  'zh-CN': { ...shared['zh-CN'], ...login['zh-CN'], ...zh },
  'en-US': { ...shared['en-US'], ...login['en-US'], ...en },
};
