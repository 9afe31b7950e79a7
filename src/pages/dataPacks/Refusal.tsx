import { Link } from 'react-router';
import { t } from '../../locales';
import * as styles from './DataPacks.module.css';

/** The server's refusal of an order, on the page; a balance refusal (E_BALANCE) offers 去充值 (`topup`: its address,
 *  which comes back here once paid). */
export function Refusal({
  text,
  code,
  topup = '/newRecharge/index2',
}: {
  text?: string;
  code?: string;
  topup?: string;
}) {
  if (!text) return null;
  return (
    <section className={styles.alert} role="alert">
      <p>{text}</p>
      {code === 'E_BALANCE' && (
        <p className={styles.links}>
          <Link to={topup}>{t('dataPacks.capResult.topup')}</Link>
        </p>
      )}
    </section>
  );
}
