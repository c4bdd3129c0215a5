/**
 * Withdrawals on the ledger (the contract's assumed createWithdrawal / confirmWithdrawal / resendWithdrawalCode /
 * cancelWithdrawal / listFundsHistory, modelled on the published main-account withdraw and history): a withdrawal
 * freezes its amount (fee included) on the main balance and waits `unconfirmed` for the user's code (the
 * authenticator's when 2FA is on, else the e-mailed one; the demo's codes are 123456); confirmed it is `pending`
 * and completes WITHDRAW_COMPLETE_MS later on the ledger's clock, when the frozen amount leaves the ledger (settled
 * when read, like the WBT unhold requests). Cancelling an unconfirmed one gives the amount back. Every movement is
 * one post(); amounts are exact decimals.
 */
import { DEMO_CODE } from '../auth/state';
import { decimal, units, type Ledger } from '../ledger';
import { isTwoFactorOn, settingsState } from '../settings/state';
import { positiveAmount } from './amounts';
import { ADDRESS_FORMATS, currencyOf, decimalsOf, networkOf } from './currencies';

/** How long the demo's network takes to send a confirmed withdrawal. */
export const WITHDRAW_COMPLETE_MS = 5_000;
const SLICE = 'withdrawals';

export type WithdrawalStatus = 'unconfirmed' | 'pending' | 'completed' | 'cancelled';

export interface StoredWithdrawal {
  id: number;
  uniqueId: string;
  ticker: string;
  network: string;
  address: string;
  memo?: string;
  amount: string;
  fee: string;
  receive: string;
  status: WithdrawalStatus;
  confirmWith: 'totp' | 'email';
  createdAt: number;
  confirmedAt?: number;
  completedAt?: number;
  txHash?: string;
}

interface WithdrawalState {
  items: StoredWithdrawal[];
}

const seed = (): WithdrawalState => ({ items: [] });

export function defineWithdrawals(ledger: Ledger): void {
  ledger.defineSlice<WithdrawalState>(SLICE, seed);
}

const state = (ledger: Ledger): WithdrawalState => ledger.slice<WithdrawalState>(SLICE, seed);

export interface WithdrawalRequest {
  ticker: string;
  network: string;
  amount: string;
  address: string;
  memo?: string;
  uniqueId: string;
}

export type Refusal = { ok: false; code: number; field: string; message: string };
export type CreateResult = { ok: true; withdrawal: StoredWithdrawal } | Refusal;

const refuse = (code: number, field: string, message: string): Refusal => ({ ok: false, code, field, message });

/** Checks a withdrawal and freezes its amount (throws InsufficientBalance when main does not hold it). */
export function createWithdrawal(ledger: Ledger, request: WithdrawalRequest): CreateResult {
  const existing = state(ledger).items.find((w) => w.uniqueId === request.uniqueId);
  if (existing) return { ok: true, withdrawal: existing };
  const { ticker, network } = request;
  const currency = currencyOf(ticker);
  if (!currency || currency.isFiat || !currency.isWithdrawal)
    return refuse(1219, 'ticker', `${ticker} cannot be withdrawn to an address here.`);
  const net = networkOf(ticker, network);
  if (!net || !net.isWithdrawal) return refuse(1219, 'network', `${ticker} cannot be withdrawn on ${network}.`);
  const address = request.address.trim();
  const format = ADDRESS_FORMATS[network];
  if (format && !format.test(address)) return refuse(1219, 'address', `This is not a ${net.name} address.`);
  const memo = request.memo?.trim() || undefined;
  if (net.isMemo && !memo) return refuse(1219, 'memo', `A ${net.name} withdrawal needs the memo (tag) of the receiving account.`);
  const whitelist = settingsState(ledger).whitelist;
  if (
    whitelist.enabled &&
    !whitelist.addresses.some((a) => a.network === network && a.address === address && (a.memo ?? undefined) === memo)
  )
    return refuse(1219, 'address', 'Your whitelist is on: withdraw only to an address saved in your address book.');
  const amount = positiveAmount(request.amount, decimalsOf(ticker));
  if (!amount.ok) return refuse(32, 'amount', amount.message);
  if (amount.units < units(net.minWithdraw))
    return refuse(32, 'amount', `The minimum withdrawal on ${net.name} is ${net.minWithdraw} ${ticker}.`);
  const fee = units(net.withdrawFee);
  if (amount.units <= fee) return refuse(32, 'amount', `The amount must be more than the ${net.withdrawFee} ${ticker} fee.`);
  ledger.post({ account: 'main', ticker, available: -amount.units, freeze: amount.units });
  const withdrawal: StoredWithdrawal = {
    id: ledger.nextId('withdrawal', 100_000),
    uniqueId: request.uniqueId,
    ticker,
    network,
    address,
    ...(memo ? { memo } : {}),
    amount: decimal(amount.units),
    fee: decimal(fee),
    receive: decimal(amount.units - fee),
    status: 'unconfirmed',
    confirmWith: isTwoFactorOn(ledger) ? 'totp' : 'email',
    createdAt: ledger.now(),
  };
  state(ledger).items.unshift(withdrawal);
  ledger.changed();
  return { ok: true, withdrawal };
}

