import { t } from '../../locales';
import * as styles from './ResultPage.module.css';

/** "款项将原路退回（1–3个工作日）", the working days kept on one line. */
export function RefundText() {
  const [before = '', after = ''] = t('shared.result.refunded', { days: '\u0001' }).split('\u0001');
  return (
    <>
      {before}
      <span className={styles.nowrap}>{t('shared.result.workdays')}</span>
      {after}
    </>
  );
}

/** A server's reason that only says the money goes back (the page says so already) is not a reason to show again. */
export const isRefundNote = (reason: string): boolean => /退回|退款|refund/i.test(reason);
