/** The ledger's answers to the contract's `grid-bots` operations. */
import type { RequestHandler } from 'msw';
import type { LedgerContext } from '../http';

export function gridBotsHandlers(_ctx: LedgerContext): RequestHandler[] {
  return [];
}
