// The texts of pages/shared in both languages: each family that uses a shared result merges them into its chunk.
import zh from './locales/zh-CN';
import en from './locales/en-US';

export const sharedMessages = { 'zh-CN': zh, 'en-US': en };
