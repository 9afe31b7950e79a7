import { useEffect, useState, type ReactNode } from 'react';
import { BOOT_TEXT, isLoaded, loadLang, type Lang } from '../locales';
import { Loading } from '../components/Loading';
import { Result } from '../components/Result';
import { isChunkLoadError, isNewDeploy, reloadOnce } from './chunkRecovery';
import { dropShell } from './shell';

type Props = {
  /** The language in use (`detectLang()`). */
  lang: Lang;
  children: ReactNode;
  /** Makes the language's catalogue current (tests pass their own). */
  load?: (lang: Lang) => Promise<void>;
};
type State = 'loading' | 'ready' | 'error';

/**
 * Holds the app until the catalogue of the language in use is there: zh-CN is in the entry, so at once; en-US
 * loads side by side with the page chunk (index.tsx starts both). Meanwhile it says "Loading...", as index.html's
 * splash did. A catalogue that fails shows the retry in that language, from the entry's own strings (`BOOT_TEXT`);
 * the retry loads the catalogue alone, then the page shows (its chunk is LazyPage's: loaded, or asked again).
 * A catalogue missing after a new deploy reloads the page once, as a page chunk does.
 */
export function Boot({ lang, children, load = loadLang }: Props) {
  const [state, setState] = useState<State>(() => (isLoaded(lang) ? 'ready' : 'loading'));

  useEffect(() => {
    if (state !== 'loading') return undefined;
    let live = true;
    load(lang).then(
      () => {
        if (live) setState('ready');
      },
      async (error: unknown) => {
        if (isChunkLoadError(error) && (await isNewDeploy()) && reloadOnce()) return;
        console.error('[sms2] language failed to load', error);
        dropShell(); // the retry is not hidden behind index.html's account card
        if (live) setState('error');
      },
    );
    return () => {
      live = false;
    };
  }, [lang, load, state]);

  if (state === 'ready') return <>{children}</>;
  const text = BOOT_TEXT[lang];
  if (state === 'loading') return <Loading text={text['common.loading']} />;
  return (
    <Result
      kind="fail"
      title={text['shell.chunkError.title']}
      description={text['shell.chunkError.desc']}
      actions={[{ text: text['common.retry'], onClick: () => setState('loading') }]}
    />
  );
}
