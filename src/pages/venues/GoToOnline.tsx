import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Skeleton } from '../../components/Skeleton';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch } from '../../models/hooks';
import ui from '../../models/ui';
import * as configApi from '../../services/api/config';
import { isWeChat, leaveFor } from '../../services/wechat';
import { serverUrl } from '../../utils/serverUrl';
import { messageOf } from '../shared/load';
import { ResultPage } from '../shared/ResultPage';
import { useWxShare } from '../shared/share';
import * as styles from './Venues.module.css';

export { messages } from './messages';

type Hall = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; url?: string };

/**
 * `/online/goToOnline` (ResultPage, handoff): the online hall's address comes from the configuration
 * (config/list?page=online/goToOnline) and is checked before it is followed. Inside WeChat it cannot open there:
 * the "copy this address into a browser" dialog; outside WeChat it opens directly.
 */
export default function GoToOnline() {
  useLang();
  const dispatch = useAppDispatch();
  const [hall, setHall] = useState<Hall>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useWxShare(undefined);
  useEffect(() => {
    let live = true;
    configApi.list({ page: 'online/goToOnline' }).then(
      (items) => {
        const raw = items.find((i) => i.link)?.link;
        if (live) setHall({ status: 'ready', url: raw ? serverUrl(raw, 'link') : undefined });
      },
      (e: unknown) => {
        if (live) setHall({ status: 'error', message: messageOf(e) });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const open = (url: string) => {
    if (isWeChat()) dispatch(ui.actions.openCopyLink(url));
    else leaveFor(url);
  };

  let body;
  if (hall.status === 'loading') body = <Skeleton rows={1} title={false} />;
  else if (hall.status === 'error')
    body = (
      <ErrorBlock
        message={hall.message}
        onRetry={() => {
          setHall({ status: 'loading' });
          setAttempt((n) => n + 1);
        }}
      />
    );
  else if (!hall.url) body = <p className={styles.muted}>{t('venues.goto.unavailable')}</p>;
  else {
    const url = hall.url;
    body = (
      <Button block onClick={() => open(url)}>
        {t(isWeChat() ? 'venues.goto.copy' : 'venues.goto.open')}
      </Button>
    );
  }

  return (
    <ResultPage
      kind="notice"
      title={t('venues.goto.title')}
      description={t(isWeChat() ? 'venues.goto.inWeChat' : 'venues.goto.outside')}
    >
      {body}
      <p className={styles.actions}>
        <Link to="/online/guide">{t('venues.goto.guide')}</Link>
      </p>
    </ResultPage>
  );
}
