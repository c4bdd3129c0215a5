/**
 * What the balance screens need to show amounts and values: the currency of the estimate (BTC or the user's
 * fiat), the rate index, and each currency's decimals. Rates or currencies that fail to load do not block the
 * balances: values then show as unknown and amounts fall back to 8 decimals.
 */
import { useMemo } from 'react';
import { useListCurrencies, useListCurrencyRates } from '../../../generated/api/profile/profile';
import { useGetSettings } from '../../../generated/api/session/session';
import { useRegion } from '../../lib/region/current-region';
import { indexRates, type RateIndex } from '../../lib/valuation/equivalent';
import { preferredFiat } from '../../lib/valuation/preferred-fiat';
import type { ViewPreferences } from './view-preferences';

export const DEFAULT_DECIMALS = 8;

export interface Valuation {
  /** The ticker values are shown in: BTC or the fiat. */
  quote: string;
  isFiat: boolean;
  fiat: string;
  rates: RateIndex;
  /** The rates are on their way: values are not known yet (neither are the rows without a rate). */
  ratesPending: boolean;
  ratesFailed: boolean;
  decimalsOf: (ticker: string) => number;
}

export function useValuation(preferences: ViewPreferences): Valuation {
  const region = useRegion();
  const settings = useGetSettings({ query: { staleTime: 30_000 } });
  const rates = useListCurrencyRates({ query: { staleTime: 60_000 } });
  const currencies = useListCurrencies({ query: { staleTime: 5 * 60_000 } });
  const fiat = preferredFiat(region, settings.data?.data.countryCode);
  const index = useMemo(() => indexRates(rates.data?.data ?? []), [rates.data]);
  const decimals = useMemo(() => new Map((currencies.data?.data ?? []).map((c) => [c.ticker, c.decimal])), [currencies.data]);
  const isFiat = preferences.equivalentIn === 'fiat';
  return {
    quote: isFiat ? fiat : 'BTC',
    isFiat,
    fiat,
    rates: index,
    ratesPending: rates.isPending,
    ratesFailed: rates.isError,
    decimalsOf: (ticker) => decimals.get(ticker) ?? DEFAULT_DECIMALS,
  };
}
