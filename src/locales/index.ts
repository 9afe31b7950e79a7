// The two catalogues. zh-CN is the default and ships in the entry, so the first screen needs no second round
// trip; en-US is complete and a lazy chunk, loaded at boot when it is the language in use. Keys are typed from
// zh-CN: a missing key in en-US is a compile error.
import zhCN from './zh-CN';
import type zhTitles from './zh-CN/titles';
import type { PageMessageKey } from './pages';

export type Messages = typeof zhCN;
/** A route title's key (src/locales/<lang>/titles.ts): a chunk of its own, see `loadTitles`. */
export type TitleKey = keyof typeof zhTitles;
/** A key of the shell's catalogue, of the route titles, or of a page family's part (its chunk brings it, see `addMessages`). */
export type MessageKey = keyof Messages | TitleKey | PageMessageKey;
export type Lang = 'zh-CN' | 'en-US';
export type Params = Record<string, string | number>;
/** A page family's messages in both languages, registered when its chunk loads. */
export type PageMessages = Record<Lang, Partial<Record<MessageKey, string>>>;

export const LANGS: readonly Lang[] = ['zh-CN', 'en-US'];
export const LANG_STORAGE_KEY = 'sms2_lang';

let lang: Lang = 'zh-CN';
/** The language chosen (from the address, the stored choice or a switch), which `lang` follows once its catalogue is in. */
let chosen: Lang = 'zh-CN';
let base: Partial<Record<string, string>> = zhCN;
let messages: Partial<Record<string, string>> = { ...zhCN };
const extras: Record<Lang, Partial<Record<string, string>>> = { 'zh-CN': {}, 'en-US': {} };
const listeners = new Set<() => void>();

/** `?lang=en` (or en-US, zh, zh-CN) wins and is remembered; else the remembered choice; else zh-CN. */
export function detectLang(search: string = window.location.search): Lang {
  const asked = new URLSearchParams(search).get('lang');
  const fromQuery = asked ? normalise(asked) : undefined;
  if (fromQuery) {
    try {
      window.localStorage.setItem(LANG_STORAGE_KEY, fromQuery);
    } catch {
      /* storage may be off */
    }
    chosen = fromQuery;
    return fromQuery;
  }
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    /* storage may be off */
  }
  chosen = (stored && normalise(stored)) || 'zh-CN';
  return chosen;
}

function normalise(value: string): Lang | undefined {
  const v = value.toLowerCase();
  if (v === 'en' || v === 'en-us') return 'en-US';
  if (v === 'zh' || v === 'zh-cn') return 'zh-CN';
  return undefined;
}

/**
 * What the shell says before the catalogue of the language in use is there (the boot screen: while en-US loads,
 * or when it failed). zh-CN's are its catalogue's; en-US's live here, in the entry, so a failed catalogue chunk
 * still explains itself in English. index.html's splash says the same "加载中..." / "Loading...".
 */
export const BOOT_TEXT: Record<
  Lang,
  Record<'common.loading' | 'common.retry' | 'shell.chunkError.title' | 'shell.chunkError.desc', string>
> = {
  'zh-CN': zhCN,
  'en-US': {
    'common.loading': 'Loading...',
    'common.retry': 'Retry',
    'shell.chunkError.title': 'The page failed to load',
    'shell.chunkError.desc': 'The network is unstable or the app was updated. Tap retry.',
  },
};

// The en-US chunk while it loads or once loaded; forgotten when it fails, so the next call asks again.
let enUS: Promise<{ default: Record<keyof Messages, string> }> | undefined;

/** True when `next` is the current language with its catalogue in place. */
export const isLoaded = (next: Lang): boolean => lang === next;

/** Makes a catalogue current: zh-CN at once (it is in the entry), en-US once its chunk has loaded. */
export function loadLang(next: Lang): Promise<void> {
  if (next === 'zh-CN') {
    setMessages(next, zhCN);
    return Promise.resolve();
  }
  enUS ??= import(/* webpackChunkName: "i18n-en-US" */ './en-US').catch((e: unknown) => {
    enUS = undefined;
    throw e;
  });
  return enUS.then((mod) => setMessages(next, mod.default));
}

// The route titles of each language: a chunk beside the page's, not in the entry (the first paint needs none of
// them: index.html's <title> is the operator's name until they come). Forgotten when it fails, so a retry asks again.
const titles: Partial<Record<Lang, Promise<void>>> = {};

/** Loads the route titles of a language (the one in use by default) into its messages; the page loader waits for them. */
export function loadTitles(which: Lang = lang): Promise<void> {
  titles[which] ??= (
    which === 'en-US'
      ? import(/* webpackChunkName: "i18n-titles-en-US" */ './en-US/titles')
      : import(/* webpackChunkName: "i18n-titles-zh-CN" */ './zh-CN/titles')
  ).then(
    (mod) => addMessages({ 'zh-CN': {}, 'en-US': {}, [which]: mod.default }),
    (e: unknown) => {
      delete titles[which];
      throw e;
    },
  );
  return titles[which];
}

/** True when the key has a text in the language in use (a title whose chunk has not come yet has none). */
export const hasText = (key: MessageKey): boolean => messages[key] !== undefined;

export function setMessages(next: Lang, catalogue: Record<keyof Messages, string>): void {
  lang = next;
  chosen = next;
  base = catalogue;
  messages = { ...catalogue, ...extras[next] };
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  listeners.forEach((fn) => fn());
}

/**
 * Adds a page family's messages (both languages, so a later switch needs no download). Page chunks carry their
 * own copy, which keeps the entry's catalogue to the shell: common words, requests and the UI kit.
 */
export function addMessages(parts: PageMessages): void {
  if (LANGS.every((l) => Object.keys(parts[l]).every((k) => k in extras[l]))) return;
  LANGS.forEach((l) => Object.assign(extras[l], parts[l]));
  messages = { ...base, ...extras[lang] };
  listeners.forEach((fn) => fn());
}

export function getLang(): Lang {
  return lang;
}

/**
 * The language the server should answer in: the one chosen, even while its catalogue is still loading (the first
 * data of an English page starts beside the en-US chunk, and must not come back in Chinese).
 */
export function requestLang(): Lang {
  return chosen;
}

/** Switches language: remembered, loaded, then every subscriber re-renders. */
export async function switchLang(next: Lang): Promise<void> {
  chosen = next;
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, next);
  } catch {
    /* storage may be off */
  }
  await Promise.all([loadLang(next), loadTitles(next)]);
}

// Moves on every change of the messages (a language switch, a catalogue, a family's part or the titles arriving),
// so a component re-renders even when the language itself stayed the same. Registered first, before any subscriber.
let version = 0;
listeners.add(() => {
  version += 1;
});
/** A number that changes whenever the messages do: the snapshot `useLang` re-renders on. */
export const messagesVersion = (): number => version;

export function subscribeLang(fn: () => void): () => void {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
}

/** Translates a key; `{name}` placeholders take values from params. An unknown key shows itself, never blank. */
export function t(key: MessageKey, params?: Params): string {
  const text = messages[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
