// /moreBenefits (PAGES.md §2.4, ActivityLanding as the benefits zone): partner benefits (video, music, reading) by
// star level, the points entry. A partner tap asks a signed address (read/getUrl), checks it (serverUrl) and
// follows it; one that opens only in a browser goes to the copy dialog inside WeChat.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import { shareLink, useWxShare } from '../shared/share';
import benefits from './benefitsModel';
import { Section } from '../shared/Section';
import { Hero, ShareBar } from './parts';
import { Card } from '../../components/Card';
import * as styles from './Benefits.module.css';

export { messages } from './messages';
export const models = [benefits];

const starOf = (star: string | undefined): number => (star?.startsWith('5') ? 5 : Number(star ?? 0) || 0);

export default function MoreBenefits() {
  useLang();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { standing, score, opening } = usePageSelector(benefits.select);
  useEffect(() => {
    void dispatch(benefits.actions.load({ actId: 'moreBenefits', score: true }));
  }, [dispatch]);
  const link = shareLink('/moreBenefits', 'moreBenefits');
  useWxShare(
    standing.status === 'ready'
      ? { title: t('benefits.zone.headline'), desc: t('benefits.zone.tagline'), imgUrl: '', link }
      : undefined,
  );
  const partners = (
    <Section
      load={standing}
      onRetry={() => void dispatch(benefits.actions.reloadSection({ section: 'standing' }))}
      rows={4}
      skeletonTitle
    >
      {(data) => {
        const mine = starOf(data.star);
        return (
          <Card title={t('benefits.zone.partners', { star: mine })}>
            {data.status === 'ended' ? <p className={styles.error}>{t('benefits.state.ended')}</p> : null}
            <ul className={styles.items}>
              {(data.partners ?? []).map((p) => {
                const locked = p.minStar !== undefined && mine < p.minStar;
                return (
                  <li key={p.id} className={styles.item}>
                    <div className={styles.itemMain}>
                      <p className={styles.itemName}>{p.name}</p>
                      <p className={styles.itemMeta}>
                        {p.minStar !== undefined ? t('benefits.star', { star: p.minStar }) : t('benefits.zone.all')}
                        {p.browserOnly ? ` · ${t('benefits.zone.browser')}` : ''}
                      </p>
                    </div>
                    <Button
                      size="sm"
                      disabled={locked || data.status === 'ended'}
                      loading={opening === p.id}
                      onClick={() => void dispatch(benefits.actions.openPartner({ partnerId: p.id }))}
                    >
                      {t(locked ? 'benefits.zone.locked' : 'benefits.zone.go')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </Card>
        );
      }}
    </Section>
  );
  return (
    <main className={styles.page} aria-busy={standing.status === 'loading' || undefined}>
      <Hero headline={t('benefits.zone.headline')} tagline={t('benefits.zone.tagline')} />
      <div className={styles.body}>
        {partners}
        <Section
          title={t('benefits.points.balance')}
          load={score}
          onRetry={() => void dispatch(benefits.actions.reloadSection({ section: 'score' }))}
        >
          {(info) => (
            <>
              <p className={styles.strong}>{info.points.toLocaleString('en-US')}</p>
              <Button block onClick={() => void navigate('/moreBenefits/jf')}>
                {t('benefits.zone.points')}
              </Button>
            </>
          )}
        </Section>
        <ShareBar actId="moreBenefits" link={link} />
      </div>
    </main>
  );
}
