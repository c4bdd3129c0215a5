/**
 * What an investment form needs beside the plan: the currency's decimals (GET /v2/currencies/data) and what
 * the main balance has free to invest (GET /v2/balances/main), loaded only for a logged-in user.
 */
import { useListBalancesByType } from '../../../generated/api/balances/balances';
import { useListCurrencies } from '../../../generated/api/profile/profile';
import { useSessionSnapshot } from '../../lib/session/session-store';

export const DEFAULT_DECIMALS = 8;

export function useEarnWallet(ticker: string) {
  const { loggedIn } = useSessionSnapshot();
  const currencies = useListCurrencies({ query: { staleTime: 5 * 60_000 } });
  const balances = useListBalancesByType('main', { query: { enabled: loggedIn } });
  const decimals = Math.min(currencies.data?.data.find((c) => c.ticker === ticker)?.decimal ?? DEFAULT_DECIMALS, 18);
  const available = balances.data?.data.find((b) => b.ticker === ticker)?.main ?? '0';
  return { loggedIn, decimals, available, balancesReady: balances.isSuccess, balances };
}
