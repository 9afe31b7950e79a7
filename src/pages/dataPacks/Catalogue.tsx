import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Empty } from '../../components/Empty';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Skeleton } from '../../components/Skeleton';
import { Tabs } from '../../components/Tabs';
import { t, type MessageKey } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import * as omowebApi from '../../services/api/omoweb';
import type { Allowance, Fen, ProductItem } from '../../services/api/types';
import { dataSize, yuan } from '../../utils/format';
import type { PrerenderContext } from '../shared/chunk';
import { useHydrated, useSessionKnown } from '../shared/landing';
import { LOADING, orSnapshot, type Load } from '../shared/load';
import dataPacksCatalogue, { PAGE_SIZE, dataLeftKb } from './catalogueModel';
import { CATALOGUES, routeOf } from './routeConfig';
import * as styles from './DataPacks.module.css';

export { messages } from './messages';

export const models = [dataPacksCatalogue];

/** The build's pre-render (src/server.tsx): the floor's packs from its snapshot, asked as `loadItems` asks. */
export async function prerender({ app, path, tab, read }: PrerenderContext): Promise<void> {
  const config = CATALOGUES[path];
  if (!config) return;
  const page = await read(omowebApi.productList, { actCode: config.actCode, pageSize: PAGE_SIZE });
  void app.dispatch(dataPacksCatalogue.actions.setSnapshot({ actCode: config.actCode, items: page.list, tab }));
}

/** `/flowDetail?tab=5G` and the other tabs have their own HTML: the first tab is the bare address's. */
export const prerenderTabs = (path: string): readonly string[] => CATALOGUES[path]?.tabs?.slice(1) ?? [];

/**
 * `/flowDetail`, `/flowDetail/fiveG`, `/discounts` (PAGES.md §2.4, §2.5, Catalogue): the remaining data, the packs
 * of the floor (tabs by category on `/flowDetail`), each section with its own loading, empty and error states.
 * Pre-rendered (`/flowDetail`), the packs show from the build's snapshot until the server's come, a price the server
 * has changed marked at its pack; the remaining data waits for the session.
 */
