/**
 * The balances (GET /v2/balances) valued in BTC with the currency rates (GET /v2/currencies/rates), for the
 * analytics shares. Assets without a rate are counted apart so that the shares never pretend they are 0.
 */
import { useMemo } from 'react';
import { useListBalances } from '../../../generated/api/balances/balances';
import type { Balance } from '../../../generated/api/model/balance.zod';
import { useListCurrencyRates } from '../../../generated/api/profile/profile';
import { Dec, decimalString } from '../../lib/input/input-result';
import { equivalentOf, indexRates } from '../../lib/valuation/equivalent';

export type Share = { key: string; value: string; percent: string };

/** Each part's share of the whole, in percent to 2 places; an empty whole gives no shares. */
export function shares(parts: readonly { key: string; value: string }[]): Share[] {
  const total = parts.reduce((sum, p) => sum.plus(p.value), new Dec(0));
  if (total.isZero()) return [];
  return parts
    .filter((p) => !new Dec(p.value).isZero())
    .map((p) => ({ ...p, percent: decimalString(new Dec(p.value).div(total).mul(100).toDecimalPlaces(2, Dec.ROUND_HALF_UP)) }))
    .sort((a, b) => new Dec(b.value).comparedTo(a.value));
}

export function useBtcValues() {
  const balances = useListBalances();
  const rates = useListCurrencyRates({ query: { staleTime: 60_000 } });
  const index = useMemo(() => indexRates(rates.data?.data ?? []), [rates.data]);
  const value = useMemo(
    () => (balance: Balance, key: Exclude<keyof Balance, 'ticker'>) => equivalentOf(balance[key] ?? '0', balance.ticker, 'BTC', index),
    [index],
  );
  return { balances, rates, value, pending: balances.isPending || rates.isPending };
}
