/**
 * The balance page's rows from the ledger: one row per ticker over every account type (main, spot with what open
 * orders hold, collateral as margin, earn as staking) and the WBT on hold, `total` their exact sum.
 */
import type { AccountType, Ledger } from '../ledger';
import { decimal } from '../ledger';
import { CURRENCIES } from './currencies';
import { settleDueFunds } from '../settle-due';
import { heldUnits, pendingUnhold, WBT } from './wbt';

/** The balance kinds of GET /v2/balances/{type} and of a transfer, and the ledger account each one is. */
export const KIND_ACCOUNTS = { main: 'main', spot: 'spot', margin: 'collateral', staking: 'earn' } as const satisfies Record<
  string,
  AccountType
>;
export type BalanceKind = keyof typeof KIND_ACCOUNTS;

export interface BalanceRow {
  ticker: string;
  total: string;
  main: string;
  spot: string;
  margin: string;
  staking: string;
  spotInOrders: string;
  spotAvailable: string;
  withBorrow: string;
  withoutBorrow: string;
  borrow: string;
  hold: string;
}

/** Every ticker listed as a currency or held on any account, sorted. */
export function balanceTickers(ledger: Ledger): string[] {
  return [...new Set([...CURRENCIES.map((c) => c.ticker), ...ledger.tickers(), WBT])].sort();
}

export function balanceRows(ledger: Ledger): BalanceRow[] {
  settleDueFunds(ledger);
  const wbtHold = heldUnits(ledger) + pendingUnhold(ledger);
  return balanceTickers(ledger).map((ticker) => {
    const all = (account: AccountType) => {
      const h = ledger.balance(account, ticker);
      return h.available + h.freeze;
    };
    const spot = ledger.balance('spot', ticker);
    const main = all('main');
    const margin = all('collateral');
    const staking = all('earn');
    const hold = ticker === WBT ? wbtHold : 0n;
    const spotTotal = spot.available + spot.freeze;
    return {
      ticker,
      total: decimal(main + spotTotal + margin + staking + hold),
      main: decimal(main),
      spot: decimal(spotTotal),
      margin: decimal(margin),
      staking: decimal(staking),
      spotInOrders: decimal(spot.freeze),
      spotAvailable: decimal(spot.available),
      // The ledger's collateral account has no borrowing of its own: with and without borrow are the same.
      withBorrow: decimal(margin),
      withoutBorrow: decimal(margin),
      borrow: '0',
      hold: decimal(hold),
    };
  });
}

/**
 * GET /v2/balances/{type}: the same rows. The generated schema fills every field a kind's entry leaves out with "0",
 * so leaving the other kinds out would answer false zeros (a total of "0"); every field is its true value instead,
 * the kind's own fields among them.
 */
export function rowsOfKind(ledger: Ledger, _kind: BalanceKind): BalanceRow[] {
  return balanceRows(ledger);
}
