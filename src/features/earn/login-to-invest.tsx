/** A guest sees the plan; investing needs an account, so the form gives way to a login link that returns here. */
import { useTranslation } from 'react-i18next';
import { loginPath } from '../../lib/navigation/safe-redirect';
import { useLocalizedPath } from '../../lib/routing/use-area';

export function LoginToInvest() {
  const { t } = useTranslation('earn');
  const { prefix } = useLocalizedPath();
  return (
    <p className="notice" data-testid="login-to-invest">
      {t('invest.guest')} <a href={loginPath(location.pathname + location.search, prefix)}>{t('invest.login')}</a>
    </p>
  );
}
