import { createRoot } from 'react-dom/client';
import { createBrowserHistory } from 'history';
import { BASENAME } from '../config/app';
import { detectLang, loadLang, loadTitles } from './locales';
import { createSms2App, resumeLogin, Root, startWeChat } from './app';
import { Boot } from './layouts/Boot';
import { pageFor } from './layouts/AppRoutes';
import './styles/tokens.css';
import './styles/global.css';

// The catalogue of the language in use (zh-CN is in the entry; en-US a chunk), its route titles and the chunk of the
// page at this address start at once, side by side; React renders at once and takes over from index.html's splash. A failure
// of either is caught where it is shown (Boot, LazyPage), with a retry.
const lang = detectLang();
/** A head start: a failure is shown, with its retry, where the chunk is used; here it is only noted. */
const preload = (p: Promise<unknown> | undefined) =>
  void p?.catch((e: unknown) => console.warn('[sms2] preload failed', e));
preload(loadLang(lang));
preload(loadTitles(lang));
preload(pageFor(window.location.pathname, BASENAME)?.());

const app = createSms2App(createBrowserHistory());
app.start();
resumeLogin(app);
startWeChat(app);
createRoot(document.getElementById('root')!).render(
  <Boot lang={lang}>
    <Root app={app} />
  </Boot>,
);
