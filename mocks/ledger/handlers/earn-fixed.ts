/** The ledger's answers to the contract's `earn-fixed` operations. */
import type { RequestHandler } from 'msw';
import type { LedgerContext } from '../http';

export function earnFixedHandlers(_ctx: LedgerContext): RequestHandler[] {
  return [];
}
