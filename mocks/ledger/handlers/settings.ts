/** The ledger's answers to the contract's `settings` operations and the session's settings call. */
import { faker } from '@faker-js/faker';
import { http, type RequestHandler } from 'msw';
import { getGetSettingsResponseMock } from '../../../generated/api/session/session.msw';
import { SettingsResponse } from '../../../generated/api/model/settingsResponse.zod';
import { DEMO_EMAIL } from '../../exchange/mock-exchange';
import { json, unauthorized, type LedgerContext } from '../http';

export function settingsHandlers(ctx: LedgerContext): RequestHandler[] {
  const exchange = ctx.exchange;
  return [
    http.get('*/v2/settings', () => {
      if (!exchange.isLoggedIn()) return unauthorized();
      faker.seed(42);
      const mock = getGetSettingsResponseMock();
      const data = {
        ...mock.data,
        user: {
          ...mock.data.user,
          email: DEMO_EMAIL,
          isLogined: true,
          mainAccountExternalId: null,
          nickname: { value: 'DemoTrader', tag: '0421' },
          language: 'en',
        },
        permissions: Object.fromEntries(
          Object.keys(mock.data.permissions).map((k) => [
            k,
            { enabled: !['koinly', 'diia'].includes(k), hide: ['koinly', 'diia'].includes(k) },
          ]),
        ),
        captcha: { provider: 'geetest', enabled: false },
        marketName: 'BTC-USDT',
        countryCode: 'GB',
      };
      return json(SettingsResponse, { data });
    }),
  ];
}
