// The messages of the broadband, lead and wireless pages (their own chunk): the family's and their own, both
// languages, with the shared result texts.
import type { PageMessages } from '../../locales';
import { sharedMessages as shared } from '../shared/messages';
import bbEn from './locales/bb-en-US';
import bbZh from './locales/bb-zh-CN';
import en from './locales/en-US';
import zh from './locales/zh-CN';

export const messages: PageMessages = {
  'zh-CN': { ...shared['zh-CN'], ...zh, ...bbZh },
  'en-US': { ...shared['en-US'], ...en, ...bbEn },
};
