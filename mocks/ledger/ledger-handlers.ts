/**
 * Every ledger handler module, one per contract tag, in the order MSW tries them. The trade, session and market
 * handlers of mocks/exchange/rest-handlers.ts come before these; the unanswered handler after them.
 */
import type { RequestHandler } from 'msw';
import { authHandlers } from './handlers/auth';
import { balancesHandlers } from './handlers/balances';
import { earnFixedHandlers } from './handlers/earn-fixed';
import { earnFlexHandlers } from './handlers/earn-flex';
import { fundingHandlers } from './handlers/funding';
import { generalHandlers } from './handlers/general';
import { gridBotsHandlers } from './handlers/grid-bots';
import { internalHandlers } from './handlers/internal';
import { miscHandlers } from './handlers/misc';
import { profileHandlers } from './handlers/profile';
import { settingsHandlers } from './handlers/settings';
import { subAccountsHandlers } from './handlers/sub-accounts';
import type { LedgerContext } from './http';

export function ledgerHandlers(ctx: LedgerContext): RequestHandler[] {
  return [
    ...generalHandlers(ctx),
    ...authHandlers(ctx),
    ...settingsHandlers(ctx),
    ...subAccountsHandlers(ctx),
    ...balancesHandlers(ctx),
    ...profileHandlers(ctx),
    ...fundingHandlers(ctx),
    ...earnFlexHandlers(ctx),
    ...earnFixedHandlers(ctx),
    ...gridBotsHandlers(ctx),
    ...miscHandlers(ctx),
    ...internalHandlers(ctx),
  ];
}
