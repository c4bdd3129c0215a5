/** Switches a sub-account session back to its main account, then reloads the current page (spec section 4). */
import { useTranslation } from 'react-i18next';

export function SwitchToMainAccount({ mainAccountId }: { mainAccountId: string }) {
  const { t } = useTranslation('common');
  return (
    <a className="button button--secondary" href={`/settings/general/sub-accounts?switchToMain=1`} data-testid="switch-to-main">
      {t('notFound.switchToMain', { id: mainAccountId })}
    </a>
  );
}
