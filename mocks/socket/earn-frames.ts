/**
 * The account socket's earn events for the demo's ledger (contracts/asyncapi/account-socket.yaml): every
 * transaction of a flexible investment the ledger records (invest, reinvest, redeem, daily earning, close, open) goes
 * out as flexPlanInvestment, with the amount invested after it and the position's status; every fixed investment
 * opened or closed (at its end, with what it earned, or early) as investment. Seed records are not news and are
 * not sent.
 */
import type { FlexPlanInvestment, Investment } from '../../generated/socket/account-socket.zod';
import { FIXED_HISTORY, FIXED_SLICE, type FixedHistoryFields, type FixedState } from '../ledger/earn/fixed-book';
import { FLEX_HISTORY, FLEX_SLICE, type FlexHistoryFields, type FlexState } from '../ledger/earn/flex-book';
import { decimal, units, type HistoryEntry, type Ledger } from '../ledger/ledger';
import type { MockSocketHub } from './hub';

const seconds = (ms: number) => Math.floor(ms / 1000);

export function flexEvent(ledger: Ledger, entry: HistoryEntry & FlexHistoryFields): FlexPlanInvestment {
  const position = ledger.slice<FlexState>(FLEX_SLICE).positions.find((p) => p.id === entry.positionId);
  return {
    ticker: entry.ticker,
    transactionType: entry.type,
    amount: entry.amount,
    invested: position && position.status === 1 ? position.amount : '0',
    status: position?.status ?? 0,
    time: seconds(entry.time),
  };
}

export function fixedEvent(ledger: Ledger, entry: HistoryEntry & FixedHistoryFields): Investment {
  const investment = ledger.slice<FixedState>(FIXED_SLICE).investments.find((i) => i.id === entry.investmentId);
  const base = { id: entry.investmentId, planId: entry.planId, ticker: entry.ticker, time: seconds(entry.time) };
  if (entry.type === 1) return { type: 'open', ...base, amount: entry.amount };
  const principal = investment?.amount ?? entry.amount;
  const profit = units(entry.amount) - units(principal);
  return { type: 'close', ...base, amount: principal, profit: decimal(profit > 0n ? profit : 0n) };
}

/** Publishes the ledger's earn records to the user's socket connections; returns the unsubscribe. */
export function publishEarnEvents(ledger: Ledger, hub: MockSocketHub, userId: string): () => void {
  return ledger.onRecord((kind, entry, seeding) => {
    if (seeding) return;
    try {
      if (kind === FLEX_HISTORY)
        hub.publishAccountEvent(
          { event: 'flexPlanInvestment', data: flexEvent(ledger, entry as HistoryEntry & FlexHistoryFields) },
          userId,
        );
      else if (kind === FIXED_HISTORY)
        hub.publishAccountEvent({ event: 'investment', data: fixedEvent(ledger, entry as HistoryEntry & FixedHistoryFields) }, userId);
    } catch (error) {
      // A frame the contract refuses is a bug of the demo, not a reason to undo what the ledger recorded.
      console.error('earn frame refused', error);
    }
  });
}
