// /friday/app (PAGES.md §2.4, BenefitClaim app mode): member-day benefits are claimed in the operator's app. The
// app's address comes from the configuration (config/list of the page), is checked before it is followed, and
// inside WeChat (which cannot open the app) goes to the "copy into a browser" dialog (PAGES §3.4).
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import { isWeChat } from '../../services/wechat';
import { shareLink, useWxShare } from '../shared/share';
import benefits from './benefitsModel';
import { Section } from '../shared/Section';
import { useOpenLoad } from '../shared/useOpenLoad';
import { Hero } from './parts';
import * as styles from './Benefits.module.css';

export { messages } from './messages';
export const models = [benefits];

export default function FridayApp() {
  useLang();
  const dispatch = useAppDispatch();
  const { appLinks } = usePageSelector(benefits.select);
  const load = useOpenLoad(benefits.actions.loadAppLinks);
  useWxShare(
    appLinks.status === 'ready'
      ? {
          title: t('benefits.app.headline'),
          desc: t('benefits.app.tagline'),
          imgUrl: '',
          link: shareLink('/friday/app', 'friday'),
        }
      : undefined,
  );
  const inWeChat = isWeChat();
  return (
    <main className={styles.page}>
      <Hero headline={t('benefits.app.headline')} tagline={t('benefits.app.tagline')} />
      <div className={styles.body}>
        <Section
          title={t('benefits.app.open')}
          load={appLinks}
          onRetry={load}
          empty={(rows) => (rows.some((r) => r.link) ? undefined : t('benefits.empty'))}
        >
          {(rows) => {
            const item = rows.find((r) => r.link);
            return (
              <>
                <p className={styles.note}>{item?.title}</p>
                {inWeChat ? <p className={styles.note}>{t('benefits.app.inWeChat')}</p> : null}
                <Button block onClick={() => void dispatch(benefits.actions.openLink({ url: item?.link ?? '' }))}>
                  {t(inWeChat ? 'benefits.app.copy' : 'benefits.app.go')}
                </Button>
              </>
            );
          }}
        </Section>
        <Card title={t('benefits.app.howTitle')}>
          <p className={styles.note}>{t('benefits.app.how')}</p>
        </Card>
      </div>
    </main>
  );
}
