/**
 * Crypto deposits arriving on the user's addresses (a persisted slice). The demo has no blockchain: a deposit is sent
 * by the ledger's controls (window.__mockLedger.deposit, mocks/ledger-controls.ts) to one of the user's addresses, then
 * confirms over DEPOSIT_CREDIT_MS of the ledger's clock and is credited to the main balance in one posting, listed in
 * the ledger's 'deposits' history (settled when balances or funds are read, like the WBT unhold requests). One that
 * cannot be credited stays `uncredited`: below the network's minimum, or without the memo a memo network needs. One
 * from another provider's wallet (`travelRule`) is held (`awaiting`) until the user sends the sender's details under the
 * travel rule (submitTravelRule), then confirms and is credited like the others.
 */
import type { Ledger } from '../ledger';
import { decimal, units } from '../ledger';
import { positiveAmount } from './amounts';
import { currencyOf, networkOf } from './currencies';
import { depositAddresses } from './deposit-addresses';

/** How long the demo's networks take to confirm a deposit (ledger clock). */
export const DEPOSIT_CREDIT_MS = 6_000;
const SLICE = 'crypto-deposits';
const HEX = '0123456789abcdef';

export type CryptoDepositStatus = 'awaiting' | 'confirming' | 'credited' | 'uncredited';

export interface StoredCryptoDeposit {
  id: number;
  ticker: string;
  network: string;
  address: string;
  memo?: string;
  amount: string;
  txHash: string;
  status: CryptoDepositStatus;
  /** Why it was not credited. */
  reason?: 'below-minimum' | 'missing-memo';
  /** ms */
  createdAt: number;
  creditAt: number;
  creditedAt?: number;
  /** Held under the travel rule: the sender's details once sent. */
  travelRule?: { walletType: 'vasp' | 'self-hosted'; vaspId?: string; originatorName: string; originatorCountry?: string };
}

/** The demo's providers a sender may be named by (the travel rule's VASP list). */
export const TRAVEL_RULE_VASPS = [
  { id: 'vasp-101', name: 'Northwind Exchange' },
  { id: 'vasp-102', name: 'Harbor Custody' },
  { id: 'vasp-103', name: 'Meridian Sister Exchange' },
] as const;

export const cryptoDeposits = (ledger: Ledger): StoredCryptoDeposit[] => ledger.slice<StoredCryptoDeposit[]>(SLICE, () => []);

export function defineCryptoDeposits(ledger: Ledger): void {
  ledger.defineSlice(SLICE, () => []);
}

export interface IncomingDeposit {
  ticker: string;
  network: string;
  amount: string;
  /** The memo sent with it (memo networks); the user's own by default. */
  memo?: string | null;
  /** From another provider's wallet: held until the travel rule's details are sent. */
  travelRule?: boolean;
}

/**
 * A deposit sent to the user's newest address of the ticker on the network. Throws when the user has no such address
 * or the amount is not a positive decimal of the currency's precision (a control's misuse, not a user's input).
 */
export function incomingDeposit(ledger: Ledger, incoming: IncomingDeposit): StoredCryptoDeposit {
  const { ticker, network } = incoming;
  const net = networkOf(ticker, network);
  if (!net) throw new Error(`${ticker} does not move on ${network}.`);
  const address = depositAddresses(ledger)
    .filter((a) => a.ticker === ticker && a.network === network)
    .at(-1);
  if (!address) throw new Error(`No ${ticker} deposit address on ${network}: create one first.`);
  const amount = positiveAmount(incoming.amount, currencyOf(ticker)?.decimal);
  if (!amount.ok) throw new Error(amount.message);
  const memo = incoming.memo === undefined ? address.memo : (incoming.memo ?? undefined);
  const random = ledger.random(`crypto-deposit:${ledger.nextId('crypto-deposit-hash', 1)}`);
  const now = ledger.now();
  const reason =
    net.minDeposit !== undefined && amount.units < units(net.minDeposit)
      ? 'below-minimum'
      : address.memo && memo !== address.memo
        ? 'missing-memo'
        : undefined;
  const deposit: StoredCryptoDeposit = {
    id: ledger.nextId('crypto-deposit', 7001),
    ticker,
    network,
    address: address.address,
    ...(memo ? { memo } : {}),
    amount: decimal(amount.units),
    txHash: Array.from({ length: 64 }, () => HEX[random.int(0, 15)]).join(''),
    status: reason ? 'uncredited' : incoming.travelRule ? 'awaiting' : 'confirming',
    ...(reason ? { reason } : {}),
    createdAt: now,
    creditAt: now + DEPOSIT_CREDIT_MS,
  };
  cryptoDeposits(ledger).push(deposit);
  ledger.changed();
  return deposit;
}

/** Credits every confirming deposit whose time has come: main + amount, one posting each, and its history entry. */
export function settleCryptoDeposits(ledger: Ledger): void {
  const now = ledger.now();
  let settled = false;
  for (const deposit of cryptoDeposits(ledger)) {
    if (deposit.status !== 'confirming' || deposit.creditAt > now) continue;
    ledger.post({ account: 'main', ticker: deposit.ticker, available: units(deposit.amount) });
    deposit.status = 'credited';
    deposit.creditedAt = deposit.creditAt;
    ledger.record(
      'deposits',
      {
        depositId: deposit.id,
        ticker: deposit.ticker,
        method: 'crypto',
        network: deposit.network,
        address: deposit.address,
        amount: deposit.amount,
        fee: '0',
        credited: deposit.amount,
        txHash: deposit.txHash,
        status: 'completed',
      },
      deposit.creditAt,
    );
    settled = true;
  }
  if (settled) ledger.changed();
}

export const cryptoDepositOf = (ledger: Ledger, id: number): StoredCryptoDeposit | undefined =>
  cryptoDeposits(ledger).find((d) => d.id === id);

export type TravelRuleOutcome = StoredCryptoDeposit | 'missing' | 'not-awaiting' | 'unknown-vasp';

/** The sender's details of a held deposit: it goes on to confirm (from now) and be credited. */
export function submitTravelRule(ledger: Ledger, id: number, details: NonNullable<StoredCryptoDeposit['travelRule']>): TravelRuleOutcome {
  const deposit = cryptoDepositOf(ledger, id);
  if (!deposit) return 'missing';
  if (deposit.status !== 'awaiting') return 'not-awaiting';
  if (details.walletType === 'vasp' && !TRAVEL_RULE_VASPS.some((v) => v.id === details.vaspId)) return 'unknown-vasp';
  deposit.travelRule = details;
  deposit.status = 'confirming';
  deposit.creditAt = Math.max(deposit.creditAt, ledger.now() + DEPOSIT_CREDIT_MS);
  ledger.changed();
  return deposit;
}
