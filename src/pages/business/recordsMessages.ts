// The record pages' messages in both languages, with the family's and the shared ones they use: they ship in the
// records chunk (src/pages/business/records.ts), not in the entry.
import type { PageMessages } from '../../locales';
import { messages as family } from './messages';
import zh from './locales/records.zh-CN';
import en from './locales/records.en-US';

export const recordsMessages: PageMessages = {
  'zh-CN': { ...family['zh-CN'], ...zh },
  'en-US': { ...family['en-US'], ...en },
};
