// The account page's messages in both languages: they ship with its chunk, not in the entry.
import type { PageMessages } from '../../locales';
import zh from '../../locales/zh-CN/account';
import en from '../../locales/en-US/account';

export const messages: PageMessages = { 'zh-CN': zh, 'en-US': en };
