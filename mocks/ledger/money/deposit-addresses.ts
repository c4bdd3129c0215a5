/**
 * The demo user's deposit addresses (a persisted slice): one per currency and network once made, in the network's
 * own format; the seed has the usual ones (BTC, ETH and USDT on TRC20 and ERC20). EVM networks share one address
 * per user, as a real exchange's wallets do: ETH and USDT on ERC20 get the same 0x address.
 */
import type { Ledger } from '../ledger';
import { addressTypesOf, makeAddress } from './currencies';

const SLICE = 'deposit-addresses';
/** More than this many addresses on one currency and network are refused. */
export const MAX_ADDRESSES_PER_NETWORK = 5;
const EVM = new Set(['ERC20', 'BEP20', 'WBT']);

export interface StoredAddress {
  ticker: string;
  network: string;
  type: string;
  address: string;
  memo?: string;
  /** ms */
  createdAt: number;
}

/** The n-th address (0-based) of a ticker on a network: deterministic from the seed. */
function generate(ledger: Ledger, ticker: string, network: string, type: string, n: number) {
  const owner = EVM.has(network) ? 'evm' : `${ticker}:${network}`;
  return makeAddress(ledger.random(`deposit-address:${owner}:${type}:${n}`), network, type);
}

function seed(ledger: Ledger): StoredAddress[] {
  const day = 86_400_000;
  const made: [ticker: string, network: string, type: string, daysAgo: number][] = [
    ['USDT', 'TRC20', 'default', 120],
    ['BTC', 'BTC', 'segwit', 90],
    ['ETH', 'ERC20', 'default', 60],
    ['USDT', 'ERC20', 'default', 30],
  ];
  return made.map(([ticker, network, type, daysAgo]) => ({
    ticker,
    network,
    type,
    ...generate(ledger, ticker, network, type, 0),
    createdAt: ledger.createdAt - daysAgo * day,
  }));
}

export function defineDepositAddresses(ledger: Ledger): void {
  ledger.defineSlice(SLICE, seed);
}

export const depositAddresses = (ledger: Ledger): StoredAddress[] => ledger.slice<StoredAddress[]>(SLICE, seed);

/** Makes the next address of a ticker on a network (the caller checked that the network is the ticker's). */
export function createAddress(ledger: Ledger, ticker: string, network: string, type?: string): StoredAddress | 'too-many' | 'bad-type' {
  const types = addressTypesOf(network);
  const chosen = type ?? types[0]!;
  if (!types.includes(chosen)) return 'bad-type';
  const list = depositAddresses(ledger);
  const existing = list.filter((a) => a.ticker === ticker && a.network === network);
  if (existing.length >= MAX_ADDRESSES_PER_NETWORK) return 'too-many';
  const n = existing.filter((a) => a.type === chosen).length;
  const address: StoredAddress = {
    ticker,
    network,
    type: chosen,
    ...generate(ledger, ticker, network, chosen, n),
    createdAt: ledger.now(),
  };
  list.push(address);
  ledger.changed();
  return address;
}

export function wireAddress(a: StoredAddress, seconds: (ms: number) => number) {
  return {
    ticker: a.ticker,
    network: a.network,
    type: a.type,
    address: a.address,
    ...(a.memo ? { memo: a.memo } : {}),
    createdAt: seconds(a.createdAt),
  };
}
