/** The ledger's answers to the contract's `earn-flex` operations. */
import type { RequestHandler } from 'msw';
import type { LedgerContext } from '../http';

export function earnFlexHandlers(_ctx: LedgerContext): RequestHandler[] {
  return [];
}
