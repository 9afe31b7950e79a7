import { createRoot } from 'react-dom/client';
import { createBrowserHistory } from 'history';
import { detectLang, loadLang } from './locales';
import { createSms2App, resumeLogin, Root, startWeChat } from './app';
import './styles/tokens.css';
import './styles/global.css';

async function main() {
  await loadLang(detectLang());
  const app = createSms2App(createBrowserHistory());
  app.start();
  resumeLogin(app);
  startWeChat(app);
  createRoot(document.getElementById('root')!).render(<Root app={app} />);
}

void main();
