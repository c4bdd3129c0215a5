/**
 * The figures of a crypto loan the screens compute before asking the server: its loan-to-value at the terms'
 * USDT prices, the smallest collateral the initial LTV allows, LTV as a percentage in the locale, and the queries
 * a loan's change makes stale. Decimals only.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getListBalancesByTypeQueryKey, getListBalancesQueryKey, useListBalancesByType } from '../../../generated/api/balances/balances';
import { getListCryptoLoanHistoryQueryKey, getListCryptoLoansQueryKey } from '../../../generated/api/crypto-borrow/crypto-borrow';
import type { CryptoBorrowTerms } from '../../../generated/api/model/cryptoBorrowTerms.zod';
import { useListCurrencies } from '../../../generated/api/profile/profile';
import { formatRate } from '../../lib/format/number-format';
import { Dec, decimalString } from '../../lib/input/input-result';

const LTV_DECIMALS = 4;
const DEFAULT_DECIMALS = 8;

interface LoanDraft {
  loanTicker: string;
  loanAmount: string;
  collateralTicker: string;
  collateralAmount: string;
}

const positive = (value: string | undefined): Dec | undefined => {
  try {
    const d = new Dec(value ?? '');
    return d.gt(0) ? d : undefined;
  } catch {
    return undefined;
  }
};

const prices = (terms: CryptoBorrowTerms, loanTicker: string, collateralTicker: string) => ({
  loan: terms.loanAssets.find((a) => a.ticker === loanTicker)?.priceUsdt,
  collateral: terms.collateralAssets.find((c) => c.ticker === collateralTicker)?.priceUsdt,
});

/** Owed over the collateral's worth, rounded up to 4 places as the server does; undefined until both are typed. */
export function loanToValue(draft: LoanDraft, terms: CryptoBorrowTerms): Dec | undefined {
  const loan = positive(draft.loanAmount);
  const collateral = positive(draft.collateralAmount);
  const price = prices(terms, draft.loanTicker, draft.collateralTicker);
  if (!loan || !collateral || !price.loan || !price.collateral || new Dec(price.collateral).isZero()) return undefined;
  return loan.times(price.loan).div(collateral.times(price.collateral)).toDecimalPlaces(LTV_DECIMALS, Dec.ROUND_UP);
}

/** The least collateral (rounded up to its decimals) that keeps the typed loan within the initial LTV. */
export function collateralNeeded(draft: LoanDraft, terms: CryptoBorrowTerms, decimals: number): string | undefined {
  const loan = positive(draft.loanAmount);
  const terms_ = terms.collateralAssets.find((c) => c.ticker === draft.collateralTicker);
  const price = prices(terms, draft.loanTicker, draft.collateralTicker);
  if (!loan || !terms_ || !price.loan || !price.collateral || new Dec(price.collateral).isZero()) return undefined;
  const exact = loan.times(price.loan).div(new Dec(price.collateral).times(terms_.initialLtv));
  // Rounded up, then one step more when rounding the LTV up to 4 places would still put it over the initial.
  let needed = exact.toDecimalPlaces(decimals, Dec.ROUND_UP);
  const step = new Dec(1).div(new Dec(10).pow(decimals));
  while (loanToValue({ ...draft, collateralAmount: decimalString(needed) }, terms)!.gt(terms_.initialLtv)) needed = needed.plus(step);
  return decimalString(needed);
}

/** A ratio (0.6523) as the locale writes a percentage (65.23 %). */
export const percentText = (ratio: Dec | string, locale: string): string => formatRate(new Dec(ratio).times(100).toFixed(), locale);

/** What the screens need of the user's main balance: what is free of a ticker and its decimals. */
export interface BorrowWallet {
  available(ticker: string): string;
  decimals(ticker: string): number;
}

export function useBorrowWallet(enabled: boolean): BorrowWallet & { ready: boolean } {
  const currencies = useListCurrencies({ query: { staleTime: 5 * 60_000 } });
  const balances = useListBalancesByType('main', { query: { enabled } });
  return {
    ready: balances.isSuccess,
    available: (ticker) => balances.data?.data.find((b) => b.ticker === ticker)?.main ?? '0',
    decimals: (ticker) => Math.min(currencies.data?.data.find((c) => c.ticker === ticker)?.decimal ?? DEFAULT_DECIMALS, 8),
  };
}

/** After a loan is taken, repaid or topped up: the loans, their history and the balances. */
export function refreshLoans(queryClient: QueryClient): void {
  for (const queryKey of [
    getListCryptoLoansQueryKey(),
    getListCryptoLoanHistoryQueryKey(),
    getListBalancesByTypeQueryKey('main'),
    getListBalancesQueryKey(),
  ])
    void queryClient.invalidateQueries({ queryKey });
}
