import { t } from '../../locales';
import * as styles from './Recharge.module.css';

/** The nightly maintenance banner every top-up form shows (the rule: `inMaintenance` in topup.ts, or the server's refusal). */
export function MaintenanceBanner({ on }: { on: boolean }) {
  if (!on) return null;
  return (
    <p className={styles.banner2} role="alert">
      {t('recharge.form.maintenance')}
    </p>
  );
}
