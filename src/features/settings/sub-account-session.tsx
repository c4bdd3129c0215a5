/**
 * In a sub-account's own session: who the main account is and the switch back to it, which reloads the current
 * page (spec section 4).
 */
import { useTranslation } from 'react-i18next';
import { useSwitchToMainAccount } from '../../../generated/api/sub-accounts/sub-accounts';
import { failedToFetchToast, SUB_ACCOUNT_DATA_SEPARATOR } from '../../lib/errors/failed-to-fetch';

export function SubAccountSession({ mainNickname, mainId, alias }: { mainNickname: string | null; mainId: string; alias: string | null }) {
  const { t } = useTranslation('settings');
  const switchBack = useSwitchToMainAccount();
  return (
    <div className="notice" data-testid="sub-account-session">
      <p>{t('subAccounts.inSubAccount', { alias: alias ?? '', main: mainNickname ?? mainId })}</p>
      <button
        type="button"
        className="button"
        disabled={switchBack.isPending}
        onClick={() =>
          switchBack.mutate(undefined, {
            // Spec: switching back reloads the current page, a deliberate full load: the main account's session
            // starts every cache, stream and guard afresh.
            onSuccess: () => location.reload(),
            onError: (error) => failedToFetchToast(error, undefined, { separator: SUB_ACCOUNT_DATA_SEPARATOR }),
          })
        }
      >
        {t('subAccounts.switchToMain')}
      </button>
    </div>
  );
}
