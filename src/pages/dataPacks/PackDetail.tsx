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
import { yuan } from '../../utils/format';
import { plainText } from '../../utils/query';
import { packFacts, stateText } from './packText';
import { Refusal } from './Refusal';
import { topupFrom } from '../shared/topupReturn';
import { PACK_ROUTES, routeOf } from './routeConfig';
import dataPacksPackDetail, { stateOf, type Pack } from './packDetailModel';
import * as styles from './DataPacks.module.css';

export { messages } from './messages';

export const models = [dataPacksPackDetail];

/**
 * Every pack route (PAGES.md §2.4, §2.5, template PackDetail): its line in routeConfig.ts names the product code, the
 * simulator's catalogue gives the facts, queryActiveInfo the customer's standing; one tier or several on a page.
 */
export default function PackDetail() {
  useLang();
  const dispatch = useAppDispatch();
  const [query] = useSearchParams();
  const { pathname } = useLocation();
  const route = PACK_ROUTES[routeOf(pathname)];
  const result = route?.result ?? '/flowDetail/result';
  const { packs, chosen, confirming, orderError, orderErrorCode } = usePageSelector(dataPacksPackDetail.select);
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
    if (codes.length) void dispatch(dataPacksPackDetail.actions.load({ codes, prefer, claim }));
  }, [dispatch, codes, prefer, claim]);

  if (!codes.length)
    return (
      <main className={styles.page}>
        <Empty text={t('dataPacks.pack.missing')} />
      </main>
    );
  if (packs.status !== 'ready')
    return <PageWait load={packs} onRetry={load} page={styles.page} card={styles.card} rows={6} />;

  const list = packs.data;
  const pack = list.find((p) => p.item.code === chosen) ?? list[0];
  const state = stateOf(pack);
  const order = () =>
    void dispatch(
      claim
        ? dataPacksPackDetail.actions.claim({ code: pack.item.code, resultRoute: result, claim })
        : dataPacksPackDetail.actions.order({ code: pack.item.code, resultRoute: result, phone }),
    );

  return (
    <main className={styles.page + ' ' + styles.withBar}>
      <section className={styles.hero}>
        <h1 className={styles.heroTitle}>{pack.item.name}</h1>
        <p className={styles.price}>
          <span className={styles.priceFigure}>{priceText(pack)}</span>
          {pack.item.origFen ? <s className={styles.orig}>{yuan(pack.item.origFen)}</s> : null}
        </p>
        {pack.item.desc && <p className={styles.heroDesc}>{pack.item.desc}</p>}
      </section>

      {list.length > 1 && (
        <section className={styles.card} aria-labelledby="tiers">
          <h2 id="tiers" className={styles.cardTitle}>
            {t('dataPacks.pack.tiers')}
          </h2>
          <div className={styles.tiers} role="radiogroup" aria-labelledby="tiers">
            {list.map((p) => (
              <button
                key={p.item.code}
                type="button"
                role="radio"
                aria-checked={p.item.code === pack.item.code}
                className={styles.tier}
                onClick={() => dispatch(dataPacksPackDetail.actions.choose(p.item.code))}
              >
                <strong>{priceText(p)}</strong>
                <span>{packFacts(p.item).volume}</span>
                <small>{p.item.validity}</small>
              </button>
            ))}
          </div>
        </section>
      )}

      <section className={styles.card}>
        <dl className={styles.facts}>
          <Facts item={pack.item} />
        </dl>
      </section>

      {state.kind !== 'open' && (
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
          loading={ordering}
          disabled={state.kind !== 'open'}
          onClick={() => dispatch(dataPacksPackDetail.actions.setConfirming(true))}
        >
          {state.kind !== 'open'
            ? stateText(state, true)
            : claim
              ? t('dataPacks.pack.claim')
              : t('dataPacks.pack.order', { price: priceText(pack) })}
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
            <dd>{pack.item.name}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('dataPacks.fact.price')}</dt>
            <dd>{priceText(pack)}</dd>
          </div>
          <Facts item={pack.item} except={['window', 'stock']} />
        </dl>
        <p className={styles.hint}>{t(claim ? 'dataPacks.claim.hint' : 'dataPacks.confirm.hint')}</p>
      </Dialog>
    </main>
  );
}

/** The pack's facts that have a value (but those of `except`), each a row of the list. */
function Facts({ item, except = [] }: { item: Pack['item']; except?: readonly string[] }) {
  return Object.entries(packFacts(item)).map(([k, v]) =>
    v && !except.includes(k) ? (
      <div key={k} className={styles.fact}>
        <dt>{t(`dataPacks.fact.${k}` as 'dataPacks.fact.volume')}</dt>
        <dd>{v}</dd>
      </div>
    ) : null,
  );
}

const priceText = ({ item }: Pack) => (item.priceFen === 0 ? t('dataPacks.pack.free') : yuan(item.priceFen));
