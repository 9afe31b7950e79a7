import { Link } from 'react-router';
import { t, type MessageKey } from '../../locales';
import { useLang } from '../../locales/useLang';
import * as styles from './Agreement.module.css';

export { messages } from './messages';

const DOCS: { to: string; title: MessageKey; summary: MessageKey }[] = [
  { to: '/agreement/a1', title: 'agreement.a1', summary: 'agreement.a1.summary' },
  { to: '/agreement/a2', title: 'agreement.a2', summary: 'agreement.a2.summary' },
  { to: '/agreement/a3', title: 'agreement.a3', summary: 'agreement.a3.summary' },
];

/** `/agreement`: the list of agreements. */
export default function AgreementList() {
  useLang();
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('agreement.list')}</h1>
      <ul className={styles.list}>
        {DOCS.map((d) => (
          <li key={d.to}>
            <Link to={d.to} className={styles.item}>
              <span className={styles.itemTitle}>{t(d.title)}</span>
              <span className={styles.itemSummary}>{t(d.summary)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
