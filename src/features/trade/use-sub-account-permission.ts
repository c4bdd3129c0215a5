/**
 * Whether the session may trade a kind: a sub-account's session (the session says so with the main account's
 * external id) trades spot only with spotEnabled and margin or futures only with collateralEnabled, as the exchange
 * checks (an order it is not allowed is refused with FeatureDisabled, 1007). The main account may trade everything and
 * asks nothing: the sub-account's overview is read only in a sub-account's session.
 */
import { useGetSubAccountInfo } from '../../../generated/api/sub-accounts/sub-accounts';
import { useSessionSnapshot } from '../../lib/session/session-store';
import type { TradeKind } from './use-trade-market';

export interface SubAccountRefusal {
  /** The sub-account's alias, when known. */
  alias: string | undefined;
  /** The main account's nickname (who can allow it). */
  mainAccount: string | undefined;
}

/** The refusal of `kind` for this session, or undefined when it may trade it (or while that is not known yet). */
export function useSubAccountRefusal(kind: TradeKind): SubAccountRefusal | undefined {
  const { loggedIn, mainAccountExternalId } = useSessionSnapshot();
  const info = useGetSubAccountInfo({ query: { enabled: loggedIn && mainAccountExternalId !== undefined, staleTime: 30_000 } });
  const data = info.data?.data;
  if (!loggedIn || mainAccountExternalId === undefined || !data?.isSubAccount || !data.permissions) return undefined;
  const allowed = kind === 'spot' ? data.permissions.spotEnabled : data.permissions.collateralEnabled;
  return allowed ? undefined : { alias: data.alias, mainAccount: data.mainAccount?.nickname };
}
