/**
 * Every generated MSW handler (faker data valid against the contract): what component tests and tools answer with.
 * The demo never does (./handlers.ts), so its bundle carries neither these handlers nor faker.
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