export default function Catalogue() {
  useLang();
  const dispatch = useAppDispatch();
  const config = CATALOGUES[routeOf(useLocation().pathname)] ?? CATALOGUES['/flowDetail'];
  const { items, allowance, actCode, snapshot, repriced } = usePageSelector(dataPacksCatalogue.select);
  const sessionKnown = useSessionKnown();
  // The tab lives in the address (`?tab=5G`, replaced, not pushed): back from a pack comes back to it. The HTML of a
  // landing holds the tab it was written for (each tab has its own file, `prerenderTabs`), which the take-over shows
  // first; the asked one after it, the same one unless the server sent another tab's file.
  const [query, setQuery] = useSearchParams();
  const asked = (useHydrated() ? query.get('tab') : snapshot?.tab) || '';
  const tab = config.tabs?.includes(asked) ? asked : (config.tabs?.[0] ?? '');
  const setTab = (key: string) =>
    setQuery(
      (q) => {
        q.set('tab', key);
        return q;
      },
      { replace: true },
    );
  const loadItems = () => void dispatch(dataPacksCatalogue.actions.loadItems({ actCode: config.actCode }));
  const loadAllowance = () => void dispatch(dataPacksCatalogue.actions.loadAllowance());

  useEffect(() => {
    void dispatch(dataPacksCatalogue.actions.loadItems({ actCode: config.actCode }));
  }, [dispatch, config.actCode]);
  useEffect(() => {
    if (sessionKnown) void dispatch(dataPacksCatalogue.actions.loadAllowance());
  }, [dispatch, sessionKnown]);

  const is5G = allowance.status === 'ready' ? allowance.data.is5G : undefined;
  const served = actCode === config.actCode ? items : LOADING;
  // Until the server's packs of this floor come (a failure shows with its retry), the build's snapshot of them.
  const mine = orSnapshot(served, snapshot?.actCode === config.actCode ? snapshot.items : undefined);
  const open = (item: ProductItem) => {
    void dispatch(dataPacksCatalogue.actions.recordClick({ productId: item.productId, actCode: config.actCode }));
    void dispatch(dataPacksCatalogue.actions.open({ item }));
  };

  let list;
  if (mine.status === 'error') list = <ErrorBlock message={mine.message} onRetry={loadItems} />;
  else if (mine.status !== 'ready') list = <Skeleton rows={6} />;
  else {
    const shown = config.tabs ? mine.data.filter((i) => (i.category ?? 'general') === tab) : mine.data;
    const gone = mine.data.length > 0 && mine.data.every((i) => i.status === 'soldOut' || i.status === 'ended');
    list = (
      <>
        {config.kind === 'discounts' && gone && (
          <p className={styles.notice} role="status">
            {t('dataPacks.catalogue.allGone')}
          </p>
        )}
        {shown.length === 0 ? (
          <Empty text={t(config.tabs ? 'dataPacks.catalogue.emptyTab' : 'dataPacks.catalogue.empty')} />
        ) : (
          <ul className={styles.grid}>
            {shown.map((item) => (
              <li key={item.productId}>
                <PackCard
                  item={item}
                  needs5G={!!item.needs5G && is5G === false}
                  was={mine === served ? repriced?.[item.productId] : undefined}
                  onOpen={() => open(item)}
                />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <main className={styles.page}>
      <Summary allowance={allowance} onRetry={loadAllowance} title={titleOf(config.kind)} />
      {config.kind === 'fiveG' && is5G === false && (
        <section className={styles.notice} role="status">
          <p>{t('dataPacks.catalogue.needs5G')}</p>
          <p className={styles.links}>
            <Link to="/flowDetail/fiveG/product7">{t('dataPacks.pack.upgrade')}</Link>
            <Link to="/modifyPackage">{t('dataPacks.pack.changePlan')}</Link>
          </p>
        </section>
      )}
      <section className={styles.card}>
        {config.tabs ? (
          <Tabs
            items={config.tabs.map((key) => ({ key, title: t(`dataPacks.tab.${key}` as MessageKey) }))}
            active={tab}
            onChange={setTab}
          >
            {list}
          </Tabs>
        ) : (
          list
        )}
      </section>
    </main>
  );
}

const titleOf = (kind: string): MessageKey =>
  kind === 'discounts' ? 'title.discounts' : kind === 'fiveG' ? 'title.flowDetail.fiveG' : 'title.flowDetail';

function Summary({
  allowance,
  onRetry,
  title,
}: {
  allowance: Load<Allowance>;
  onRetry: () => void;
  title: MessageKey;
}) {
  let body;
  if (allowance.status === 'error')
    body = (
      <button type="button" className={styles.retryLine} onClick={onRetry}>
        {t('dataPacks.catalogue.allowanceFailed')}
      </button>
    );
  else if (allowance.status !== 'ready') body = <p className={styles.heroDesc}>{t('dataPacks.catalogue.loading')}</p>;
  else
    body = (
      <>
        <p className={styles.usage}>
          <span className={styles.heroDesc}>{t('dataPacks.catalogue.left')}</span>
          <span className={styles.priceFigure}>{dataSize(dataLeftKb(allowance.data))}</span>
        </p>
        <p className={styles.heroDesc}>{allowance.data.planName}</p>
      </>
    );
  return (
    <section className={styles.hero}>
      <h1 className={styles.heroTitle}>{t(title)}</h1>
      {body}
    </section>
  );
}

/** A pack of the floor; `was`: the price the page showed before the server's (the build's snapshot), if it differs. */
function PackCard({
  item,
  needs5G,
  was,
  onOpen,
}: {
  item: ProductItem;
  needs5G: boolean;
  was?: Fen;
  onOpen: () => void;
}) {
  const state =
    item.status === 'notStarted'
      ? t('dataPacks.state.notStartedShort')
      : item.status === 'ended'
        ? t('dataPacks.state.endedShort')
        : item.status === 'soldOut'
          ? t('dataPacks.state.soldOutShort')
          : item.stockLeft !== undefined
            ? t('dataPacks.fact.stockLeft', { n: item.stockLeft })
            : '';
  const off = item.status === 'ended' || item.status === 'soldOut';
  return (
    <button type="button" className={styles.packCard} data-off={off || undefined} onClick={onOpen}>
      <span className={styles.packName}>{item.name}</span>
      <span className={styles.packMeta}>
        {[item.volumeKb ? dataSize(item.volumeKb) : '', item.validity].filter(Boolean).join(' · ')}
      </span>
      <span className={styles.packPrice}>
        {item.priceFen === 0 ? t('dataPacks.pack.free') : yuan(item.priceFen)}
        {item.origFen ? <s>{yuan(item.origFen)}</s> : null}
      </span>
      {(state || needs5G || was !== undefined) && (
        <span className={styles.packTags}>
          {was !== undefined && (
            <span className={styles.tag} data-repriced>
              {t('dataPacks.catalogue.repricedTag', { was: yuan(was) })}
            </span>
          )}
          {needs5G && <span className={styles.tag}>{t('dataPacks.catalogue.needs5GTag')}</span>}
          {state && <span className={styles.tag}>{state}</span>}
        </span>
      )}
    </button>
  );
}
