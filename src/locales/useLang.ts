import { useSyncExternalStore } from 'react';
import { getLang, subscribeLang, type Lang } from './index';

/** The current language; a component using it re-renders when the language switches. */
export function useLang(): Lang {
  return useSyncExternalStore(subscribeLang, getLang, getLang);
}
