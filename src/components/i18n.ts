// The kit's view of the catalogue: `useT()` re-renders a component when the language switches or its
// catalogue arrives (loadLang for the current language does not change getLang(), so useLang alone would
// miss it). The kit's copy lives in src/locales/*/components.ts.
import { useSyncExternalStore } from 'react';
import { messagesVersion, subscribeLang, t, type MessageKey } from '../locales';

export type KitKey = MessageKey;

/** `t`, for code outside render (tests, toasts the owner shows). */
export const tr = t;

export function useT(): typeof t {
  useSyncExternalStore(subscribeLang, messagesVersion, messagesVersion);
  return t;
}

export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
