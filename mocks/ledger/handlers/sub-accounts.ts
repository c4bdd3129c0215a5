/** The ledger's answers to the contract's `sub-accounts` operations. */
import type { RequestHandler } from 'msw';
import type { LedgerContext } from '../http';

export function subAccountsHandlers(_ctx: LedgerContext): RequestHandler[] {
  return [];
}
