/**
 * Deposits on the ledger: an incoming transfer to one of the user's deposit addresses (the demo's stand-in for the
 * network: `window.__mockLedger.deposit(...)` or the deposit page's "Send a test deposit") waits `pending` for its
 * confirmations and is credited to the main balance DEPOSIT_CREDIT_MS later on the ledger's clock, in one post()
 * when read (like the withdrawals and the WBT unhold requests), then recorded in the 'deposits' history.
 */
import { decimal, units, type Ledger } from '../ledger';
import { positiveAmount } from './amounts';
import { decimalsOf, networkOf } from './currencies';
import { depositAddresses } from './deposit-addresses';

/** How long the demo's network takes to confirm a deposit. */
export const DEPOSIT_CREDIT_MS = 5_000;
const SLICE = 'deposits';

export interface StoredDeposit {
  id: number;
  ticker: string;
  network: string;
  address: string;
  memo?: string;
  amount: string;
  status: 'pending' | 'completed';
  createdAt: number;
  creditAt: number;
  txHash: string;
}

interface DepositState {
  items: StoredDeposit[];
}

const seed = (): DepositState => ({ items: [] });

export function defineDeposits(ledger: Ledger): void {
  ledger.defineSlice<DepositState>(SLICE, seed);
}

const state = (ledger: Ledger): DepositState => ledger.slice<DepositState>(SLICE, seed);

/** An incoming deposit to the user's newest address of the currency on the network; why not when it cannot be. */
export function incomingDeposit(
  ledger: Ledger,
  request: { ticker: string; network: string; amount: string },
): { ok: true; deposit: StoredDeposit } | { ok: false; message: string } {
  const net = networkOf(request.ticker, request.network);
  if (!net || !net.isDepositable) return { ok: false, message: `${request.ticker} is not deposited on ${request.network}.` };
  const amount = positiveAmount(request.amount, decimalsOf(request.ticker));
  if (!amount.ok) return { ok: false, message: amount.message };
  const address = depositAddresses(ledger)
    .filter((a) => a.ticker === request.ticker && a.network === request.network)
    .at(-1);
  if (!address) return { ok: false, message: `There is no ${request.ticker} deposit address on ${request.network} yet.` };
  const id = ledger.nextId('deposit', 200_000);
  const random = ledger.random(`deposit-tx:${id}`);
  const now = ledger.now();
  const deposit: StoredDeposit = {
    id,
    ticker: request.ticker,
    network: request.network,
    address: address.address,
    ...(address.memo ? { memo: address.memo } : {}),
    amount: decimal(amount.units),
    status: 'pending',
    createdAt: now,
    creditAt: now + DEPOSIT_CREDIT_MS,
    txHash: Array.from({ length: 64 }, () => '0123456789abcdef'[random.int(0, 15)]).join(''),
  };
  state(ledger).items.unshift(deposit);
  ledger.changed();
  return { ok: true, deposit };
}

/** Credits the pending deposits whose confirmations are in by now. */
export function settleDeposits(ledger: Ledger): void {
  const now = ledger.now();
  let settled = false;
  for (const d of [...state(ledger).items].reverse()) {
    if (d.status !== 'pending' || d.creditAt > now) continue;
    ledger.post({ account: 'main', ticker: d.ticker, available: units(d.amount) });
    d.status = 'completed';
    ledger.record('deposits', { depositId: d.id, ticker: d.ticker, network: d.network, amount: d.amount, txHash: d.txHash }, d.creditAt);
    settled = true;
  }
  if (settled) ledger.changed();
}

/** Every deposit, newest first (settled first). */
export function deposits(ledger: Ledger): StoredDeposit[] {
  settleDeposits(ledger);
  return state(ledger).items;
}
