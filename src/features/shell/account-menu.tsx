/**
 * The account corner of the header. A guest gets login and registration; a user the pages of their
 * account and logout. Logout calls the server, resets analytics, forgets the push token and goes home
 * inside the app (spec section 4).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../../generated/api/session/session';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { useSessionChange } from '../../lib/session/session-change';
import { useSessionSnapshot } from '../../lib/session/session-store';
import { AppLink } from '../../ui/app-link';

const USER_LINKS = [
  { href: '/balance/spot', label: 'account.balance' },
  { href: '/activities/orders', label: 'account.orders' },
  { href: '/history/main/deposits', label: 'account.history' },
  { href: '/settings/general', label: 'account.settings' },
] as const;

export function AccountMenu() {
  const { t } = useTranslation('common');
  const { loggedIn } = useSessionSnapshot();
  const { prefix } = useLocalizedPath();
  const [open, setOpen] = useState(false);
  const { signedOut } = useSessionChange();
  const logout = useLogout({ mutation: { onSettled: () => void signedOut(prefix || '/') } });
  if (!loggedIn) {
    return (
      <div className="account-menu">
        <AppLink className="button button--secondary button--small" to="/auth">
          {t('account.login')}
        </AppLink>
        <AppLink className="button button--small" to="/auth/register">
          {t('account.register')}
        </AppLink>
      </div>
    );
  }
  return (
    <div className="account-menu">
      <button
        type="button"
        className="button button--secondary button--small"
        aria-expanded={open}
        aria-controls="account-menu-list"
        onClick={() => setOpen(!open)}
        data-testid="account-menu"
      >
        {t('account.menu')}
      </button>
      {open && (
        <ul id="account-menu-list" className="account-menu__list">
          {USER_LINKS.map((link) => (
            <li key={link.href}>
              <AppLink to={link.href} onClick={() => setOpen(false)}>
                {t(link.label)}
              </AppLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="link-button"
              disabled={logout.isPending}
              onClick={() => {
                setOpen(false);
                logout.mutate();
              }}
              data-testid="logout"
            >
              {t('account.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
