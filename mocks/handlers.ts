/**
 * The embedded mock backend's REST handlers: the demo's mock exchange and its ledger, or the generated MSW
 * handlers (faker data valid against the contract) for component tests, Prism-free tools and contract tests.
 */
import type { RequestHandler } from 'msw';
import { getAuthMock } from '../generated/api/auth/auth.msw';
import { getBalancesMock } from '../generated/api/balances/balances.msw';
import { getEarnFixedMock } from '../generated/api/earn-fixed/earn-fixed.msw';
import { getEarnFlexMock } from '../generated/api/earn-flex/earn-flex.msw';
import { getFundingMock } from '../generated/api/funding/funding.msw';
import { getGeneralMock } from '../generated/api/general/general.msw';
import { getGridBotsMock } from '../generated/api/grid-bots/grid-bots.msw';
import { getInternalMock } from '../generated/api/internal/internal.msw';
import { getMiscMock } from '../generated/api/misc/misc.msw';
import { getProfileMock } from '../generated/api/profile/profile.msw';
import { getSessionMock } from '../generated/api/session/session.msw';
import { getSettingsMock } from '../generated/api/settings/settings.msw';
import { getSubAccountsMock } from '../generated/api/sub-accounts/sub-accounts.msw';
import { getTradeMock } from '../generated/api/trade/trade.msw';
import type { MockExchange } from './exchange/mock-exchange';
import { exchangeHandlers } from './exchange/rest-handlers';
import { ledgerHandlers } from './ledger/ledger-handlers';
import { unansweredHandler } from './ledger/unanswered';

export function generatedHandlers(): RequestHandler[] {
  return [
    ...getGeneralMock(),
    ...getAuthMock(),
    ...getSessionMock(),
    ...getSettingsMock(),
    ...getTradeMock(),
    ...getGridBotsMock(),
    ...getFundingMock(),
    ...getBalancesMock(),
    ...getProfileMock(),
    ...getEarnFlexMock(),
    ...getEarnFixedMock(),
    ...getSubAccountsMock(),
    ...getMiscMock(),
    ...getInternalMock(),
  ];
}

/**
 * The handlers in the order MSW tries them. With a mock exchange (the demo, the bench and serve servers): its trade
 * and session handlers, the ledger's handler of every other operation, then the unanswered handler, never faker.
 * Without one (component tests, tools): the generated handlers.
 */
export function mockHandlers(exchange?: MockExchange): RequestHandler[] {
  if (!exchange) return generatedHandlers();
  return [...exchangeHandlers(exchange), ...ledgerHandlers({ ledger: exchange.ledger, exchange }), unansweredHandler()];
}
