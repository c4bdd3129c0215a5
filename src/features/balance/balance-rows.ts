/**
 * Which rows a balance tab shows: its kind's amount per ticker, filtered by the view preferences, most
 * valuable first (unknown values after known ones, empty balances last). Amounts stay decimal strings; "0"
 * stands for a field the server left out.
 */
import type { Balance } from '../../../generated/api/model/balance.zod';
import { Dec } from '../../lib/input/input-result';
import { equivalentOf, type RateIndex } from '../../lib/valuation/equivalent';
import type { ViewPreferences } from './view-preferences';

export type AmountKey = Exclude<keyof Balance, 'ticker'>;

export interface BalanceRow {
  ticker: string;
  /** The tab's own amount (total, main, spot, margin or staking). */
  amount: string;
  balance: Balance;
  /** The amount in the view's currency; undefined when no rate is known. */
  equivalent: string | undefined;
}

export const amountOf = (balance: Balance, key: AmountKey): string => balance[key] ?? '0';

/**
 * Demo tokens are the practice copies of real assets, named with a D before the real ticker (DBTC, DUSDT).
 * Assumption: the contract has no flag for them, so a ticker counts as demo when it is "D" plus another ticker
 * of the same list.
 */
export function isDemoToken(ticker: string, allTickers: ReadonlySet<string>): boolean {
  return ticker.length > 2 && ticker.startsWith('D') && allTickers.has(ticker.slice(1));
}

export function balanceRows(
  balances: readonly Balance[],
  key: AmountKey,
  { preferences, quote, rates }: { preferences: ViewPreferences; quote: string; rates: RateIndex },
): BalanceRow[] {
  const tickers = new Set(balances.map((b) => b.ticker));
  return balances
    .map((balance) => {
      const amount = amountOf(balance, key);
      return { ticker: balance.ticker, amount, balance, equivalent: equivalentOf(amount, balance.ticker, quote, rates) };
    })
    .filter((row) => !(preferences.isHideZeros && new Dec(row.amount).isZero()))
    .filter((row) => !(preferences.isDemoTokensHidden && isDemoToken(row.ticker, tickers)))
    .sort((a, b) => {
      // Empty balances go last, so that an asset without a known rate still comes before them.
      const byEmpty = Number(new Dec(a.amount).isZero()) - Number(new Dec(b.amount).isZero());
      if (byEmpty !== 0) return byEmpty;
      const byValue = new Dec(b.equivalent ?? '-1').comparedTo(new Dec(a.equivalent ?? '-1'));
      return byValue !== 0 ? byValue : a.ticker.localeCompare(b.ticker);
    });
}
