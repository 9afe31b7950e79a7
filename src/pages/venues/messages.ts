// The venues family's messages in both languages: they ship with this family's chunk, not in the entry.
import type { PageMessages } from '../../locales';
import zh from './locales/zh-CN';
import en from './locales/en-US';
import { sharedMessages as shared } from '../shared/messages';

export const messages: PageMessages = {
  'zh-CN': { ...shared['zh-CN'], ...zh },
  'en-US': { ...shared['en-US'], ...en },
};
