// A landing pre-rendered at build time (src/server.tsx writes its HTML; src/index.tsx hydrates it): the address of
// the page that HTML holds, given to the app's root on the server and in the browser alike, so that the first render
// of both is the same. The guard shows that page while the session is still being asked for, as the HTML did, instead
// of its loader; what depends on the customer fills in once it answers (the guard leaves for the login, or for
// binding a number, if the answer says so). Only that first address: a later navigation waits for the session.
import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';

/** The id of the script element that carries the render's state (a JSON data block, never run). */
export const PRERENDER_STATE_ID = 'sms2-prerender';

/** What the pre-render wrote beside its HTML: the route (a path of the table), the language, the page's slices. */
export interface PrerenderSnapshot {
  path: string;
  lang: string;
  state: Record<string, unknown>;
}

/**
 * The state a landing's HTML was rendered from, in the browser: the app-wide slices as the app made them, before
 * anything ran (as on the build's server), and the page's slices from the snapshot. The hydrating render reads it
 * (react-redux's `serverState`), since the store may have changed while the page's chunk was loading.
 */
export function renderedFrom<S extends object>(made: S, snapshot: PrerenderSnapshot): S {
  return { ...made, ...snapshot.state };
}

export const PrerenderedPath = createContext<string | undefined>(undefined);

/** Whether the page at this address is the one the HTML was pre-rendered with. */
export function useShowsPrerendered(): boolean {
  const path = useContext(PrerenderedPath);
  const { pathname } = useLocation();
  return path !== undefined && path === pathname;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The snapshot the page's HTML carries, if it was pre-rendered and the snapshot reads; else nothing. */
export function readPrerendered(doc: Document = document): PrerenderSnapshot | undefined {
  const text = doc.getElementById(PRERENDER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const v: unknown = JSON.parse(text);
    if (!isRecord(v) || typeof v.path !== 'string' || typeof v.lang !== 'string' || !isRecord(v.state))
      return undefined;
    return { path: v.path, lang: v.lang, state: v.state };
  } catch {
    return undefined;
  }
}

/**
 * Beside a hydrating landing: marks #root `data-hydration="done"` once React has taken the HTML over, unless a
 * mismatch marked it `mismatch` first (src/index.tsx): what a journey in any engine, WebKit's too, can read.
 */
export function Hydrated(): null {
  useEffect(() => {
    const root = document.getElementById('root');
    if (root && !root.dataset.hydration) root.dataset.hydration = 'done';
  }, []);
  return null;
}
