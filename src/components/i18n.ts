// The kit's view of the catalogue: `useT()` re-renders a component when the language switches or its
// catalogue arrives (loadLang for the current language does not change getLang(), so useLang alone would
// miss it). The kit's copy lives in src/locales/*/components.ts.
import { useSyncExternalStore } from 'react';
import { subscribeLang, t, type MessageKey } from '../locales';

export type KitKey = MessageKey;

let version = 0;
// Registered at import, before any component subscribes, so the snapshot has moved when they are told.
subscribeLang(() => { version += 1; });
const getVersion = (): number => version;

/** `t`, for code outside render (tests, toasts the owner shows). */
export const tr = t;

export function useT(): typeof t {
  useSyncExternalStore(subscribeLang, getVersion, getVersion);
  return t;
}

export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
