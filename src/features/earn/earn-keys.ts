/** The queries an investment changes, so that every screen showing them asks again. */
import type { QueryClient } from '@tanstack/react-query';
import { getListBalancesByTypeQueryKey, getListBalancesQueryKey } from '../../../generated/api/balances/balances';
import { getListFixedInvestmentHistoryQueryKey, getListFixedInvestmentsQueryKey } from '../../../generated/api/earn-fixed/earn-fixed';
import {
  getGetFlexInvestmentsSummaryQueryKey,
  getGetFlexPlanDetailQueryKey,
  getListFlexInvestmentHistoryQueryKey,
} from '../../../generated/api/earn-flex/earn-flex';

/** Spec section 4: after a flex redeem the active history is refetched after 1 s, after a close it is invalidated after 1 s. */
export const HISTORY_REFRESH_DELAY_MS = 1000;

export function refreshFlex(queryClient: QueryClient, ticker: string): void {
  for (const queryKey of [
    getGetFlexPlanDetailQueryKey(ticker),
    getGetFlexInvestmentsSummaryQueryKey(),
    getListBalancesByTypeQueryKey('main'),
    getListBalancesByTypeQueryKey('staking'),
    getListBalancesQueryKey(),
  ])
    void queryClient.invalidateQueries({ queryKey });
}

export function refreshFixed(queryClient: QueryClient): void {
  for (const queryKey of [
    getListFixedInvestmentsQueryKey(),
    getListFixedInvestmentHistoryQueryKey(),
    getListBalancesByTypeQueryKey('main'),
    getListBalancesByTypeQueryKey('staking'),
    getListBalancesQueryKey(),
  ])
    void queryClient.invalidateQueries({ queryKey });
}

/** Every page of the flex history (the prefix of its keys). */
export const flexHistoryKey = () => getListFlexInvestmentHistoryQueryKey();
