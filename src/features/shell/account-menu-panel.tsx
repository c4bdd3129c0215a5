/**
 * The logged-in account menu's panel (./account-menu.tsx loads it on the first sign of use): the pages of the
 * user's account and logout. A failed logout keeps the user logged in and says so under the button, retrying by
 * itself and offering a manual retry (./use-logout.ts). Once loaded the panel stays mounted with the menu closed,
 * so the logout's state and its notice outlive the menu's opening.
 */
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { AppLink } from '../../ui/app-link';
import { LOGOUT_RETRY_DELAYS_MS, useLogoutWithRetry } from './use-logout';

const USER_LINKS = [
  { href: '/balance/spot', label: 'account.balance' },
  { href: '/activities/orders', label: 'account.orders' },
  { href: '/history/main/deposits', label: 'account.history' },
  { href: '/settings/general', label: 'account.settings' },
] as const;

export function AccountMenuPanel({
  open,
  onClose,
  logoutRetryDelaysMs = LOGOUT_RETRY_DELAYS_MS,
}: {
  open: boolean;
  onClose: () => void;
  logoutRetryDelaysMs?: readonly number[];
}) {
  const { t } = useTranslation('common');
  const { prefix } = useLocalizedPath();
  const logout = useLogoutWithRetry({ target: prefix || '/', retryDelaysMs: logoutRetryDelaysMs });
  // Said from the first failure until the logout goes through, the automatic retries' calls included.
  const { state } = logout;
  const failure =
    state.kind === 'failed' ? state : state.kind === 'retrying' || (state.kind === 'pending' && state.attempt > 1) ? state : undefined;
  if (open) {
    return (
      <ul id="account-menu-list" className="account-menu__list">
        {USER_LINKS.map((link) => (
          <li key={link.href}>
            <AppLink to={link.href} onClick={onClose}>
              {t(link.label)}
            </AppLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="link-button"
            disabled={state.kind === 'pending'}
            onClick={() => {
              onClose();
              logout.logout();
            }}
            data-testid="logout"
          >
            {t('account.logout')}
          </button>
        </li>
      </ul>
    );
  }
  if (!failure) return null;
  return (
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
  );
}
