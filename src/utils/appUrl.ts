// Addresses of the app's own pages, from the one place that says where it is served (config/app.ts BASENAME).
import { BASENAME } from '../../config/app';

/** The absolute address of an app path ('/x?y' -> 'https://host/sms2/x?y'), for links that leave the app. */
export const appUrl = (path: string, base: string = window.location.href): string =>
  new URL(`${BASENAME}${path}`, base).toString();

/** The app path of an absolute address under the app ('/sms2/x?y' -> '/x?y'). */
export const appPathOf = (url: URL): string => {
  const path =
    url.pathname === BASENAME || url.pathname.startsWith(`${BASENAME}/`)
      ? url.pathname.slice(BASENAME.length)
      : url.pathname;
  return path + url.search || '/';
};
