/**
 * The protections of the account from the session flags, each with its state and its page; the second factor
 * counts as on when two-factor or a passkey is on (spec section 6).
 */
import { useTranslation } from 'react-i18next';
import { useGetWhitelist } from '../../../generated/api/settings/settings';
import { formatDate } from '../../lib/format/date-format';
import { secondFactorEnabled, type SettingsUser } from './settings-data';
import { AppLink } from '../../ui/app-link';

export function SecurityOverview({ user }: { user: SettingsUser }) {
  const { t, i18n } = useTranslation('settings');
  const whitelist = useGetWhitelist();
  const { flags } = user;
  const whitelistState = whitelist.isPending ? 'loading' : whitelist.isError ? 'unknown' : whitelist.data.data.enabled ? 'on' : 'off';
  const rows: { key: string; state: 'on' | 'off' | 'loading' | 'unknown'; href: string; detail?: string }[] = [
    { key: 'secondFactor', state: secondFactorEnabled(flags) ? 'on' : 'off', href: '/settings/security/2fa' },
    { key: 'authenticator', state: flags.isTwoFactorEnabled ? 'on' : 'off', href: '/settings/security/2fa/authenticator-app' },
    { key: 'passkeys', state: flags.isPasskeyEnabled ? 'on' : 'off', href: '/settings/security/2fa/passkeys' },
    { key: 'antiPhishing', state: flags.isAntiPhishingCodeEnabled ? 'on' : 'off', href: '/settings/security/anti-phishing' },
    { key: 'qrLogin', state: flags.isQrLoginEnabled ? 'on' : 'off', href: '/settings/security/qr-login' },
    { key: 'whitelist', state: whitelistState, href: '/settings/security/address-management' },
    { key: 'web3', state: user.web3AuthWallet ? 'on' : 'off', href: '/settings/security/web3' },
  ];
  return (
    <>
      {!secondFactorEnabled(flags) && <p className="notice notice--warning">{t('security.secondFactorAdvice')}</p>}
      <ul className="security-list" data-testid="security-list">
        {rows.map((row) => (
          <li key={row.key} className="card security-item">
            <div>
              <h2 className="card__title">{t(`security.items.${row.key}.title`)}</h2>
              <p className="field__hint">{t(`security.items.${row.key}.text`)}</p>
            </div>
            <span className={`status-chip status-chip--${row.state}`} data-testid={`security-${row.key}`}>
              {t(`security.state.${row.state}`)}
            </span>
            <AppLink to={`/${row.href}`}>{t('security.manage')}</AppLink>
          </li>
        ))}
        <li className="card security-item">
          <div>
            <h2 className="card__title">{t('security.items.phone.title')}</h2>
            <p className="field__hint" data-testid="security-phone">
              {user.phone ? t('security.items.phone.number', { number: user.phone.number }) : t('security.items.phone.none')}
            </p>
          </div>
          <AppLink to="/auth/phone/number">{user.phone ? t('security.items.phone.change') : t('security.items.phone.add')}</AppLink>
        </li>
        <li className="card security-item">
          <div>
            <h2 className="card__title">{t('security.items.password.title')}</h2>
            <p className="field__hint">
              {flags.isPasswordCreateEnabled
                ? t('security.noPassword')
                : user.lastPasswordEdit
                  ? t('security.passwordChanged', { date: formatDate(user.lastPasswordEdit, i18n.language) })
                  : t('security.passwordNeverChanged')}
            </p>
          </div>
          <AppLink to={`/${flags.isPasswordCreateEnabled ? '/settings/security/create-password' : '/settings/security/change-password'}`}>
            {flags.isPasswordCreateEnabled ? t('security.createPassword') : t('security.changePassword')}
          </AppLink>
        </li>
      </ul>
      <nav className="settings-links" aria-label={t('security.more')}>
        <AppLink to="/settings/security/login-history">{t('links.loginHistory')}</AppLink>
        <AppLink to="/settings/security/device-management">{t('links.sessions')}</AppLink>
        <AppLink to="/settings/security/logout-time">{t('links.logoutTime')}</AppLink>
        <AppLink to="/settings/security/app-authorization">{t('links.apps')}</AppLink>
      </nav>
    </>
  );
}
