/**
 * Every generated MSW handler (faker data valid against the contract): what component tests and tools answer with.
 * The demo never does (./handlers.ts), so its bundle carries neither these handlers nor faker.
 */
import type { RequestHandler } from 'msw';
import { getAffiliateMock } from '../generated/api/affiliate/affiliate.msw';
import { getApiKeysMock } from '../generated/api/api-keys/api-keys.msw';
import { getAuthMock } from '../generated/api/auth/auth.msw';
import { getAutoInvestMock } from '../generated/api/auto-invest/auto-invest.msw';
import { getBalancesMock } from '../generated/api/balances/balances.msw';
import { getCompetitionsMock } from '../generated/api/competitions/competitions.msw';
import { getCryptoBorrowMock } from '../generated/api/crypto-borrow/crypto-borrow.msw';
import { getEarnFixedMock } from '../generated/api/earn-fixed/earn-fixed.msw';
import { getEarnFlexMock } from '../generated/api/earn-flex/earn-flex.msw';
import { getExportsMock } from '../generated/api/exports/exports.msw';
import { getFundingMock } from '../generated/api/funding/funding.msw';
import { getGeneralMock } from '../generated/api/general/general.msw';
import { getGridBotsMock } from '../generated/api/grid-bots/grid-bots.msw';
import { getHistoryMock } from '../generated/api/history/history.msw';
import { getAnalyticsMock } from '../generated/api/analytics/analytics.msw';
import { getIntegrationsMock } from '../generated/api/integrations/integrations.msw';
import { getInternalMock } from '../generated/api/internal/internal.msw';
import { getLaunchpadMock } from '../generated/api/launchpad/launchpad.msw';
import { getMarketsMock } from '../generated/api/markets/markets.msw';
import { getMiningPoolMock } from '../generated/api/mining-pool/mining-pool.msw';
import { getMiscMock } from '../generated/api/misc/misc.msw';
import { getOtcMock } from '../generated/api/otc/otc.msw';
import { getPartnershipMock } from '../generated/api/partnership/partnership.msw';
import { getProfileMock } from '../generated/api/profile/profile.msw';
import { getSavedCardsMock } from '../generated/api/saved-cards/saved-cards.msw';
import { getSessionMock } from '../generated/api/session/session.msw';
import { getSettingsMock } from '../generated/api/settings/settings.msw';
import { getSubAccountsMock } from '../generated/api/sub-accounts/sub-accounts.msw';
import { getSupportMock } from '../generated/api/support/support.msw';
import { getTradeMock } from '../generated/api/trade/trade.msw';
import { getVerificationMock } from '../generated/api/verification/verification.msw';
import { getWbSoulMock } from '../generated/api/wb-soul/wb-soul.msw';
import { getWebhooksMock } from '../generated/api/webhooks/webhooks.msw';

export function generatedHandlers(): RequestHandler[] {
  return [
    ...getGeneralMock(),
    ...getAuthMock(),
    ...getSessionMock(),
    ...getSettingsMock(),
    ...getApiKeysMock(),
    ...getWebhooksMock(),
    ...getIntegrationsMock(),
    ...getSavedCardsMock(),
    ...getPartnershipMock(),
    ...getAffiliateMock(),
    ...getMarketsMock(),
    ...getTradeMock(),
    ...getGridBotsMock(),
    ...getFundingMock(),
    ...getBalancesMock(),
    ...getProfileMock(),
    ...getEarnFlexMock(),
    ...getEarnFixedMock(),
    ...getAutoInvestMock(),
    ...getCryptoBorrowMock(),
    ...getLaunchpadMock(),
    ...getMiningPoolMock(),
    ...getOtcMock(),
    ...getCompetitionsMock(),
    ...getSupportMock(),
    ...getVerificationMock(),
    ...getWbSoulMock(),
    ...getHistoryMock(),
    ...getAnalyticsMock(),
    ...getExportsMock(),
    ...getSubAccountsMock(),
    ...getMiscMock(),
    ...getInternalMock(),
  ];
}
