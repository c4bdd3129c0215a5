/** The ledger's answers to the contract's `misc` operations. */
import type { RequestHandler } from 'msw';
import type { LedgerContext } from '../http';

export function miscHandlers(_ctx: LedgerContext): RequestHandler[] {
  return [];
}
