/** The ledger's answers to the contract's `funding` operations. */
import type { RequestHandler } from 'msw';
import type { LedgerContext } from '../http';

export function fundingHandlers(_ctx: LedgerContext): RequestHandler[] {
  return [];
}
