/**
 * The account corner of the header. A guest gets login and registration; a user the pages of their
 * account and logout. Logout calls the server, resets analytics, forgets the push token and goes home
 * inside the app (spec section 4). A failed logout keeps the user logged in and says so under the button,
 * retrying by itself and offering a manual retry (./use-logout.ts).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { useSessionSnapshot } from '../../lib/session/session-store';
import { AppLink } from '../../ui/app-link';
import { LOGOUT_RETRY_DELAYS_MS, useLogoutWithRetry } from './use-logout';

const USER_LINKS = [
  { href: '/balance/spot', label: 'account.balance' },
  { href: '/activities/orders', label: 'account.orders' },
  { href: '/history/main/deposits', label: 'account.history' },
  { href: '/settings/general', label: 'account.settings' },
] as const;

export function AccountMenu({ logoutRetryDelaysMs = LOGOUT_RETRY_DELAYS_MS }: { logoutRetryDelaysMs?: readonly number[] }) {
  const { t } = useTranslation('common');
  const { loggedIn } = useSessionSnapshot();
  const { prefix } = useLocalizedPath();
  const [open, setOpen] = useState(false);
  const logout = useLogoutWithRetry({ target: prefix || '/', retryDelaysMs: logoutRetryDelaysMs });
  // Said from the first failure until the logout goes through, the automatic retries' calls included.
  const { state } = logout;
  const failure =
    state.kind === 'failed' ? state : state.kind === 'retrying' || (state.kind === 'pending' && state.attempt > 1) ? state : undefined;
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
              disabled={logout.state.kind === 'pending'}
              onClick={() => {
                setOpen(false);
                logout.logout();
              }}
              data-testid="logout"
            >
              {t('account.logout')}
            </button>
          </li>
        </ul>
      )}
      {failure && !open && (
        <div className="account-menu__list account-menu__notice" role="alert" data-testid="logout-failed">
          <p>
            {t('account.logoutFailed')}{' '}
            {failure.kind === 'failed'
              ? t('account.logoutGaveUp')
              : t('account.logoutRetrying', { attempt: failure.attempt - 1, attempts: logout.attempts })}
          </p>
          <button type="button" className="button button--small" onClick={logout.logout} disabled={state.kind === 'pending'}>
            {t('account.logoutRetry')}
          </button>
        </div>
      )}
    </div>
  );
}
