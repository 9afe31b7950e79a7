import { useEffect, useState } from 'react';
import { t, type Lang } from '../../locales';
import { useLang } from '../../locales/useLang';
import { PageWait } from '../../components/PageWait';
import { loadDocs, DOC_KEYS } from './docs';
import type { AgreementDoc, DocKey } from './docs/types';
import * as styles from './Agreement.module.css';

export { messages } from './messages';

type State = { status: 'loading' } | { status: 'ready'; doc: AgreementDoc } | { status: 'error'; message: string };

/** `/agreement/a1`..`a3`: an agreement in the reader's language, as text (never HTML). */
export default function Agreement({ doc }: { doc?: string }) {
  const lang = useLang();
  const key = (DOC_KEYS as readonly string[]).includes(doc ?? '') ? (doc as DocKey) : 'a1';
  const [attempt, setAttempt] = useState(0);
  // A new language, document or retry is a new load, from its loading state.
  return (
    <Document key={`${lang}-${key}-${attempt}`} lang={lang} docKey={key} onRetry={() => setAttempt((n) => n + 1)} />
  );
}

function Document({ lang, docKey: key, onRetry }: { lang: Lang; docKey: DocKey; onRetry: () => void }) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    loadDocs(lang).then(
      (docs) => {
        if (live) setState({ status: 'ready', doc: docs[key] });
      },
      () => {
        if (live) setState({ status: 'error', message: t('shell.chunkError.desc') });
      },
    );
    return () => {
      live = false;
    };
  }, [lang, key]);

  if (state.status !== 'ready') return <PageWait load={state} onRetry={onRetry} page={styles.page} rows={8} />;
  const { title, updated, intro, sections } = state.doc;
  return (
    <main className={styles.page}>
      <article className={styles.doc}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.updated}>{t('agreement.updated', { date: updated })}</p>
        <p className={styles.paragraph}>{intro}</p>
        {sections.map((s) => (
          <section key={s.heading}>
            <h2 className={styles.heading}>{s.heading}</h2>
            {s.paragraphs.map((p, i) => (
              <p key={i} className={styles.paragraph}>
                {p}
              </p>
            ))}
          </section>
        ))}
      </article>
    </main>
  );
}
