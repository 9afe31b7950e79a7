import { useCallback, useEffect, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Card } from '../../components/Card';
import { Empty } from '../../components/Empty';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import * as configApi from '../../services/api/config';
import * as handlebusiApi from '../../services/api/handlebusi';
import * as omowebApi from '../../services/api/omoweb';
import type { ProductItem } from '../../services/api/types';
import { dateTime, yuan } from '../../utils/format';
import { activityState, type ActivityState } from '../shared/activityState';
import type { PrerenderContext } from '../shared/chunk';
import { useHydrated } from '../shared/landing';
import { dataOf, orSnapshot } from '../shared/load';
import { hasPage } from '../shared/routeReady';
import { shareLink } from '../shared/share';
import { useServerNow } from '../shared/useServerNow';
import venuesLanding from './landingModel';
import venuesShare from './shareModel';
import { Section } from '../shared/Section';
import { TileLink } from '../shared/Tiles';
import { clock, ShareBar, useCountdown } from './parts';
import { productLink, sectionsOf, venueOf, type VenueSections, type VenueTile } from './venueConfig';
import * as styles from './Venues.module.css';

export { messages } from './messages';

export const models = [venuesLanding, venuesShare];

const EMPTY: VenueSections = { tiles: [], floors: [], rules: [], dropped: 0 };
/** The sections as a render at build time makes them, and as the browser makes them until it has taken that over. */
const AS_BUILT = { images: false, base: 'https://build.invalid/' } as const;

/**
 * The build's pre-render (src/server.tsx): the venue's window, configuration and product floors from its snapshot,
 * asked as the page asks them, read at the server's time of the window's answer.
 */
export async function prerender({ app, path, read }: PrerenderContext): Promise<void> {
  const { actId } = venueOf(path);
  const info = await read(handlebusiApi.queryActiveInfo, { actId });
  const config = await read(configApi.list, { page: actId });
  const at = Date.parse(info.serverTime);
  const floors: Record<string, ProductItem[]> = {};
  for (const f of sectionsOf(config, hasPage, { ...AS_BUILT, now: at }).floors)
    floors[f.actCode] = (await read(omowebApi.productList, { actCode: f.actCode })).list;
  void app.dispatch(venuesLanding.actions.setSnapshot({ actId, at, info, config, floors }));
}

/**
 * The venue and festival landings (ActivityLanding: `/doubleEleven`, `/doubleTwelve`, `/yearMainVenue` and its halls
 * venue5G and venueHi): one template, built from the activity's configuration (venueConfig.ts). The window decides:
 * not started → a countdown to the start with the rules; live → the countdown to the end, the halls and entries,
 * the product floors and the rules; ended → "活动已结束" and the activity list.
 */
export default function Landing() {
  useLang();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const venue = venueOf(pathname);
  const { actId } = venue;
  const s = usePageSelector(venuesLanding.select);
  const mine = s.actId === actId;
  // Pre-rendered, the build's snapshot shows until the server answers; until the HTML is taken over, it is shown
  // as the build rendered it: judged at its time, without the images (checked against this page's address) or the
  // share card (which depends on the browser), the clock as the end's date. Then all of it, on the server's time.
  const hydrated = useHydrated();
  const snap = s.snapshot?.actId === actId ? s.snapshot : undefined;
  const asBuilt = !hydrated && snap !== undefined;
  const info = orSnapshot(mine ? s.info : undefined, snap?.info);
  const config = orSnapshot(mine ? s.config : undefined, snap?.config);

  const loadInfo = useCallback(() => void dispatch(venuesLanding.actions.loadInfo({ actId })), [dispatch, actId]);
  const loadConfig = useCallback(() => void dispatch(venuesLanding.actions.loadConfig({ actId })), [dispatch, actId]);
  useEffect(() => {
    loadInfo();
    loadConfig();
  }, [loadInfo, loadConfig]);

  // An item of the configuration whose own window is over by the server's clock is not shown.
  const live = useServerNow(s.offsetMs, false);
  const now = asBuilt ? snap.at : live;
  const sections = useMemo(() => {
    const items = dataOf(config);
    return items ? sectionsOf(items, hasPage, asBuilt ? { ...AS_BUILT, now } : { now }) : EMPTY;
  }, [config, now, asBuilt]);

  const act = dataOf(info);
  const state: ActivityState | undefined = act
    ? activityState({
        serverTime: act.serverTime,
        startAt: act.startAt,
        endAt: act.endAt,
        eligible: true,
        joined: false,
      })
    : undefined;
  const target = state === 'notStarted' ? act?.startAt : state === 'ended' ? undefined : act?.endAt;
  const left = useCountdown(target, s.offsetMs, loadInfo);

  const title = sections.hero?.title ?? t(`venues.act.${actId}` as 'venues.act.doubleEleven');
  // The card is set once the configuration has answered (its hero and first rule make the card), or failed.
  const card =
    !asBuilt && state && state !== 'ended' && (config.status === 'ready' || config.status === 'error')
      ? {
          title,
          desc: sections.rules[0] ?? t('venues.share.desc'),
          imgUrl: sections.hero?.imageUrl ?? '',
          link: shareLink(pathname, actId),
        }
      : undefined;

  return (
    <main className={styles.page} aria-busy={info.status === 'loading' || undefined}>
      <header className={styles.hero}>
        {sections.hero?.imageUrl && <img className={styles.heroImage} src={sections.hero.imageUrl} alt="" />}
        {venue.parent && (
          <Link className={styles.back} to={venue.parent}>
            {t('venues.landing.backToMain')}
          </Link>
        )}
        <h1 className={styles.heroTitle}>{title}</h1>
        <Section load={info} onRetry={loadInfo} rows={1}>
          {() =>
            state === 'ended' ? (
              <p className={styles.heroLine}>{t('venues.landing.ended')}</p>
            ) : asBuilt ? (
              <p className={styles.heroLine}>
                {t(state === 'notStarted' ? 'venues.landing.startsAt' : 'venues.landing.endsAt')}
                <strong className={styles.clock}>{dateTime(target ?? '').slice(0, 16)}</strong>
              </p>
            ) : (
              <p className={styles.heroLine} role="timer" aria-live="off">
                {t(state === 'notStarted' ? 'venues.landing.startsIn' : 'venues.landing.endsIn')}
                <strong className={styles.clock}>{clock(left)}</strong>
              </p>
            )
          }
        </Section>
        <div className={styles.heroActions}>
          {asBuilt && state !== 'ended' ? (
            <span className={styles.sharePending} aria-hidden="true" />
          ) : (
            <ShareBar actId={actId} card={card} />
          )}
        </div>
      </header>

      {state === 'ended' ? (
        <Ended />
      ) : (
        <>
          {state === 'notStarted' && <p className={styles.notice}>{t('venues.landing.notStartedHint')}</p>}
          <Section load={config} onRetry={loadConfig} rows={3}>
            {() => (
              <>
                {state === 'active' && sections.tiles.length > 0 && <TileGrid tiles={sections.tiles} />}
                {state === 'active' &&
                  sections.floors.map((f) => (
                    <Floor key={f.id} title={f.title} actCode={f.actCode} snapshot={snap?.floors[f.actCode]} />
                  ))}
                {sections.rules.length > 0 && (
                  <Card title={t('venues.landing.rules')}>
                    <ol className={styles.rules}>
                      {sections.rules.map((r) => (
                        <li key={r}>{r}</li>
                      ))}
                    </ol>
                  </Card>
                )}
                {sections.tiles.length + sections.floors.length + sections.rules.length === 0 && (
                  <Empty text={t('venues.landing.emptyConfig')} />
                )}
              </>
            )}
          </Section>
        </>
      )}
    </main>
  );
}

