/**
 * The account corner of the header. A guest gets login and registration; a user the Account button, whose panel
 * (the pages of their account and logout with its retries: ./account-menu-panel.tsx) is a chunk of its own,
 * asked for when the pointer or focus comes to the button, so that every page's first load does not carry it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyModule, useLazyModule } from '../../lib/loading/lazy-module';
import { useSessionSnapshot } from '../../lib/session/session-store';
import { AppLink } from '../../ui/app-link';

const panelModule = lazyModule(() => import('./account-menu-panel'));

export function AccountMenu({ logoutRetryDelaysMs }: { logoutRetryDelaysMs?: readonly number[] }) {
  const { t } = useTranslation('common');
  const { loggedIn } = useSessionSnapshot();
  const [open, setOpen] = useState(false);
  const panel = useLazyModule(panelModule);
  const [loadFailed, setLoadFailed] = useState(false);
  const preload = () => {
    if (panel) return;
    setLoadFailed(false);
    panelModule.load().catch(() => setLoadFailed(true));
  };
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
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          preload();
          setOpen(!open);
        }}
        data-testid="account-menu"
      >
        {t('account.menu')}
      </button>
      {panel ? (
        <panel.AccountMenuPanel open={open} onClose={() => setOpen(false)} logoutRetryDelaysMs={logoutRetryDelaysMs} />
      ) : (
        open && (
          // Opened before the panel's code came (a slow network): where the panel will be, a wait or the failure.
          <div id="account-menu-list" className="account-menu__list" role="status" aria-busy={!loadFailed}>
            {loadFailed ? (
              t('errors.network')
            ) : (
              <>
                <span className="spinner" aria-hidden="true" />
                <span className="visually-hidden">{t('status.loading')}</span>
              </>
            )}
          </div>
        )
      )}
    </div>
  );
}
