// The pre-rendered landings' HTML files (config/routes.ts `prerender`): where the build writes each one in dist/,
// how it is made from the build's index.html and the render (src/server.tsx), and which one a request gets. The
// build (webpack.config.ts, PrerenderPlugin), `npm run serve` (scripts/serve.ts) and nginx (deploy/sms2.conf) agree
// on the names: `<route>.html` in zh-CN (the default language), `<route>.en-US.html` in English, sent for the
// route's address, with `?lang=en` (or en-US) for the English one; every other address gets index.html.
import type { PrerenderSnapshot } from '../src/layouts/prerendered';
import { PRERENDER_STATE_ID } from '../src/layouts/prerendered';

/** The languages each landing is written in; the first is the default (no `?lang`). */
export const LANDING_LANGS = ['zh-CN', 'en-US'] as const;
export type LandingLang = (typeof LANDING_LANGS)[number];

/** The file of a landing in dist/, by its route path: 'newRecharge/index2.html', 'newRecharge/index2.en-US.html'. */
export const landingFile = (routePath: string, lang: LandingLang): string =>
  `${routePath.replace(/^\//, '')}${lang === LANDING_LANGS[0] ? '' : `.${lang}`}.html`;

/** The language an address asks for with `?lang=`, as the app reads it (src/locales detectLang); else the default. */
export function landingLangOf(asked: string | null): LandingLang {
  const v = (asked ?? '').toLowerCase();
  return v === 'en' || v === 'en-us' ? 'en-US' : 'zh-CN';
}

/** What a render gives the page (src/server.tsx `Prerendered`). */
export interface LandingRender {
  html: string;
  title: string;
  snapshot: PrerenderSnapshot;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside a <script> data block: nothing in it can close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028');

/** The splash of index.html (src/index.html): replaced by the page's first screen. */
const SPLASH = /<div id="?root"?>[\s\S]*?boot-text[\s\S]*?<\/div>\s*<\/div>\s*<\/div>/;
/** index.html's script that puts the splash in English: a pre-rendered page is in its language already. */
const SPLASH_LANG = /<script>(?:(?!<\/script>)[\s\S])*boot-text(?:(?!<\/script>)[\s\S])*<\/script>\s*/;

/**
 * A landing's HTML from the build's index.html: its language and title, its page's stylesheets in the head (the
 * first screen is styled at its first paint; the chunk's loader finds them there and does not add them again), the
 * rendered first screen in #root with the state it was rendered from beside it, as a JSON data block (not a script
 * that runs: the Content-Security-Policy of index.html holds for it unchanged). The early starter stays: it asks for
 * what depends on the customer while the entry downloads.
 */
export function landingPage(template: string, render: LandingRender, styles: readonly string[]): string {
  if (!SPLASH.test(template)) throw new Error('[sms2] index.html has no splash to replace');
  const links = styles.map((href) => `<link href="${href}" rel="stylesheet">`).join('');
  return template
    .replace(/<html lang=("[^"]*"|[^\s>]+)/, `<html lang="${render.snapshot.lang}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(render.title)}</title>`)
    .replace('</head>', `${links}</head>`)
    .replace(SPLASH_LANG, '')
    .replace(
      SPLASH,
      () =>
        `<div id="root">${render.html}</div><script type="application/json" id="${PRERENDER_STATE_ID}">` +
        `${scriptJson(render.snapshot)}</script>`,
    );
}
