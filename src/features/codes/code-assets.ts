/**
 * Which assets a code (or a package's codes) may carry: the exchange's currencies less those the session restricts for
 * codes (spec section 3, restrictedAssets.codes.withdraw), each with its decimals and what the main balance holds.
 */
import { useListBalancesByType } from '../../../generated/api/balances/balances';
import { useListCurrencies } from '../../../generated/api/profile/profile';
import { useGetSettings } from '../../../generated/api/session/session';

export interface CodeAsset {
  ticker: string;
  decimals: number;
  /** The main balance's available amount. */
  available: string;
}

export function useCodeAssets(): { pending: boolean; error: unknown; retry: () => void; assets: CodeAsset[] } {
  const currencies = useListCurrencies({ query: { staleTime: 5 * 60_000 } });
  const balances = useListBalancesByType('main', { query: { staleTime: 5_000 } });
  const settings = useGetSettings({ query: { staleTime: 30_000 } });
  const restricted = new Set(settings.data?.data.user.restrictedAssets.codes.withdraw ?? []);
  const held = new Map((balances.data?.data ?? []).map((b) => [b.ticker, b.main ?? '0']));
  const assets = (currencies.data?.data ?? [])
    .filter((c) => !restricted.has(c.ticker))
    .map((c) => ({ ticker: c.ticker, decimals: Math.min(c.decimal, 8), available: held.get(c.ticker) ?? '0' }))
    // What the user holds first, then by name: the asset one wants is near the top.
    .sort((a, b) => Number(b.available !== '0') - Number(a.available !== '0') || a.ticker.localeCompare(b.ticker));
  const failed = currencies.error ?? balances.error;
  return {
    pending: currencies.isPending || balances.isPending,
    error: failed,
    retry: () => void Promise.all([currencies.refetch(), balances.refetch()]),
    assets,
  };
}
