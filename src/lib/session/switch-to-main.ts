/**
 * Switching a sub-account session back to its main account (spec section 4: the current page reloads). Used by
 * the sub-account notice in settings and by the 404 screen.
 */
import { useSwitchToMainAccount } from '../../../generated/api/sub-accounts/sub-accounts';
import { failedToFetchToast, SUB_ACCOUNT_DATA_SEPARATOR } from '../errors/failed-to-fetch';

export function useSwitchBackToMain(): { switchBack: () => void; pending: boolean } {
  const mutation = useSwitchToMainAccount();
  const switchBack = () =>
    mutation.mutate(undefined, {
      // A deliberate full load: the main account's session starts every cache, stream and guard afresh.
      onSuccess: () => location.reload(),
      onError: (error) => failedToFetchToast(error, undefined, { separator: SUB_ACCOUNT_DATA_SEPARATOR }),
    });
  return { switchBack, pending: mutation.isPending };
}
