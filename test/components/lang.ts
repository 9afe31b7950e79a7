// Switches the catalogue inside act(), so components on screen re-render in the new language.
import { act } from '@testing-library/react';
import { setMessages } from '../../src/locales';
import zhMessages from '../../src/locales/zh-CN';
import enMessages from '../../src/locales/en-US';

export { enMessages, zhMessages };

export function setZh(): void {
  act(() => setMessages('zh-CN', zhMessages));
}

export function setEn(): void {
  act(() => setMessages('en-US', enMessages));
}
