/**
 * The tax-reporting partner (Koinly) on /settings/api/integrations: shown only where the session's koinly permission
 * is enabled and not hidden (spec section 6; the spec's flags disable it everywhere, so by default nothing is drawn),
 * and offered once the account may confirm the sign-in (the user's isTaxLoginConfirmable). Signing in asks the
 * exchange for the partner's one-time sign-in address (POST /v2/tax-login) and opens it in a new window; a blocked
 * pop-up is said (spec section 8) with the address to open by hand.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginToTaxService } from '../../../generated/api/misc/misc';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { safeUrl } from '../../lib/navigation/safe-url';
import type { SettingsData } from './settings-data';

/** Opens the partner's address; false when the browser blocked the window. */
export type OpenWindow = (url: string) => boolean;
const openWindow: OpenWindow = (url) => window.open(url, '_blank', 'noopener,noreferrer') !== null;

export function TaxReporting({ settings, open = openWindow }: { settings: SettingsData; open?: OpenWindow }) {
  const { t } = useTranslation('settings');
  const login = useLoginToTaxService();
  const [blocked, setBlocked] = useState<string | undefined>();
  const flag = settings.permissions.koinly;
  if (!flag.enabled || flag.hide) return null;
  const confirmable = settings.user.isTaxLoginConfirmable;
  const signIn = () =>
    login.mutate(undefined, {
      onSuccess: ({ data }) => {
        const url = safeUrl(data.redirectUrl);
        if (!url) return;
        setBlocked(open(url) ? undefined : url);
      },
      onError: (error) => failedToFetchToast(error),
    });
  return (
    <section className="settings-card" aria-labelledby="tax-reporting-title" data-testid="tax-reporting">
      <h2 id="tax-reporting-title">{t('taxReporting.title')}</h2>
      <p>{t('taxReporting.text')}</p>
      {confirmable ? (
        <button
          type="button"
          className="button"
          onClick={signIn}
          disabled={login.isPending}
          aria-busy={login.isPending}
          data-testid="tax-login"
        >
          {login.isPending ? t('taxReporting.opening') : t('taxReporting.signIn')}
        </button>
      ) : (
        <p className="notice">{t('taxReporting.notConfirmable')}</p>
      )}
      {blocked && (
        <p className="notice" role="alert" data-testid="tax-login-blocked">
          {t('taxReporting.popupBlocked')}{' '}
          <a href={blocked} target="_blank" rel="noopener noreferrer">
            {t('taxReporting.openByHand')}
          </a>
        </p>
      )}
    </section>
  );
}
