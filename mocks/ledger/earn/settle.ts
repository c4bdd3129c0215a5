/**
 * Brings the earn domains up to the ledger's clock: flexible accruals and daily payments, fixed investments that
 * reached their end. The earn calls do it themselves; a call that reads the earn or main balance without them (the
 * balances page after a fast-forward) may call this first so that its figures include what was paid meanwhile.
 */
import type { Ledger } from '../ledger';
import { FixedBook } from './fixed-book';
import { FlexBook } from './flex-book';

export function settleEarn(ledger: Ledger): void {
  new FlexBook(ledger).catchUp();
  new FixedBook(ledger).catchUp();
}
