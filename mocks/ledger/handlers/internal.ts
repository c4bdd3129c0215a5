/** The ledger's answers to the contract's `internal` operations. */
import type { RequestHandler } from 'msw';
import type { LedgerContext } from '../http';

export function internalHandlers(_ctx: LedgerContext): RequestHandler[] {
  return [];
}
