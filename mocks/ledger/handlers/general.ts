/** The ledger's answers to the contract's `general` operations. */
import type { RequestHandler } from 'msw';
import type { LedgerContext } from '../http';

export function generalHandlers(_ctx: LedgerContext): RequestHandler[] {
  return [];
}
