// Size budgets, in bytes of gzip (level 9). The build fails when one is passed; `npm run bench` prints them.
// The bare mandated stack (react 19, react-dom, redux, react-redux, redux-saga, reselect, react-router 7,
// history 5, axios) measures 111.4 KB gzip before any app code, so the shell has about 13 KB.
export const budgets = {
  /** All JS and CSS loaded before the first page chunk: the entry and the default language's catalogue. */
  /** +2,304 B (9 × 256) for the shell's response schemas and valibot's parser (measured +2,213 B). */
  entryGzip: 125 * 1024 + 2304,
  /** Chunks loaded before the first page chunk, counted in the entry. */
  entryChunks: ['i18n-zh-CN'],
  /** Each lazily loaded chunk (a page, a page family, a catalogue). */
  chunkGzip: 30 * 1024,
};
