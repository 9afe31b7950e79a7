import { useSyncExternalStore } from 'react';
import { getLang, messagesVersion, subscribeLang, type Lang } from './index';

/**
 * The current language; a component using it re-renders when the language switches or its messages arrive (a
 * catalogue, a family's part, the route titles), so it never keeps showing a text from before.
 */
export function useLang(): Lang {
  useSyncExternalStore(subscribeLang, messagesVersion, messagesVersion);
  return getLang();
}
