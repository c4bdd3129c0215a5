/**
 * What the withdrawal screens' component tests share: the bodies a screen sent, a screen inside its route's entry,
 * and the handlers of the session, currencies, main balances, address book, EUR rates, travel-rule providers and the
 * fees, limits, payout providers, fee quotes and address checks a withdrawal screen reads, the last ones from the
 * currencies given (as the exchange answers them from its own).
 */
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { getListBalancesByTypeMockHandler } from '../../../generated/api/balances/balances.msw';
import type { Currency } from '../../../generated/api/model/currency.zod';
import type { SettingsWhitelistAddress } from '../../../generated/api/model/settingsWhitelistAddress.zod';
import {
  getListCurrenciesMockHandler,
  getListCurrenciesResponseMock,
  getListCurrencyRatesInMockHandler,
  getListTravelRuleVaspsMockHandler,
} from '../../../generated/api/profile/profile.msw';
import { Dec, decimalString } from '../../lib/input/input-result';
import { feeOn } from './fund-terms';
import { getGetSettingsMockHandler, getGetSettingsResponseMock } from '../../../generated/api/session/session.msw';
import { getGetWhitelistMockHandler, getListWhitelistTickersMockHandler } from '../../../generated/api/settings/settings.msw';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { serverConfigHandler } from '../../testing/server-config';

/** USDT on Tron: minimum 10, fee 1 (no maximum). */
export const USDT_TRC20: Currency = {
  ...getListCurrenciesResponseMock().data[0]!,
  ticker: 'USDT',
  name: 'Tether',
  isFiat: false,
  isDepositable: true,
  isWithdrawal: true,
  decimal: 6,
  providers: [],
  networks: [
    {
      code: 'TRC20',
      name: 'Tron (TRC20)',
      explorer: 'https://tronscan.org/#/transaction/',
      isDepositable: true,
      isWithdrawal: true,
      confirmations: 20,
      minDeposit: '1',
      minWithdraw: '10',
      withdrawFee: '1',
    },
  ],
};

/** EUR's SEPA provider: pays out to an IBAN, 10 to 10,000 EUR, a fixed fee of 1 EUR. */
export const SEPA = {
  ticker: 'EUR',
  name: 'SEPA',
  description: 'Bank transfer within the SEPA area.',
  isDepositable: true,
  isWithdrawal: true,
  withdrawDetails: 'iban' as const,
  minWithdraw: '10',
  maxWithdraw: '10000',
  withdrawFixedFee: '1',
  withdrawPercentFee: '0',
};

/** A fiat currency (2 decimals) with these providers. */
export const fiatCurrency = (ticker: string, name: string, providers: Currency['providers']): Currency => ({
  ...getListCurrenciesResponseMock().data[0]!,
  ticker,
  name,
  isFiat: true,
  isDepositable: true,
  isWithdrawal: true,
  decimal: 2,
  networks: [],
  providers,
});

/** The bodies the screen sent to a path. */
export function sent(server: SetupServer, method: string, path: RegExp): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && path.test(new URL(request.url).pathname))
      void request
        .clone()
        .text()
        .then((text) => bodies.push(text ? JSON.parse(text) : null));
  });
  return bodies;
}

export const inRoute = (path: string, ui: ReactElement) => (
  <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === path)}>{ui}</RouteEntryContext.Provider>
);

/** The handlers of what a withdrawal screen reads, for the test's mock server. */
export function withdrawalHandlers({
  currencies,
  main,
  addresses = [],
  tickers = [],
  twoFactor = false,
  restrictedProviders = [],
  eurRates = [],
}: {
  currencies: Currency[];
  main: { ticker: string; main: string }[];
  addresses?: SettingsWhitelistAddress[];
  tickers?: { ticker: string; networks: string[]; memoRequired: boolean }[];
  twoFactor?: boolean;
  restrictedProviders?: string[];
  /** One unit of each ticker in EUR (the travel rule's threshold); none: no rate known. */
  eurRates?: { ticker: string; rate: string }[];
}) {
  const settings = getGetSettingsResponseMock();
  const user = settings.data.user!;
  return [
    serverConfigHandler(),
    getGetSettingsMockHandler({
      data: {
        ...settings.data,
        user: {
          ...user,
          // Verified: fiat payments open (a test of the restriction sets its own status).
          paymentKycStatus: 'verified',
          restrictedAssets: { deposit: [], withdraw: [], codes: { withdraw: [] } },
          restrictedProviders: { deposit: [], withdraw: restrictedProviders },
          privileges: { ...user.privileges, isListing: false },
          flags: { ...user.flags, isTwoFactorEnabled: twoFactor },
        },
      },
    }),
    getListCurrenciesMockHandler({ data: currencies }),
    getListBalancesByTypeMockHandler({ data: main.map((b) => ({ ...b, total: b.main })) }),
    getGetWhitelistMockHandler({ data: { enabled: false, addresses } }),
    getListWhitelistTickersMockHandler({ data: tickers }),
    getListCurrencyRatesInMockHandler({ data: eurRates.map((r) => ({ ...r, quote: 'EUR' })) }),
    getListTravelRuleVaspsMockHandler({
      data: [
        { id: 'vasp-101', name: 'Northwind Exchange' },
        { id: 'vasp-102', name: 'Harbor Custody' },
      ],
    }),
    ...withdrawTermsHandlers(currencies, restrictedProviders, addresses),
  ];
}

