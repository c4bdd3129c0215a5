/** Switches a sub-account session back to its main account, then reloads the current page (spec section 4). */
import { useTranslation } from 'react-i18next';
import { useSwitchBackToMain } from '../../lib/session/switch-to-main';

export function SwitchToMainAccount({ mainAccountId }: { mainAccountId: string }) {
  const { t } = useTranslation('common');
  const { switchBack, pending } = useSwitchBackToMain();
  return (
    <button type="button" className="button button--secondary" disabled={pending} onClick={switchBack} data-testid="switch-to-main">
      {t('notFound.switchToMain', { id: mainAccountId })}
    </button>
  );
}
