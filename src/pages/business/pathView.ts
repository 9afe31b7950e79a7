// A business page that shows one of its views by its route (config/routes.ts): AccountView and Records.
import { useLocation } from 'react-router';
import type { MessageKey } from '../../locales';

/** One view: the route it is shown on, the sections it loads and its title. */
export interface ViewRow<S> {
  path: string;
  sections: readonly S[];
  title: MessageKey;
}

/** The view of the route the page is on (`fallback` for any other path), with its row. */
export function usePathView<V extends string, S>(views: Record<V, ViewRow<S>>, fallback: NoInfer<V>): [V, ViewRow<S>] {
  const path = useLocation().pathname.replace(/\/$/, '');
  const view = (Object.keys(views) as V[]).find((v) => views[v].path === path) ?? fallback;
  return [view, views[view]];
}
