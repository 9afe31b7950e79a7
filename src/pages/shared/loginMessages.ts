// The phone + SMS login's messages in both languages (pages/shared/locales): each family that shows the login
// (account, depositGift) ships them in its chunk with its own.
import type { PageMessages } from '../../locales';
import zh from './locales/zh-CN';
import en from './locales/en-US';

export const loginMessages: PageMessages = { 'zh-CN': zh, 'en-US': en };
