import { Link } from 'react-router';
import { t } from '../../locales';

/** "登录即表示同意《服务协议》和《隐私政策》" under the PhoneVerify forms (bind, login, cashback login). */
export function AgreementNote({ className }: { className?: string }) {
  return (
    <p className={className}>
      {t('login.agreement.prefix')}
      <Link to="/agreement/a1">{t('login.agreement.a1')}</Link>
      {t('login.agreement.and')}
      <Link to="/agreement/a2">{t('login.agreement.a2')}</Link>
    </p>
  );
}
