import { Link } from 'react-router';
import { t, type MessageKey } from '../../locales';
import { useLang } from '../../locales/useLang';
import { HOTLINE } from '../shared/contact';
import * as styles from './Recharge.module.css';

export { messages } from './messages';

const SECTIONS = ['amounts', 'cap', 'maintenance', 'arrival', 'refund', 'invoice', 'promo'] as const;
type Section = (typeof SECTIONS)[number];
const heading = (s: Section) => `recharge.prompt.${s}.h` as const satisfies MessageKey;
const text = (s: Section) => `recharge.prompt.${s}.p` as const satisfies MessageKey;

/**
 * `/newRecharge/prompt` (PAGES.md §2.7, DocumentView): the top-up rules as bundled text in the reader's language —
 * amounts, the ¥5,000 daily cap, the maintenance window, arrival, refunds, invoices and special offers.
 */
export default function Prompt() {
  useLang();
  return (
    <main className={styles.plainPage}>
      <article className={styles.doc}>
        <h1 className={styles.docTitle}>{t('recharge.prompt.title')}</h1>
        <p className={styles.docText}>{t('recharge.prompt.intro')}</p>
        {SECTIONS.map((s) => (
          <section key={s}>
            <h2 className={styles.docHeading}>{t(heading(s))}</h2>
            <p className={styles.docText}>{t(text(s), { hotline: HOTLINE })}</p>
          </section>
        ))}
        <div className={styles.docAction}>
          <Link className={styles.pillBrand} to="/newRecharge/index2">
            {t('recharge.prompt.topup')}
          </Link>
        </div>
      </article>
    </main>
  );
}
