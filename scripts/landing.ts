// The pre-rendered landings' HTML files (config/routes.ts `prerender`): where the build writes each one in dist/,
// how it is made from the build's index.html and the render (src/server.tsx), and which one a request gets. The
// build (webpack.config.ts, PrerenderPlugin), `npm run serve` (scripts/serve.ts) and nginx (deploy/sms2.conf) agree
// on the names: `<route>.html` in zh-CN (the default language), `<route>.en-US.html` in English, sent for the
// route's address, with `?lang=en` (or en-US) for the English one; `<route>.tab-5G.html` (and .en-US) for the address
// with `?tab=5G` where the page has that tab (else the route's own file); every other address gets index.html.
import fs from 'node:fs';
import path from 'node:path';
import type { PrerenderSnapshot } from '../src/layouts/prerendered';
import { PRERENDER_STATE_ID } from '../src/layouts/prerendered';

/** The languages each landing is written in; the first is the default (no `?lang`). */
export const LANDING_LANGS = ['zh-CN', 'en-US'] as const;
export type LandingLang = (typeof LANDING_LANGS)[number];

/** The file of a landing in dist/, by its route path: 'newRecharge/index2.html', 'newRecharge/index2.en-US.html';
 *  at a tab of its page (`prerenderTabs`), 'flowDetail.tab-5G.html', 'flowDetail.tab-5G.en-US.html'. */
export const landingFile = (routePath: string, lang: LandingLang, tab = ''): string =>
  `${routePath.replace(/^\//, '')}${tab ? `.tab-${tab}` : ''}${lang === LANDING_LANGS[0] ? '' : `.${lang}`}.html`;

/** A tab as an address may carry it and a file name may hold it (nginx's map in deploy/http.conf takes the same). */
export const LANDING_TAB = /^[A-Za-z0-9_-]{1,32}$/;

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

/** A stylesheet link of the build's HTML (minified or not): its address. */
const STYLESHEET = /<link href="?([^"\s>]+\.css)"? rel="?stylesheet"?>/g;

/** An inline stylesheet that stands for the file at `href`: the chunk loader (mini-css-extract) finds it by data-href
 *  and does not load the file again. */
const inlineStyle = (href: string, css: string) => {
  if (/<\/style/i.test(css)) throw new Error(`[sms2] ${href} cannot be inlined`);
  return `<style data-href="${href}">${css}</style>`;
};

/**
 * A landing's HTML from the build's index.html: its language and title; its stylesheets, the entry's and its page's,
 * inlined (`css` reads a stylesheet of the build by its address), so that the first screen is painted from the
 * document alone, styled; the rendered first screen in #root with the state it was rendered from beside it, as a
 * JSON data block (not a script that runs). The Content-Security-Policy allows the inline styles by their hashes
 * (scripts/serve.ts reads every landing's). The early starter stays: it asks for what depends on the customer while
 * the entry downloads.
 */
export function landingPage(
  template: string,
  render: LandingRender,
  pageStyles: readonly string[],
  css: (href: string) => string,
): string {
  if (!SPLASH.test(template)) throw new Error('[sms2] index.html has no splash to replace');
  const own = pageStyles.map((href) => inlineStyle(href, css(href))).join('');
  return template
    .replace(/<html lang=("[^"]*"|[^\s>]+)/, `<html lang="${render.snapshot.lang}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(render.title)}</title>`)
    .replace(STYLESHEET, (_, href: string) => inlineStyle(href, css(href)))
    .replace('</head>', `${own}</head>`)
    .replace(SPLASH_LANG, '')
    .replace(
      SPLASH,
      () =>
        `<div id="root">${render.html}</div><script type="application/json" id="${PRERENDER_STATE_ID}">` +
        `${scriptJson(render.snapshot)}</script>`,
    );
}

/** The landings' HTML files under `dir` (dist/): every .html but index.html, by path relative to `dir`. */
export function landingFilesIn(dir: string): string[] {
  let names: string[] = [];
  try {
    names = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names
    .filter((f) => f.endsWith('.html') && f !== 'index.html' && !f.split(path.sep).some((p) => p.startsWith('.')))
    .sort();
}
