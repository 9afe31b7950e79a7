// What the sale family's pages share: a countdown's words, the time left to pay a win, and the share button with its sheet
// (PAGES.md §3.3: inside WeChat the page's card is set and the customer shares from the menu; outside, the link is
// shown with "复制链接").
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { ShareDialog } from '../../components/ShareDialog';
import { t } from '../../locales';
import type { ShareCard } from '../../models/wx';
import { isWeChat } from '../../services/wechat';
import { serverUrl } from '../../utils/serverUrl';
import { shareLink, useWxShare } from '../shared/share';
import { useCopyToast } from '../shared/useCopyToast';
import { clock } from './seckill';
import * as styles from './Sale.module.css';

/** A countdown's words: "2天 03:04:05" past a day, else "03:04:05". */
export function countdownText(seconds: number): string {
  const days = Math.floor(Math.max(0, seconds) / 86400);
  return days > 0 ? t('sale.clock.days', { days, time: clock(seconds - days * 86400) }) : clock(seconds);
}

/**
 * The time left to pay an order won (`within`: the words around it; `tone`: the class of the line) and, under it,
 * the refusal of its payment.
 */
export function PayWindow({
  left,
  within,
  tone,
  error,
}: {
  left?: number;
  within: 'sale.seckill.payWithin' | 'sale.orders.payWithin';
  tone: string;
  error?: string;
}) {
  return (
    <>
      {left !== undefined && (
        <p className={tone} role="timer">
          {left > 0 ? t(within, { time: clock(left) }) : t('sale.orders.expired')}
        </p>
      )}
      {error && (
        <p className={styles.refusal} role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** A sale page's head: its title and its line, then what the page adds (a countdown). */
export function Hero({ title, desc, children }: { title: string; desc: string; children?: ReactNode }) {
  return (
    <header className={styles.hero}>
      <h1>{title}</h1>
      <p>{desc}</p>
      {children}
    </header>
  );
}

/** The card an activity page shares: its title and text, a checked picture, and a link with allowed params only. */
export function shareCard(input: {
  path: string;
  actId: string;
  title: string;
  desc: string;
  img?: string;
}): ShareCard {
  return {
    title: input.title,
    desc: input.desc,
    imgUrl: (input.img && serverUrl(input.img, 'link')) || '',
    link: shareLink(input.path, input.actId),
  };
}

/**
 * The share button and its sheet. The card is handed to WeChat as soon as it is known; a tap inside WeChat
 * points at the menu (and counts a share), outside it shows the link to copy (a copy counts a share).
 */
export function ShareButton({
  card,
  onShared,
}: {
  card: ShareCard | undefined;
  onShared: (channel: 'friend' | 'copyLink', link: string) => void;
}) {
  const copyLink = useCopyToast('sale.share.copied', 'sale.share.copyFailed');
  const [open, setOpen] = useState(false);
  const inWeChat = isWeChat();
  useWxShare(card);
  if (!card) return null;
  const close = () => setOpen(false);
  const copy = (box: HTMLElement | undefined) => {
    void copyLink(card.link, box).then((ok) => ok && onShared('copyLink', card.link));
  };
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => {
          setOpen(true);
          if (inWeChat) onShared('friend', card.link);
        }}
      >
        {t(inWeChat ? 'sale.share.button' : 'sale.share.copyLink')}
      </Button>
      <ShareDialog
        open={open}
        link={card.link}
        inWeChat={inWeChat}
        title={t('sale.share.title')}
        hint={t(inWeChat ? 'sale.share.wechatHint' : 'sale.share.hint')}
        doneLabel={t('sale.share.done')}
        copyLabel={t('sale.share.copy')}
        onClose={close}
        onCopy={copy}
      >
        <dl className={styles.rows}>
          <dt>{t('sale.share.cardTitle')}</dt>
          <dd>{card.title}</dd>
          <dt>{t('sale.share.cardDesc')}</dt>
          <dd>{card.desc}</dd>
        </dl>
      </ShareDialog>
    </>
  );
}

/** The rules of a sale page: its title and its lines (`children`: what follows them in the section). */
export function Rules({ title, lines, children }: { title: string; lines: string[]; children?: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={styles.rules}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {children}
    </section>
  );
}

/** The foot bar of a sale page: a link onward (when given) and the share button, whose shares `onShared` counts. */
export function ShareBar({
  to,
  card,
  onShared,
}: {
  to?: { path: string; label: string };
  card: ShareCard | undefined;
  onShared: (channel: 'friend' | 'copyLink', link: string) => void;
}) {
  return (
    <div className={styles.bar}>
      {to && (
        <Link className={styles.link} to={to.path}>
          {to.label}
        </Link>
      )}
      <ShareButton card={card} onShared={onShared} />
    </div>
  );
}
