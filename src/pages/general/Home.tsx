import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { getLang, switchLang, t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { dataSize, maskPhone, yuan } from '../../utils/format';
import { Skeleton } from '../../components/Skeleton';
import { Button } from '../../components/Button';
import { ErrorBlock } from '../../components/ErrorBlock';
import { useAppDispatch, useAppSelector, useLogin, useLogout, usePageSelector, useSession } from '../../models/hooks';
import session, { selectSession } from '../../models/session';
import home, { CARDS_BOUND, CARDS_GUEST, type HomeState } from './homeModel';
import { safeLink } from '../../utils/safeLink';
import { AccountPrompt } from '../shared/AccountPrompt';
import { Tiles, type Tile } from '../shared/Tiles';
import { notEnded } from '../shared/activityWindow';
import { hasPage } from '../shared/routeReady';
import { useServerNow } from '../shared/useServerNow';
import { useShell } from '../../layouts/useShell';
import * as styles from './Home.module.css';

export { messages } from './messages';

export const models = [home];

/** Entries to every product group of the spec. */
const TILES: Tile[] = [
  { to: '/newRecharge', label: 'home.tile.recharge', icon: 'topup', tone: 'red' },
  { to: '/flowDetail', label: 'home.tile.data', icon: 'data', tone: 'blue' },
  { to: '/orderPage/broadbandProcessing', label: 'home.tile.broadband', icon: 'broadband', tone: 'green' },
  { to: '/marketCard', label: 'home.tile.cards', icon: 'cards', tone: 'orange' },
  { to: '/modifyPackage', label: 'home.tile.plan', icon: 'plan', tone: 'purple' },
  { to: '/mobileBusiness/billQuery', label: 'home.tile.bill', icon: 'bill', tone: 'blue' },
  { to: '/complain', label: 'home.tile.complain', icon: 'complain', tone: 'green' },
  { to: '/friday', label: 'home.tile.memberDay', icon: 'member', tone: 'red' },
  { to: '/cfsf', label: 'home.tile.deposit', icon: 'gift', tone: 'orange' },
  { to: '/mobileBusiness', label: 'home.tile.more', icon: 'more', tone: 'purple' },
];

/** The general data left (the plan's and the packs', 5G packs' too): app-only (定向) data is not counted. */
function dataLeft(allowance: HomeState['allowance']): string | undefined {
  if (allowance.status !== 'ready') return undefined;
  const data = allowance.data.buckets.filter((b) => b.unit === 'KB' && b.type !== 'targeted');
  if (!data.length) return undefined;
  return dataSize(data.reduce((n, b) => n + Math.max(0, b.total - b.used), 0));
}

function AccountCard() {
  const dispatch = useAppDispatch();
  const logout = useLogout();
  const { status, user, error } = useAppSelector(selectSession);
  const { balance, allowance } = usePageSelector(home.select);
  const phone = user?.userPhone;

  if (status === 'error')
    return (
      <div className={styles.account}>
        <ErrorBlock
          message={error}
          onRetry={() => {
            void dispatch(session.actions.load());
          }}
        />
      </div>
    );
  if (!phone) {
    return (
      <AccountPrompt
        back="/"
        words={{
          loggedOut: 'home.account.loggedOut',
          unbound: 'home.account.unbound',
          login: 'home.account.login',
          bind: 'home.account.bind',
        }}
        classes={{ box: styles.account, greeting: styles.greeting, action: styles.login }}
      />
    );
  }
  const failed = balance.status === 'error' || allowance.status === 'error';
  return (
    <div className={styles.account}>
      <p className={styles.phone}>{maskPhone(phone)}</p>
      <button type="button" className={styles.logout} onClick={logout}>
        {t('common.logout')}
      </button>
      <dl className={styles.figures}>
        <div>
          <dt>{t('home.account.balance')}</dt>
          <dd>{balance.status === 'ready' ? yuan(balance.data.balanceFen) : '--'}</dd>
        </div>
        <div>
          <dt>{t('home.account.dataLeft')}</dt>
          <dd>{dataLeft(allowance) ?? '--'}</dd>
        </div>
      </dl>
      {failed && (
        <button
          type="button"
          className={styles.retry}
          onClick={() => {
            if (balance.status === 'error') void dispatch(home.actions.retry('balance'));
            if (allowance.status === 'error') void dispatch(home.actions.retry('allowance'));
          }}
        >
          {t('home.card.retry')}
        </button>
      )}
    </div>
  );
}

function Banners() {
  const { config, offsetMs } = usePageSelector(home.select);
  // A banner or notice of an activity that has ended by the server's clock is not promoted, though the answer (a
  // backend that keeps ended items, a cached one) or the phone's clock says otherwise.
  const now = useServerNow(offsetMs, false);
  if (config.status === 'error') return null; // banners are a bonus; the tiles still work
  // The skeleton holds the notice's line and the banners' height, so nothing below moves when they come (CLS).
  if (config.status !== 'ready')
    return (
      <>
        <p className={`${styles.notice} ${styles.noticeSkeleton}`} aria-hidden="true">
          <span className={styles.noticeTag}>{t('home.notice')}</span>
          {t('home.notice')}
        </p>
        <div className={styles.bannerSkeleton} aria-hidden="true" />
      </>
    );
  const running = notEnded(config.data, now);
  // A banner is a way in: one without a link it can follow is not promoted.
  const banners = running.filter((c) => c.kind === 'banner' && safeLink(c.link) !== undefined);
  const notices = running.filter((c) => c.kind === 'notice');
  return (
    <>
      {notices.length > 0 && (
        <p className={styles.notice} role="note">
          <span className={styles.noticeTag}>{t('home.notice')}</span>
          {notices[0].title}
        </p>
      )}
      {banners.length > 0 && (
        <ul className={styles.banners} aria-label={t('home.banners')}>
          {banners.map((b) => {
            const link = safeLink(b.link);
            const body = <span className={styles.bannerTitle}>{b.title}</span>;
            return (
              <li key={b.id} className={styles.banner}>
                {link?.internal && hasPage(link.href) ? (
                  <Link to={link.href}>{body}</Link>
                ) : link?.internal ? (
                  // A banner for a page not built yet: shown, marked, and not a way into a login for nothing.
                  <span className={styles.bannerSoon}>
                    {body}
                    <span className={styles.bannerSoonTag}>{t('shared.soon')}</span>
                  </span>
                ) : link ? (
                  <a href={link.href} rel="noopener">
                    {body}
                  </a>
                ) : (
                  body
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

function Products() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { products } = usePageSelector(home.select);
  return (
    <section className={styles.section} aria-labelledby="home-products">
      <h2 id="home-products" className={styles.sectionTitle}>
        {t('home.products')}
      </h2>
      {products.status === 'error' ? (
        <button
          type="button"
          className={styles.cardRetry}
          onClick={() => {
            void dispatch(home.actions.retry('products'));
          }}
        >
          {t('home.card.failed')} {t('home.card.retry')}
        </button>
      ) : products.status !== 'ready' ? (
        <Skeleton rows={3} title={false} />
      ) : products.data.length === 0 ? (
        <p className={styles.empty}>{t('home.products.empty')}</p>
      ) : (
        <ul className={styles.products}>
          {products.data.map((p) => {
            const found = safeLink(p.detailPath);
            // A product whose page is not built yet is listed, not followed.
            const link = found?.internal && !hasPage(found.href) ? undefined : found;
            return (
              <li key={p.productId}>
                <button
                  type="button"
                  className={styles.product}
                  disabled={found !== undefined && link === undefined}
                  onClick={() => {
                    void dispatch(home.actions.recordClick({ productId: p.productId }));
                    if (link?.internal) void navigate(link.href);
                  }}
                >
                  <span className={styles.productName}>{p.name}</span>
                  {p.validity && <span className={styles.productMeta}>{p.validity}</span>}
                  {found !== undefined && link === undefined && (
                    <span className={styles.productMeta}>{t('shared.soon')}</span>
                  )}
                  <span className={styles.price}>
                    {yuan(p.priceFen)}
                    {p.origFen !== undefined && p.origFen > p.priceFen && (
                      <s className={styles.orig}>{yuan(p.origFen)}</s>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Home: a mobile portal (PAGES.md §2.1, Hub). */
export default function Home() {
  useLang();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { status, user } = useSession();
  const bound = !!user?.userPhone;
  const { balance } = usePageSelector(home.select);
  // index.html's account card, painted from the first answers, holds the hero's place until the card here has what
  // it will keep showing (src/layouts/useShell.ts).
  const login = useLogin();
  const { covered, adopt } = useShell(
    status === 'anonymous' ||
      status === 'error' ||
      (status === 'identified' && (!bound || balance.status === 'ready' || balance.status === 'error')),
    // The visitor tapped the painted card's login before this page took over: as a tap on its own.
    () => {
      if (status === 'anonymous') login('/');
    },
  );

  useEffect(() => {
    // Who the user is could not be found out: everything that does not need the session still loads.
    if (status === 'identified' || status === 'anonymous' || status === 'error')
      void dispatch(home.actions.load({ bound }));
  }, [dispatch, status, bound]);

  return (
    <main className={styles.home}>
      {covered ? (
        <div ref={adopt} />
      ) : (
        <header className={styles.hero}>
          <h1 className={styles.brand}>{t('home.title')}</h1>
          <AccountCard />
        </header>
      )}
      <Tiles tiles={TILES} label={t('home.services')} className={styles.tiles} />
      <Banners />
      <Products />
      <footer className={styles.footer}>
        <Link to="/agreement">{t('home.footer.agreements')}</Link>
        <Button
          variant="plain"
          size="sm"
          onClick={() => {
            // The server's texts on the cards (banners, notices, product names) come again in the new language.
            void switchLang(getLang() === 'zh-CN' ? 'en-US' : 'zh-CN').then(() => {
              for (const card of bound ? CARDS_BOUND : CARDS_GUEST) void dispatch(home.actions.retry(card));
            });
            // ?lang= would switch back on a reload (and be remembered): the choice made here wins.
            const query = new URLSearchParams(location.search);
            if (query.has('lang')) {
              query.delete('lang');
              const search = query.toString();
              void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
            }
          }}
        >
          {t('home.footer.language')}
        </Button>
      </footer>
    </main>
  );
}
