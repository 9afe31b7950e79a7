// `/mobileBusiness/viewFile` (PAGES.md template 3, DocumentView with source=papers): my 电子协议, 业务受理单 and
// 电子发票 (all of the number's, or one order's with `?orderId=`), each to preview or download. A paper's address
// comes from the server and is checked (utils/serverUrl) before it is offered; inside WeChat on Android, where a
// download cannot work, the copy-into-a-browser dialog opens instead (§3.4). Personal data: no sharing (§3.3).
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import ui from '../../models/ui';
import type { Paper, PaperType } from '../../services/api/types';
import { isWeChat } from '../../services/wechat';
import { userAgent } from '../../utils/browser';
import { serverUrl } from '../../utils/serverUrl';
import { RecordHead } from '../shared/RecordHead';
import { useWxShare } from '../shared/share';
import businessDocs from './docsModel';
import { when } from './recordText';
import { Section } from './Section';
import * as base from './Business.module.css';
import * as styles from './Records.module.css';

export { recordsMessages as messages } from './recordsMessages';

export const models = [businessDocs];

const TYPES: readonly PaperType[] = ['agreement', 'acceptance', 'invoice'];

/** Inside WeChat on Android a file cannot be downloaded: its address goes to the copy dialog. */
export const needsBrowser = (ua: string): boolean => isWeChat(ua) && /Android/i.test(ua);

const sizeText = (bytes: number) => (bytes > 0 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : '');

function PaperRow({ paper }: { paper: Paper }) {
  const dispatch = useAppDispatch();
  const url = serverUrl(paper.url, 'link');
  const copy = () => {
    if (url) dispatch(ui.actions.openCopyLink(url));
  };
  const viaBrowser = needsBrowser(userAgent());
  return (
    <li className={styles.item} data-paper={paper.paperId}>
      <RecordHead title={paper.name}>
        <span className={styles.state}>{t(`business.paper.${paper.type}`)}</span>
      </RecordHead>
      <p className={styles.meta}>
        {when(paper.createdAt)}
        {paper.size ? ` · ${sizeText(paper.size)}` : ''}
      </p>
      {!url ? (
        <p className={styles.hint}>{t('business.paper.badUrl')}</p>
      ) : viaBrowser ? (
        <div className={styles.actions}>
          <Button size="sm" variant="ghost" onClick={copy}>
            {t('business.paper.preview')}
          </Button>
          <Button size="sm" onClick={copy}>
            {t('business.paper.download')}
          </Button>
        </div>
      ) : (
        <div className={styles.actions}>
          <a className={base.retry} href={url} target="_blank" rel="noopener noreferrer">
            {t('business.paper.preview')}
          </a>
          <a className={base.retry} href={url} download>
            {t('business.paper.download')}
          </a>
        </div>
      )}
    </li>
  );
}

export default function ViewFile() {
  useLang();
  useWxShare(null);
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const dispatch = useAppDispatch();
  const { papers } = usePageSelector(businessDocs.select);
  const load = () => void dispatch(businessDocs.actions.loadPapers({ orderId }));

  useEffect(() => {
    void dispatch(businessDocs.actions.loadPapers({ orderId }));
  }, [dispatch, orderId]);

  return (
    <main className={base.page} aria-busy={papers.status === 'loading' || undefined}>
      <h1 className={base.title}>{t('title.mobileBusiness.viewFile')}</h1>
      {orderId && <p className={base.muted}>{t('business.rec.orderNo', { no: orderId })}</p>}
      <Section
        load={papers}
        onRetry={load}
        rows={4}
        empty={(list) => (list.length ? undefined : t('business.paper.none'))}
      >
        {(list) => (
          <>
            {TYPES.filter((type) => list.some((p) => p.type === type)).map((type) => (
              <div key={type}>
                <h2 className={styles.group}>{t(`business.paper.group.${type}`)}</h2>
                <ul className={styles.rows}>
                  {list
                    .filter((p) => p.type === type)
                    .map((p) => (
                      <PaperRow key={p.paperId} paper={p} />
                    ))}
                </ul>
              </div>
            ))}
          </>
        )}
      </Section>
      {orderId && (
        <p className={base.links}>
          <Link to="/mobileBusiness/viewFile">{t('business.paper.all')}</Link>
        </p>
      )}
    </main>
  );
}
