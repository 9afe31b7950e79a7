import { useEffect } from 'react';
import { Link } from 'react-router';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, useAppSelector, usePageSelector, useSession } from '../../models/hooks';
import { selectSession } from '../../models/session';
import { maskPhone, yuan } from '../../utils/format';
import { safeLink } from '../../utils/safeLink';
import recharge from './recharge';
import { AccountPrompt } from '../shared/AccountPrompt';
import { Tiles, type Tile } from '../shared/Tiles';
import * as styles from './Recharge.module.css';

export { messages } from './messages';

export const models = [recharge];

const TILES: Tile[] = [
  { to: '/newRecharge/index2', label: 'recharge.tile.topup', icon: 'topup', tone: 'red' },
  { to: '/newRecharge/tooth', label: 'recharge.tile.promo', icon: 'gift', tone: 'orange' },
  { to: '/newRecharge/history', label: 'recharge.tile.history', icon: 'history', tone: 'blue' },
  { to: '/newRecharge/prompt', label: 'recharge.tile.prompt', icon: 'info', tone: 'green' },
];

/** The balance of the bound number; logged out or unbound, the way to see it. Fails on its own, with a retry. */
function BalanceCard() {
  const dispatch = useAppDispatch();
  const { user } = useAppSelector(selectSession);
  const { balance } = usePageSelector(recharge.select);
  const phone = user?.userPhone;

  if (!phone) {
    return (
      <AccountPrompt
        back="/newRecharge"
        words={{
          loggedOut: 'recharge.hub.loggedOut',
          unbound: 'recharge.hub.unbound',
          login: 'recharge.hub.login',
          bind: 'recharge.hub.bind',
        }}
        classes={{ box: styles.balance, greeting: styles.greeting, action: styles.pill }}
      />
    );
  }
  return (
    <div className={styles.balance} aria-busy={balance.status === 'loading' || undefined}>
      <div className={styles.balanceHead}>
        <span>{t('recharge.hub.balance')}</span>
        <span>{maskPhone(phone)}</span>
      </div>
      <div className={styles.balanceRow}>
        <div>
          <p className={styles.balanceFigure}>{balance.status === 'ready' ? yuan(balance.data.balanceFen) : '--'}</p>
          {balance.status === 'ready' && (
            <p className={styles.balanceMeta}>
              {t('recharge.hub.queriedAt', { time: balance.data.queryTime.slice(11, 16) })}
            </p>
          )}
          {balance.status === 'error' && (
            <p className={styles.balanceMeta}>
              {t('recharge.hub.failed')}
              <button
                type="button"
                className={styles.linkOnDark}
                onClick={() => {
                  void dispatch(recharge.actions.loadBalance());
                }}
              >
                {t('recharge.hub.retry')}
              </button>
            </p>
          )}
        </div>
        <Link className={styles.pill} to="/newRecharge/index2">
          {t('recharge.hub.topup')}
        </Link>
      </div>
    </div>
  );
}

function Banners() {
  const { banners } = usePageSelector(recharge.select);
  if (banners.status === 'error') return null; // banners are a bonus; the tiles still work
  if (banners.status !== 'ready') return <div className={styles.bannerSkeleton} aria-hidden="true" />;
  if (!banners.data.length) return null;
  return (
    <ul className={styles.banners} aria-label={t('recharge.hub.banners')}>
      {banners.data.map((b) => {
        const link = safeLink(b.link);
        return (
          <li key={b.id} className={styles.banner}>
            {link?.internal ? (
              <Link to={link.href}>{b.title}</Link>
            ) : link ? (
              <a href={link.href} rel="noopener">
                {b.title}
              </a>
            ) : (
              <span>{b.title}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** `/newRecharge` (PAGES.md §2.7, Hub): the balance, the four top-up tiles, the maintenance notice and banners. */
export default function Hub() {
  useLang();
  const dispatch = useAppDispatch();
  const { user } = useSession();
  const bound = !!user?.userPhone;

  useEffect(() => {
    void dispatch(recharge.actions.loadBanners());
  }, [dispatch]);
  useEffect(() => {
    if (bound) void dispatch(recharge.actions.loadBalance());
  }, [dispatch, bound]);

  return (
    <main className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>{t('title.newRecharge')}</h1>
        <BalanceCard />
      </header>
      <Tiles tiles={TILES} label={t('recharge.hub.services')} className={styles.tiles} />
      <p className={styles.note} role="note">
        <span className={styles.noteTag}>{t('recharge.hub.noticeTag')}</span>
        {t('recharge.hub.notice')}
      </p>
      <Banners />
    </main>
  );
}