function Ended() {
  const navigate = useNavigate();
  return (
    <Empty
      text={t('venues.landing.endedLong')}
      action={{ text: t('venues.landing.moreActivities'), onClick: () => void navigate('/onlineActivities') }}
    />
  );
}

function TileGrid({ tiles }: { tiles: VenueTile[] }) {
  return (
    <nav className={styles.tiles} aria-label={t('venues.landing.halls')}>
      {tiles.map((tile) => {
        const body = (
          <>
            {tile.imageUrl ? (
              <img className={styles.tileImage} src={tile.imageUrl} alt="" />
            ) : (
              <span className={styles.tileImage} aria-hidden="true" />
            )}
            <span className={styles.tileLabel}>{tile.title}</span>
          </>
        );
        return (
          <TileLink key={tile.to} to={tile.to} external={tile.external} ready={tile.ready} classes={styles}>
            {body}
          </TileLink>
        );
      })}
    </nav>
  );
}

/** A product floor: its products as the server answers them (the build's snapshot of them until it does). */
function Floor({ title, actCode, snapshot }: { title: string; actCode: string; snapshot?: ProductItem[] }) {
  const dispatch = useAppDispatch();
  const { floors } = usePageSelector(venuesLanding.select);
  const load = orSnapshot(floors[actCode], snapshot);
  const reload = useCallback(() => void dispatch(venuesLanding.actions.loadFloor({ actCode })), [dispatch, actCode]);
  useEffect(() => {
    reload();
  }, [reload]);
  return (
    <Card title={title}>
      <Section load={load} onRetry={reload} rows={2}>
        {(items) =>
          items.length === 0 ? (
            <Empty text={t('venues.landing.emptyFloor')} />
          ) : (
            <ul className={styles.products}>
              {items.map((p) => (
                <Product key={p.productId} item={p} actCode={actCode} />
              ))}
            </ul>
          )
        }
      </Section>
    </Card>
  );
}

function Product({ item, actCode }: { item: ProductItem; actCode: string }) {
  const dispatch = useAppDispatch();
  const to = productLink(item.detailPath, hasPage);
  const soldOut = item.status === 'soldOut' || item.stockLeft === 0;
  const body = (
    <>
      <span className={styles.productName}>{item.name}</span>
      <span className={styles.productPrice}>
        {yuan(item.priceFen)}
        {item.origFen !== undefined && item.origFen > item.priceFen && (
          <s className={styles.orig}>{yuan(item.origFen)}</s>
        )}
      </span>
      {soldOut ? (
        <span className={styles.tag}>{t('venues.landing.soldOut')}</span>
      ) : (
        !to && <span className={styles.tag}>{t('shared.soon')}</span>
      )}
    </>
  );
  return (
    <li className={styles.product}>
      {to && !soldOut ? (
        <Link
          className={styles.productLink}
          to={to}
          onClick={() => void dispatch(venuesLanding.actions.click({ productId: item.productId, actCode }))}
        >
          {body}
        </Link>
      ) : (
        <span className={styles.productLink}>{body}</span>
      )}
    </li>
  );
}
