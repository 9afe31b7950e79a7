// Parts the venues pages share: the share bar (a WeChat share card, or "复制链接" outside WeChat), a page's head
// with its share bar, and a countdown on the server's clock.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { t } from '../../locales';
import { useAppDispatch } from '../../models/hooks';
import type { ShareChannel } from '../../services/api/types';
import { isWeChat } from '../../services/wechat';
import { secondsUntil } from '../shared/activityState';
import { shareLink, useWxShare } from '../shared/share';
import { useCopyToast } from '../shared/useCopyToast';
import { useServerNow } from '../shared/useServerNow';
import venuesShare from './shareModel';
import * as styles from './Venues.module.css';

export interface ShareCardInput {
  title: string;
  desc: string;
  imgUrl: string;
  link: string;
}

/**
 * Sets the page's share card inside WeChat (title, text, image, the link with allowed parameters only) and offers a
 * share button: inside WeChat it says how to share from the menu, outside it copies the link. Both are recorded
 * (shareRecord/insert, the family's share model: each page using the bar registers it).
 */
export function ShareBar({ actId, card }: { actId: string; card: ShareCardInput | undefined }) {
  const dispatch = useAppDispatch();
  const [hint, setHint] = useState(false);
  const copyLink = useCopyToast('venues.share.copied', 'venues.share.copyFailed');
  const inWeChat = isWeChat();
  useWxShare(card);
  if (!card) return null;
  const onShared = (channel: ShareChannel, link: string) =>
    void dispatch(venuesShare.actions.record({ actId, channel, link }));
  const share = () => {
    if (inWeChat) {
      setHint(true);
      onShared('friend', card.link);
      return;
    }
    void copyLink(card.link).then((ok) => ok && onShared('copyLink', card.link));
  };
  return (
    <>
      <Button variant="ghost" size="sm" onClick={share} data-share-link={card.link}>
        {t(inWeChat ? 'venues.share.button' : 'venues.share.copy')}
      </Button>
      <Dialog
        open={hint}
        title={t('venues.share.button')}
        onCancel={() => setHint(false)}
        backdropCloses
        actions={<Button onClick={() => setHint(false)}>{t('venues.share.done')}</Button>}
      >
        <p className={styles.muted}>{t('venues.share.wechatHint')}</p>
      </Dialog>
    </>
  );
}

/**
 * A venue page's head: its title and line, what the page adds under them (its window, its countdown), and the share
 * bar with the page's own card (its title and line, the link to `path`); `shared` false: no sharing (closed, ended).
 */
export function VenueHero({
  actId,
  path,
  title,
  tagline,
  shared = true,
  children,
}: {
  actId: string;
  path: string;
  title: string;
  tagline: string;
  shared?: boolean;
  children?: ReactNode;
}) {
  const card = shared ? { title, desc: tagline, imgUrl: '', link: shareLink(path, actId) } : undefined;
  return (
    <header className={styles.hero}>
      <h1 className={styles.heroTitle}>{title}</h1>
      <p className={styles.heroLine}>{tagline}</p>
      {children}
      <div className={styles.heroActions}>
        <ShareBar actId={actId} card={card} />
      </div>
    </header>
  );
}

/** "3天 04:05:06" / "04:05:06". */
export function clock(seconds: number): string {
  const d = Math.floor(seconds / 86400);
  const hms = [Math.floor((seconds % 86400) / 3600), Math.floor((seconds % 3600) / 60), seconds % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
  return d > 0 ? t('venues.countdown.days', { days: d, hms }) : hms;
}

/** Seconds left to `at` on the server clock; calls `onZero` once when it runs out (to read the state again). */
export function useCountdown(at: string | undefined, offsetMs: number, onZero: () => void): number {
  const now = useServerNow(offsetMs);
  const left = at ? secondsUntil(at, now) : 0;
  const fired = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (at && left === 0 && fired.current !== at) {
      fired.current = at;
      onZero();
    }
  }, [at, left, onZero]);
  return left;
}
