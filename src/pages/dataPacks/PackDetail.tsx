import { useEffect, useMemo } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { PageWait } from '../../components/PageWait';
import { Empty } from '../../components/Empty';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, useAppSelector, usePageSelector } from '../../models/hooks';
import { selectBoundPhone } from '../../models/session';
import * as omowebApi from '../../services/api/omoweb';
import type { ProductItem } from '../../services/api/types';
import { yuan } from '../../utils/format';
import { plainText } from '../../utils/query';
import { packFacts, stateText } from './packText';
import { Refusal } from './Refusal';
import { topupFrom } from '../shared/topupReturn';
import type { PrerenderContext } from '../shared/chunk';
import { useSessionKnown } from '../shared/landing';
import { PACK_ROUTES, routeOf } from './routeConfig';
import dataPacksPackDetail, { snapshotOf, stateOf } from './packDetailModel';
import * as styles from './DataPacks.module.css';

export { messages } from './messages';

export const models = [dataPacksPackDetail];

/** The build's pre-render (src/server.tsx): the route's catalogue entries from its snapshot, asked as `load` asks. */
export async function prerender({ app, path, read }: PrerenderContext): Promise<void> {
  const codes = PACK_ROUTES[path]?.codes;
  if (!codes) return;
  const lists = await Promise.all(codes.map((code) => read(omowebApi.productList, { productId: code })));
  const items = lists.map((l, i) => l.list.find((item) => item.code === codes[i]) ?? l.list[0]);
  if (items.every((item) => item !== undefined))
    void app.dispatch(dataPacksPackDetail.actions.setSnapshot({ codes, items }));
}

/**
 * Every pack route (PAGES.md §2.4, §2.5, template PackDetail): its line in routeConfig.ts names the product code, the
 * simulator's catalogue gives the facts, queryActiveInfo the customer's standing; one tier or several on a page.
 * Pre-rendered, the facts show from the build's snapshot until the server's come (nothing can be ordered from it); a
 * price the server has changed is said at the pack. The reads wait for the session (the standing is the customer's).
 */
