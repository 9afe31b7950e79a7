// The sale family's messages in both languages: they ship with this family's chunk, not in the entry.
import type { PageMessages } from '../../locales';
import zh from './locales/zh-CN';
import en from './locales/en-US';

export const messages: PageMessages = { 'zh-CN': zh, 'en-US': en };
