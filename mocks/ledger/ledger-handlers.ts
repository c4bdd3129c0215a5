/**
 * Every ledger handler module, one per contract tag, in the order MSW tries them. The trade, session and market
 * handlers of mocks/exchange/rest-handlers.ts come before these; the unanswered handler after them.
 */
import type { RequestHandler } from 'msw';
import { apiKeysHandlers } from './handlers/api-keys';
import { partnershipHandlers } from './handlers/partnership';
import { savedCardsHandlers } from './handlers/saved-cards';
import { authHandlers } from './handlers/auth';
import { autoInvestHandlers } from './handlers/auto-invest';
import { balancesHandlers } from './handlers/balances';
import { codesHandlers } from './handlers/codes';
import { competitionsHandlers } from './handlers/competitions';
import { cryptoBorrowHandlers } from './handlers/crypto-borrow';
import { earnFixedHandlers } from './handlers/earn-fixed';
import { earnFlexHandlers } from './handlers/earn-flex';
import { exportsHandlers } from './handlers/exports';
import { fundingHandlers } from './handlers/funding';
import { generalHandlers } from './handlers/general';
import { gridBotsHandlers } from './handlers/grid-bots';
import { historyHandlers } from './handlers/history';
import { analyticsHandlers } from './handlers/analytics';
import { integrationsHandlers } from './handlers/integrations';
import { internalHandlers } from './handlers/internal';
import { launchpadHandlers } from './handlers/launchpad';
import { miningPoolHandlers } from './handlers/mining-pool';
import { miscHandlers } from './handlers/misc';
import { otcHandlers } from './handlers/otc';
import { p2pExpressHandlers } from './handlers/p2p-express';
import { paymentCardHandlers } from './handlers/payment-card';
import { cryptoCardHandlers } from './handlers/crypto-card';
import { cardGatewayHandlers } from './handlers/card-gateway';
import { affiliateHandlers } from './handlers/affiliate';
import { profileHandlers } from './handlers/profile';
import { quickSendHandlers } from './handlers/quick-send';
import { settingsHandlers } from './handlers/settings';
import { subAccountsHandlers } from './handlers/sub-accounts';
import { supportHandlers } from './handlers/support';
import { verificationHandlers } from './handlers/verification';
import { wbSoulHandlers } from './handlers/wb-soul';
import { webhooksHandlers } from './handlers/webhooks';
import type { LedgerContext } from './http';

export function ledgerHandlers(ctx: LedgerContext): RequestHandler[] {
  return [
    ...generalHandlers(ctx),
    ...authHandlers(ctx),
    ...settingsHandlers(ctx),
    ...apiKeysHandlers(ctx),
    ...webhooksHandlers(ctx),
    ...integrationsHandlers(ctx),
    ...savedCardsHandlers(ctx),
    ...partnershipHandlers(ctx),
    ...subAccountsHandlers(ctx),
    ...balancesHandlers(ctx),
    ...profileHandlers(ctx),
    ...exportsHandlers(ctx),
    ...fundingHandlers(ctx),
    ...earnFlexHandlers(ctx),
    ...earnFixedHandlers(ctx),
    ...gridBotsHandlers(ctx),
    ...cryptoBorrowHandlers(ctx),
    ...historyHandlers(ctx),
    ...analyticsHandlers(ctx),
    ...autoInvestHandlers(ctx),
    ...launchpadHandlers(ctx),
    ...miningPoolHandlers(ctx),
    ...otcHandlers(ctx),
    ...p2pExpressHandlers(ctx),
    ...paymentCardHandlers(ctx),
    ...cryptoCardHandlers(ctx),
    ...cardGatewayHandlers(ctx),
    ...affiliateHandlers(ctx),
    ...competitionsHandlers(ctx),
    ...codesHandlers(ctx),
    ...quickSendHandlers(ctx),
    ...supportHandlers(ctx),
    ...verificationHandlers(ctx),
    ...wbSoulHandlers(ctx),
    ...miscHandlers(ctx),
    ...internalHandlers(ctx),
  ];
}
