/** A guest sees the plan; investing needs an account, so the form gives way to a login link that returns here. */
import { useTranslation } from 'react-i18next';
import { loginPath } from '../../lib/navigation/safe-redirect';
import { AppLink } from '../../ui/app-link';

export function LoginToInvest() {
  const { t } = useTranslation('earn');
  return (
    <p className="notice" data-testid="login-to-invest">
      {t('invest.guest')} <AppLink to={loginPath(location.pathname + location.search)}>{t('invest.login')}</AppLink>
    </p>
  );
}