/** The currency's ways out: its networks that take withdrawals, or its providers that pay out (less those restricted). */
function waysOut(currency: Currency, restrictedProviders: readonly string[]) {
  const { ticker } = currency;
  const providers = currency.providers.filter((p) => p.isWithdrawal && !restrictedProviders.includes(p.name));
  return [
    ...currency.networks
      .filter((n) => n.isWithdrawal)
      .map((n) => ({
        way: { ticker, network: n.code },
        fee: { fixed: n.withdrawFee ?? '0', percent: '0' },
        limit: { min: n.minWithdraw ?? '0', ...(n.maxWithdraw ? { max: n.maxWithdraw } : {}) },
      })),
    ...providers.map((p) => ({
      way: { ticker, provider: p.name },
      fee: { fixed: p.withdrawFixedFee ?? '0', percent: p.withdrawPercentFee ?? '0' },
      limit: { min: p.minWithdraw ?? '0', ...(p.maxWithdraw ? { max: p.maxWithdraw } : {}) },
    })),
  ];
}

/** listWithdrawFees, listWithdrawLimits, listWithdrawProviders, calculateWithdrawFee and validateWithdrawAddress. */
function withdrawTermsHandlers(currencies: Currency[], restrictedProviders: readonly string[], addresses: SettingsWhitelistAddress[]) {
  const currency = (ticker: unknown) => currencies.find((c) => c.ticker === ticker);
  const unknown = () => HttpResponse.json({ message: 'Not a listed currency.' }, { status: 404 });
  return [
    http.get('*/v2/profile/withdraw-fees/:ticker', ({ params }) => {
      const c = currency(params.ticker);
      return c ? HttpResponse.json({ data: waysOut(c, restrictedProviders).map((w) => ({ ...w.way, ...w.fee })) }) : unknown();
    }),
    http.get('*/v2/profile/withdraw-limits/:ticker', ({ params }) => {
      const c = currency(params.ticker);
      return c ? HttpResponse.json({ data: waysOut(c, restrictedProviders).map((w) => ({ ...w.way, ...w.limit })) }) : unknown();
    }),
    http.get('*/v2/profile/withdraw-providers/:ticker', ({ params }) => {
      const c = currency(params.ticker);
      return c?.isFiat
        ? HttpResponse.json({ data: c.providers.filter((p) => p.isWithdrawal && !restrictedProviders.includes(p.name)) })
        : unknown();
    }),
    http.post('*/v2/profile/withdraw-fee', async ({ request }) => {
      const body = (await request.json()) as { ticker: string; network?: string; provider?: string; amount: string };
      const c = currency(body.ticker);
      const way =
        c &&
        waysOut(c, restrictedProviders).find(
          (w) => ('provider' in w.way ? w.way.provider : w.way.network) === (body.provider ?? body.network),
        );
      if (!c || !way)
        return HttpResponse.json({ code: 1212, message: 'Validation failed', errors: { provider: ['No such way.'] } }, { status: 422 });
      const fee = feeOn(body.amount, way.fee, c.decimal);
      const receive = Dec.max(new Dec(body.amount).minus(fee), 0);
      return HttpResponse.json({ data: { ...way.way, amount: body.amount, fee, receive: decimalString(receive) } });
    }),
    http.post('*/v2/profile/withdraw-address/validate', async ({ request }) => {
      const body = (await request.json()) as { ticker: string; network: string; address: string; memo?: string };
      const whitelisted = addresses.some((a) => a.network === body.network && a.address === body.address);
      return HttpResponse.json({ data: { ...body, whitelisted } });
    }),
  ];
}