export default function PackDetail() {
  useLang();
  const dispatch = useAppDispatch();
  const [query] = useSearchParams();
  const { pathname } = useLocation();
  const route = PACK_ROUTES[routeOf(pathname)];
  const result = route?.result ?? '/flowDetail/result';
  const model = usePageSelector(dataPacksPackDetail.select);
  const { packs, chosen, confirming, orderError, orderErrorCode, repriced } = model;
  const sessionKnown = useSessionKnown();
  const sending = usePageSelector(dataPacksPackDetail.loading('order'));
  const claiming = usePageSelector(dataPacksPackDetail.loading('claim'));
  const ordering = sending || claiming;
  const phone = useAppSelector(selectBoundPhone);
  const raw = route?.codes ? route.codes.join(',') : (plainText(query.get('code'), 32) ?? '');
  const codes = useMemo(() => raw.split(',').filter((c) => /^[A-Z0-9_]+$/.test(c)), [raw]);
  // `/flowDetail/refuel?code=REFUEL_20` (a catalogue card of one tier) opens with that tier chosen.
  const prefer = route?.codes ? (plainText(query.get('code'), 32) ?? undefined) : undefined;
  const claim = route?.claim;
  const load = () => void dispatch(dataPacksPackDetail.actions.load({ codes, prefer, claim }));

  useEffect(() => {
    if (codes.length && sessionKnown) void dispatch(dataPacksPackDetail.actions.load({ codes, prefer, claim }));
  }, [dispatch, codes, prefer, claim, sessionKnown]);

  if (!codes.length)
    return (
      <main className={styles.page}>
        <Empty text={t('dataPacks.pack.missing')} />
      </main>
    );
  const live = packs.status === 'ready';
  // Until the server's entries come (a failure shows with its retry), the build's snapshot of them, if it has them.
  const shown = live ? packs.data.map((p) => p.item) : packs.status !== 'error' ? snapshotOf(model, codes) : undefined;
  if (!shown) return <PageWait load={packs} onRetry={load} page={styles.page} card={styles.card} rows={6} />;

  const item = shown.find((i) => i.code === chosen) ?? shown[0];
  const pack = live ? (packs.data.find((p) => p.item === item) ?? packs.data[0]) : undefined;
  // The standing is the server's: from the snapshot alone, nothing can be ordered yet.
  const state = pack ? stateOf(pack) : undefined;
  const open = state?.kind === 'open';
  const was = live ? repriced?.[item.code] : undefined;
  const order = () =>
    void dispatch(
      claim
        ? dataPacksPackDetail.actions.claim({ code: item.code, resultRoute: result, claim })
        : dataPacksPackDetail.actions.order({ code: item.code, priceFen: item.priceFen, resultRoute: result, phone }),
    );

  return (
    <main className={styles.page + ' ' + styles.withBar}>
      <section className={styles.hero}>
        <h1 className={styles.heroTitle}>{item.name}</h1>
        <p className={styles.price}>
          <span className={styles.priceFigure}>{priceText(item)}</span>
          {item.origFen ? <s className={styles.orig}>{yuan(item.origFen)}</s> : null}
        </p>
        {was !== undefined && (
          <p className={styles.repriced} role="status">
            {t('dataPacks.pack.repriced', { price: priceText(item), was: yuan(was) })}
          </p>
        )}
        {item.desc && <p className={styles.heroDesc}>{item.desc}</p>}
      </section>

      {shown.length > 1 && (
        <section className={styles.card} aria-labelledby="tiers">
          <h2 id="tiers" className={styles.cardTitle}>
            {t('dataPacks.pack.tiers')}
          </h2>
          <div className={styles.tiers} role="radiogroup" aria-labelledby="tiers">
            {shown.map((tier) => (
              <button
                key={tier.code}
                type="button"
                role="radio"
                aria-checked={tier.code === item.code}
                className={styles.tier}
                onClick={() => dispatch(dataPacksPackDetail.actions.choose(tier.code))}
              >
                <strong>{priceText(tier)}</strong>
                <span>{packFacts(tier).volume}</span>
                <small>{tier.validity}</small>
              </button>
            ))}
          </div>
        </section>
      )}

      <section className={styles.card}>
        <dl className={styles.facts}>
          <Facts item={item} />
        </dl>
      </section>

      {state && state.kind !== 'open' && (
        <section className={styles.notice} role="status" data-state={state.kind}>
          <p>{stateText(state)}</p>
          {state.kind === 'ineligible' && state.upgrade && (
            <p className={styles.links}>
              <Link to="/flowDetail/fiveG/product7">{t('dataPacks.pack.upgrade')}</Link>
              <Link to="/modifyPackage">{t('dataPacks.pack.changePlan')}</Link>
            </p>
          )}
          {state.kind === 'ineligible' && state.topup && (
            <p className={styles.links}>
              <Link to={topupFrom(pathname)}>{t('dataPacks.capResult.topup')}</Link>
            </p>
          )}
          {state.kind === 'notFollowing' && (
            <>
              <h2 className={styles.cardTitle}>{t('dataPacks.follow.title')}</h2>
              <ol className={styles.steps}>
                <li>{t('dataPacks.follow.step1')}</li>
                <li>{t('dataPacks.follow.step2')}</li>
                <li>{t('dataPacks.follow.step3')}</li>
              </ol>
              <Button variant="ghost" size="sm" onClick={load}>
                {t('dataPacks.follow.done')}
              </Button>
            </>
          )}
          {state.kind === 'claimed' && (
            <p className={styles.links}>
              <Link to="/mobileBusiness/PackageMargin">{t('dataPacks.result.margin')}</Link>
            </p>
          )}
          {(state.kind === 'ended' || state.kind === 'soldOut') && (
            <p className={styles.links}>
              <Link to="/flowDetail">{t('dataPacks.pack.more')}</Link>
            </p>
          )}
        </section>
      )}

      <Refusal text={orderError} code={orderErrorCode} topup={topupFrom(pathname)} />

      <div className={styles.bar}>
        <Button
          block
          loading={ordering || !state}
          disabled={!open}
          onClick={() => dispatch(dataPacksPackDetail.actions.setConfirming(true))}
        >
          {state && !open
            ? stateText(state, true)
            : claim
              ? t('dataPacks.pack.claim')
              : t('dataPacks.pack.order', { price: priceText(item) })}
        </Button>
      </div>

      <Dialog
        open={confirming}
        title={t(claim ? 'dataPacks.claim.title' : 'dataPacks.confirm.title')}
        onCancel={() => dispatch(dataPacksPackDetail.actions.setConfirming(false))}
        backdropCloses
        actions={
          <>
            <Button variant="plain" onClick={() => dispatch(dataPacksPackDetail.actions.setConfirming(false))}>
              {t('common.cancel')}
            </Button>
            <Button loading={ordering} onClick={order} data-autofocus>
              {t(claim ? 'dataPacks.claim.ok' : 'dataPacks.confirm.ok')}
            </Button>
          </>
        }
      >
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('dataPacks.fact.name')}</dt>
            <dd>{item.name}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('dataPacks.fact.price')}</dt>
            <dd>{priceText(item)}</dd>
          </div>
          <Facts item={item} except={['window', 'stock']} />
        </dl>
        <p className={styles.hint}>{t(claim ? 'dataPacks.claim.hint' : 'dataPacks.confirm.hint')}</p>
      </Dialog>
    </main>
  );
}

/** The pack's facts that have a value (but those of `except`), each a row of the list. */
function Facts({ item, except = [] }: { item: ProductItem; except?: readonly string[] }) {
  return Object.entries(packFacts(item)).map(([k, v]) =>
    v && !except.includes(k) ? (
      <div key={k} className={styles.fact}>
        <dt>{t(`dataPacks.fact.${k}` as 'dataPacks.fact.volume')}</dt>
        <dd>{v}</dd>
      </div>
    ) : null,
  );
}

const priceText = (item: ProductItem) => (item.priceFen === 0 ? t('dataPacks.pack.free') : yuan(item.priceFen));
