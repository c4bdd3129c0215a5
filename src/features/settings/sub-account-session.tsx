/**
 * In a sub-account's own session: who the main account is and the switch back to it, which reloads the current
 * page (spec section 4).
 */
import { useTranslation } from 'react-i18next';
import { useSwitchBackToMain } from '../../lib/session/switch-to-main';

export function SubAccountSession({ mainNickname, mainId, alias }: { mainNickname: string | null; mainId: string; alias: string | null }) {
  const { t } = useTranslation('settings');
  const { switchBack, pending } = useSwitchBackToMain();
  return (
    <div className="notice" data-testid="sub-account-session">
      <p>{t('subAccounts.inSubAccount', { alias: alias ?? '', main: mainNickname ?? mainId })}</p>
      {/* Spec: switching back reloads the current page (a deliberate full load, see useSwitchBackToMain). */}
      <button type="button" className="button" disabled={pending} onClick={switchBack}>
        {t('subAccounts.switchToMain')}
      </button>
    </div>
  );
}
