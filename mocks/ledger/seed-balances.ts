/**
 * The seed of the demo user's balances: the spot balances the socket hub's demo account starts with (its resting
 * orders hold the frozen part), and the main and collateral accounts. Earn balances are laid by the earn domains
 * with the positions that make them up.
 */
import type { Holding, Ledger } from './ledger';

/** Main (wallet) account: where deposits land and withdrawals leave from. */
const MAIN: readonly [ticker: string, available: string][] = [
  ['USDT', '3200'],
  ['BTC', '0.08'],
  ['ETH', '1.5'],
  ['USDC', '750'],
  ['TRY', '15000'],
  ['EUR', '420.5'],
  // WBT to put on hold (the held WBT itself is the WBT slice's, mocks/ledger/money/wbt.ts).
  ['WBT', '250'],
  // A demo token (practice USDT, worth nothing): what the balance page's "hide demo tokens" hides.
  ['DUSDT', '10000'],
];

/** Collateral account: margin and futures trading. */
const COLLATERAL: readonly [ticker: string, available: string][] = [
  ['USDT', '5000'],
  ['BTC', '0.05'],
];

export function seedBalances(spot: ReadonlyMap<string, Holding>): (ledger: Ledger) => void {
  const initialSpot = [...spot].map(([ticker, h]) => [ticker, { ...h }] as const);
  return (ledger) => {
    ledger.post(
      ...initialSpot.map(([ticker, h]) => ({ account: 'spot' as const, ticker, available: h.available, freeze: h.freeze })),
      ...MAIN.map(([ticker, available]) => ({ account: 'main' as const, ticker, available })),
      ...COLLATERAL.map(([ticker, available]) => ({ account: 'collateral' as const, ticker, available })),
    );
  };
}