export const findWithdrawal = (ledger: Ledger, id: number): StoredWithdrawal | undefined => {
  settleWithdrawals(ledger);
  return state(ledger).items.find((w) => w.id === id);
};

/** The user's code confirms an unconfirmed withdrawal: it goes pending, to complete on the ledger's clock. */
export function confirmWithdrawal(
  ledger: Ledger,
  id: number,
  code: string,
): { ok: true; withdrawal: StoredWithdrawal } | Refusal | 'missing' {
  const withdrawal = findWithdrawal(ledger, id);
  if (!withdrawal) return 'missing';
  if (withdrawal.status !== 'unconfirmed') return refuse(1220, 'code', 'This withdrawal does not wait for a code any more.');
  if (code !== DEMO_CODE)
    return refuse(
      1220,
      'code',
      withdrawal.confirmWith === 'totp' ? 'The authenticator code is wrong or has expired.' : 'The e-mailed code is wrong or has expired.',
    );
  withdrawal.status = 'pending';
  withdrawal.confirmedAt = ledger.now();
  ledger.changed();
  return { ok: true, withdrawal };
}

/** Gives an unconfirmed withdrawal's frozen amount back. */
export function cancelWithdrawal(ledger: Ledger, id: number): { ok: true; withdrawal: StoredWithdrawal } | Refusal | 'missing' {
  const withdrawal = findWithdrawal(ledger, id);
  if (!withdrawal) return 'missing';
  if (withdrawal.status !== 'unconfirmed') return refuse(1222, 'id', 'Only a withdrawal that is not confirmed yet can be cancelled.');
  const amount = units(withdrawal.amount);
  ledger.post({ account: 'main', ticker: withdrawal.ticker, available: amount, freeze: -amount });
  withdrawal.status = 'cancelled';
  ledger.changed();
  return { ok: true, withdrawal };
}

/** A transaction hash for a sent withdrawal: 64 hex digits from the ledger's seeded source (the same demo, the same hash). */
function txHash(ledger: Ledger, id: number): string {
  const random = ledger.random(`withdrawal-tx:${id}`);
  return Array.from({ length: 64 }, () => '0123456789abcdef'[random.int(0, 15)]).join('');
}

/** Completes the pending withdrawals whose time has come: the frozen amount leaves main, the history records it. */
export function settleWithdrawals(ledger: Ledger): void {
  const now = ledger.now();
  let settled = false;
  for (const w of [...state(ledger).items].reverse()) {
    if (w.status !== 'pending' || w.confirmedAt === undefined || w.confirmedAt + WITHDRAW_COMPLETE_MS > now) continue;
    ledger.post({ account: 'main', ticker: w.ticker, freeze: -units(w.amount) });
    w.status = 'completed';
    w.completedAt = w.confirmedAt + WITHDRAW_COMPLETE_MS;
    w.txHash = txHash(ledger, w.id);
    ledger.record(
      'withdrawals',
      { withdrawalId: w.id, ticker: w.ticker, network: w.network, address: w.address, amount: w.amount, fee: w.fee },
      w.completedAt,
    );
    settled = true;
  }
  if (settled) ledger.changed();
}

/** Every withdrawal, newest first (settled first). */
export function withdrawals(ledger: Ledger): StoredWithdrawal[] {
  settleWithdrawals(ledger);
  return state(ledger).items;
}
