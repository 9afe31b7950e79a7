import { Link } from 'react-router';
import { t, type MessageKey } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useWxShare } from '../shared/share';
import * as styles from './Venues.module.css';

export { messages } from './messages';

const PARTS = ['activation', 'realName', 'topup', 'password', 'apn'] as const;

/** `/online/guide` (DocumentView): the new subscriber's guide, bundled text (never HTML). */
export default function Guide() {
  useLang();
  useWxShare(undefined);
  return (
    <main className={styles.page}>
      <article className={styles.doc}>
        <h1 className={styles.rowTitle}>{t('venues.guide.title')}</h1>
        {PARTS.map((p) => (
          <section key={p} id={p}>
            <h2>{t(`venues.guide.${p}.title` as MessageKey)}</h2>
            <p>{t(`venues.guide.${p}.text` as MessageKey)}</p>
          </section>
        ))}
        <p>
          <Link to="/online">{t('venues.guide.back')}</Link>
        </p>
      </article>
    </main>
  );
}
