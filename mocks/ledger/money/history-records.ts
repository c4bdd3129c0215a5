/**
 * The history records of the money tabs as the contract's list calls answer them (deposits and withdrawals, transfers
 * between balances, conversions), newest first, read in one place so that a tab's list and its export
 * (history-exports.ts) are the same records.
 */
import { seconds } from '../http';
import type { Ledger } from '../ledger';
import { conversions, type ConvertRecord } from './convert';
import { cryptoDeposits, settleCryptoDeposits, type StoredCryptoDeposit } from './crypto-deposits';
import { withdrawals } from './withdrawals';
import { fundsRecords } from '../p2p/p2p-express';

/** Newest first, as every history call answers (a P2P Express order's record among the others by its time). */
const newestFirst = <T extends { createdAt: number }>(rows: T[]): T[] => rows.sort((a, b) => b.createdAt - a.createdAt);

/** A transfer as the ledger's 'transfers' history keeps it (the kinds as the request named them). */
export interface TransferEntry extends Record<string, unknown> {
  ticker: string;
  amount: string;
  from: 'main' | 'spot' | 'margin';
  to: 'main' | 'spot' | 'margin';
}

function depositStatus(status: StoredCryptoDeposit['status']): 'pending' | 'completed' | 'cancelled' {
  return status === 'credited' ? 'completed' : status === 'uncredited' ? 'cancelled' : 'pending';
}

/**
 * Deposits (confirmed ones credited first, on the ledger's clock), as listFundsHistory's method 1 answers them: crypto
 * deposits and P2P Express deposits (what they credited to main).
 */
export function depositRecords(ledger: Ledger, ticker?: string | null) {
  settleCryptoDeposits(ledger);
  const crypto = [...cryptoDeposits(ledger)]
    .reverse()
    .filter((d) => !ticker || d.ticker === ticker)
    .map((d) => ({
      id: d.id,
      method: 1 as const,
      ticker: d.ticker,
      network: d.network,
      address: d.address,
      ...(d.memo ? { memo: d.memo } : {}),
      amount: d.amount,
      fee: '0',
      status: depositStatus(d.status),
      createdAt: seconds(d.createdAt),
      txHash: d.txHash,
    }));
  return newestFirst([...crypto, ...fundsRecords(ledger, 'deposit').filter((r) => !ticker || r.ticker === ticker)]);
}

/** Withdrawals, as listFundsHistory's method 2 answers them: to addresses and providers, and P2P Express ones. */
export function withdrawalRecords(ledger: Ledger, ticker?: string | null) {
  const sent = withdrawals(ledger)
    .filter((w) => !ticker || w.ticker === ticker)
    .map((w) => ({
      id: w.id,
      method: 2 as const,
      ticker: w.ticker,
      network: w.network,
      ...(w.provider ? { provider: w.provider } : {}),
      address: w.address,
      ...(w.memo ? { memo: w.memo } : {}),
      amount: w.amount,
      fee: w.fee,
      status: w.status,
      createdAt: seconds(w.createdAt),
      ...(w.txHash ? { txHash: w.txHash } : {}),
      ...(w.travelRule ? { travelRule: { ...w.travelRule } } : {}),
    }));
  return newestFirst([...sent, ...fundsRecords(ledger, 'withdraw').filter((r) => !ticker || r.ticker === ticker)]);
}

/** Transfers between the user's balances, as listBalanceTransfers answers them. */
export function transferRecords(ledger: Ledger, ticker?: string | null) {
  return ledger
    .history<TransferEntry>('transfers')
    .filter((e) => !ticker || e.ticker === ticker)
    .map((e) => ({ id: e.id, from: e.from, to: e.to, ticker: e.ticker, amount: e.amount, time: seconds(e.time) }));
}

/** A conversion as the convert calls answer it. */
export function wireConversion(r: ConvertRecord & { id: number; time: number }) {
  return {
    id: r.id,
    quoteId: r.quoteId,
    from: r.from,
    to: r.to,
    finalGive: r.finalGive,
    finalReceive: r.finalReceive,
    rate: r.rate,
    time: seconds(r.time),
  };
}

/** Conversions, as listConvertHistory answers them. */
export function conversionRecords(ledger: Ledger, ticker?: string) {
  return conversions(ledger, ticker).map(wireConversion);
}
