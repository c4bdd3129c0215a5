/**
 * The earn balance as a side of a transfer (issue 20). Earn has no transfer call: moving to earn invests in the
 * asset's flexible plan (POST .../investments/{ticker}/invest, from the main balance), moving from earn redeems
 * from it (POST .../investments/{ticker}/withdraw, to the main balance; the whole amount closes the investment).
 * So earn pairs only with main, only for an asset with a flexible plan, within the plan's minimum and what is left
 * of its maximum, and what is redeemed must leave nothing or at least the plan's minimum invested.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getListBalancesByTypeQueryKey, getListBalancesQueryKey } from '../../../generated/api/balances/balances';
import {
  getGetFlexInvestmentsSummaryQueryKey,
  getListFlexInvestmentHistoryQueryKey,
  useGetFlexInvestmentsSummary,
  useListFlexPlans,
} from '../../../generated/api/earn-flex/earn-flex';
import type { FlexPlan } from '../../../generated/api/model/flexPlan.zod';
import type { TransferAccount } from '../../../generated/api/model/transferAccount.zod';
import { Dec, decimalString } from '../../lib/input/input-result';

/** The balances a transfer moves between: the transfer call's three and earn (the contract's `staking`). */
export type TransferSide = TransferAccount | 'staking';
export const EARN = 'staking' satisfies TransferSide;

export interface EarnLimits {
  plan: FlexPlan;
  /** What the user has in the plan now (its active investment). */
  invested: string;
  /** What more may go in under the plan's maximum (none: no maximum). */
  room: string | undefined;
}

/** The flexible plans and the user's investments, loaded for the transfer form. */
export function useEarnSide() {
  const plans = useListFlexPlans({ query: { staleTime: 60_000 } });
  const investments = useGetFlexInvestmentsSummary();
  const list = plans.data?.data ?? [];
  const limitsOf = (ticker: string): EarnLimits | undefined => {
    const plan = list.find((p) => p.ticker === ticker);
    if (!plan) return undefined;
    const active = investments.data?.data.find((i) => i.ticker === ticker && i.status === 1);
    const invested = active?.amount ?? '0';
    const room = plan.maxAmount === undefined ? undefined : decimalString(Dec.max(0, new Dec(plan.maxAmount).minus(invested)));
    return { plan, invested, room };
  };
  return {
    tickers: list.map((p) => p.ticker),
    limitsOf,
    pending: plans.isPending || investments.isPending,
  };
}

/** What a redeem of `amount` leaves invested when that is above nothing and below the plan's minimum. */
export function leftBelowMinimum(limits: EarnLimits, amount: Dec): boolean {
  const left = new Dec(limits.invested).minus(amount);
  return left.gt(0) && left.lt(limits.plan.minAmount);
}

/** The queries a transfer changes: every balance list, the transfer history, and the earn investments for earn. */
export function refreshAfterTransfer(queryClient: QueryClient, extra: readonly (readonly unknown[])[]): void {
  const keys: (readonly unknown[])[] = [
    getListBalancesQueryKey(),
    ...(['main', 'spot', 'margin', 'staking'] as const).map((type) => getListBalancesByTypeQueryKey(type)),
    getGetFlexInvestmentsSummaryQueryKey(),
    getListFlexInvestmentHistoryQueryKey(),
    ...extra,
  ];
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}
