/**
 * Issue 21: every failure code of 1600-1618 (flexible and fixed earn), 3300-3302 (borrowing) and 4900-4912
 * (auto-invest) is reported by a contract call and shows its message (src/testing/failure-codes.tsx). Real screens,
 * answered with a code by msw, in en and in tr, toast the code's message and keep what was typed: a flexible
 * investment (1608) and the earn overview (1618); a loan (3301), a repayment and more collateral (3302); a plan's
 * purchase preview (4911), its creation (4902) and the choices its form reads (4907, 4908, 4912), and the plans'
 * overview (4910).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListBalancesByTypeMockHandler } from '../../../generated/api/balances/balances.msw';
import {
  getGetAutoInvestLimitsMockHandler,
  getGetAutoInvestSettingsMockHandler,
  getListAutoInvestAssetsMockHandler,
  getListAutoInvestPlansMockHandler,
} from '../../../generated/api/auto-invest/auto-invest.msw';
import { getGetCryptoBorrowTermsMockHandler, getListCryptoLoansMockHandler } from '../../../generated/api/crypto-borrow/crypto-borrow.msw';
import {
  getGetFlexPlanDetailMockHandler,
  getListFlexInvestmentHistoryMockHandler,
  getListFlexPlanAprHistoryMockHandler,
  getListFlexPlansMockHandler,
} from '../../../generated/api/earn-flex/earn-flex.msw';
import { getListFixedPlansMockHandler } from '../../../generated/api/earn-fixed/earn-fixed.msw';
import type { CryptoLoan } from '../../../generated/api/model/cryptoLoan.zod';
import { ErrorCode } from '../../../generated/errors/error-codes';
import { getListCurrenciesMockHandler } from '../../../generated/api/profile/profile.msw';
import { getGetSettingsMockHandler, getGetSettingsResponseMock } from '../../../generated/api/session/session.msw';
import { mockServer } from '../../../mocks/node';
import { EMPTY_PLAN, PlanForm } from '../../features/auto-invest/plan-form';
import { PlanList } from '../../features/auto-invest/plan-list';
import { EarnPlansScreen } from '../../features/earn/earn-plans-screen';
import { FlexPlanScreen } from '../../features/earn/flex-plan-screen';
import { CryptoBorrow } from '../../features/products/crypto-borrow';
import { ROUTES } from '../routing/route-table';
import { RouteEntryContext } from '../routing/route-entry-context';
import { session } from '../session/session-store';
import { configureSocket } from '../socket/configure-socket';
import { tradeSocket } from '../socket/socket-client';
import { createKit } from '../../testing/socket-test-kit';
import { describeFailureCodes, failingWith, failsInBothLanguages, spyOnErrorToasts, type TestLocale } from '../../testing/failure-codes';
import { renderScreen } from '../../testing/render';

describeFailureCodes(
  'the earn, borrow and auto-invest failure codes (1600-1618, 3300-3302, 4900-4912)',
  [
    [1600, 1618],
    [3300, 3302],
    [4900, 4912],
  ],
  mockServer,
  { everyCodeCalled: true },
);

const inRoute = (path: string, ui: ReactNode) => (
  <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === path)}>{ui}</RouteEntryContext.Provider>
);
const value = (element: HTMLElement) => (element as HTMLInputElement).value;
const submitOf = (form: HTMLElement) => form.querySelector<HTMLButtonElement>('button[type="submit"]')!;

beforeEach(() => {
  session.markLoggedIn({ permissions: {} });
  const settings = getGetSettingsResponseMock();
  mockServer.use(
    getGetSettingsMockHandler({
      data: { ...settings.data, permissions: { ...settings.data.permissions, borrow: { enabled: true, hide: false } } },
    }),
    getListCurrenciesMockHandler({ data: [] }),
    getListBalancesByTypeMockHandler({
      data: [
        { ticker: 'USDT', main: '1000' },
        { ticker: 'BTC', main: '0.05' },
      ],
    }),
  );
});
afterEach(() => session.clear());

describe('earn screens (1600-1618)', () => {
  const spy = spyOnErrorToasts(mockServer);

  it('1608: a flexible investment the server fails says its message in en and tr and keeps the amount', async () => {
    mockServer.use(
      getGetFlexPlanDetailMockHandler({
        data: { ticker: 'USDT', rates: [{ rate: '8.5', bonusEnabled: false }], minAmount: '10', maxAmount: '10000' },
      }),
      getListFlexInvestmentHistoryMockHandler({ data: [], pagination: { limit: 20, offset: 0, total: 0 } }),
      getListFlexPlanAprHistoryMockHandler({ data: [] }),
      failingWith('POST', '/v2/smart/flex-plans/investments/{ticker}/invest', ErrorCode.FailedToInvestInFlexPlan),
    );
    await failsInBothLanguages(spy, 1608, async (locale) => {
      await renderScreen(inRoute('/earn/crypto-lending/create/flex/:slug', <FlexPlanScreen ticker="USDT" />), { locale });
      const form = await screen.findByRole('form');
      const amount = within(form).getByTestId('amount-input');
      await userEvent.type(amount, '250');
      await userEvent.click(submitOf(form));
      await waitFor(() => expect(spy.toasts).toHaveBeenCalled());
      expect(value(amount)).toBe('250');
    });
  });

  it('1618: the earn overview the server fails says its message in en and tr, with a retry; the search is kept', async () => {
    let asked = 0;
    mockServer.use(
      getListFlexPlansMockHandler({ data: [] }),
      getListFixedPlansMockHandler({ data: [] }),
      http.get('*/v2/smart/overview', () => {
        asked++;
        return HttpResponse.json({ code: 1618, message: 'The server failed.' }, { status: 500 });
      }),
    );
    await failsInBothLanguages(spy, 1618, async (locale: TestLocale) => {
      await renderScreen(inRoute('/earn', <EarnPlansScreen initialTab="flex" />), { locale, path: `/${locale}/earn` });
      const search = await screen.findByRole('searchbox');
      await userEvent.type(search, 'ETH');
      const before = asked;
      await userEvent.click(await screen.findByRole('button', { name: locale === 'en' ? 'Try again' : 'Tekrar dene' }));
      await waitFor(() => expect(asked).toBeGreaterThan(before));
      expect(value(search)).toBe('ETH');
    });
  });
});

const TERMS = {
  data: {
    loanAssets: [{ ticker: 'USDT', hourlyRate: '0.002', minAmount: '10', maxAmount: '500000', priceUsdt: '1' }],
    collateralAssets: [{ ticker: 'BTC', initialLtv: '0.7', marginCallLtv: '0.8', liquidationLtv: '0.9', priceUsdt: '100000' }],
  },
};
const LOAN: CryptoLoan = {
  id: 1001,
  loanTicker: 'USDT',
  principal: '100',
  interest: '0',
  collateralTicker: 'BTC',
  collateralAmount: '0.01',
  hourlyRate: '0.002',
  ltv: '0.1',
  initialLtv: '0.7',
  marginCallLtv: '0.8',
  liquidationLtv: '0.9',
  marginCallPrice: '12500',
  liquidationPrice: '11111.12',
  status: 'open',
  createdAt: 1795082403,
  closedAt: null,
};

describe('borrow screens (3300-3302)', () => {
  const spy = spyOnErrorToasts(mockServer);
  beforeEach(() => mockServer.use(getGetCryptoBorrowTermsMockHandler(TERMS)));
  // The loans follow the socket's borrows: a connection that never opens.
  beforeAll(() => configureSocket(createKit().env));
  afterAll(() => tradeSocket().stop());

  it('3301: a loan the server fails says its message in en and tr and keeps both amounts', async () => {
    mockServer.use(
      getListCryptoLoansMockHandler({ data: [], pagination: { limit: 100, offset: 0, total: 0 } }),
      failingWith('POST', '/v2/crypto-borrow/loans', ErrorCode.FailedToBorrow),
    );
    await failsInBothLanguages(spy, 3301, async (locale) => {
      await renderScreen(<CryptoBorrow />, { locale });
      const form = await screen.findByTestId('borrow-form');
      await userEvent.type(within(form).getByTestId('borrow-loan-amount-input'), '100');
      await userEvent.type(within(form).getByTestId('borrow-collateral-amount-input'), locale === 'en' ? '0.01' : '0,01');
      await userEvent.click(within(form).getByTestId('borrow-submit'));
      await waitFor(() => expect(spy.toasts).toHaveBeenCalled());
      expect(value(within(form).getByTestId('borrow-loan-amount-input'))).toBe('100');
      expect(value(within(form).getByTestId('borrow-collateral-amount-input'))).toBe(locale === 'en' ? '0.01' : '0,01');
    });
  });

  it.each([
    ['repay', 'loan-repay-amount-input', 0, '1'],
    ['collateral', 'loan-collateral-amount-input', 1, '0.01'],
  ] as const)(
    '3302: a change to a loan (%s) the server refuses says its message in en and tr and keeps the amount',
    async (path, input, button, typed) => {
      mockServer.use(
        getListCryptoLoansMockHandler({ data: [LOAN], pagination: { limit: 100, offset: 0, total: 1 } }),
        // As the ledger answers a loan liquidated meanwhile: code 3302 on the loan's id, a field the form does not have.
        http.post(`*/v2/crypto-borrow/loans/:id/${path}`, () =>
          HttpResponse.json(
            { code: 3302, message: 'Validation failed', errors: { id: ['Loan 1001 is liquidated: it can no longer be changed.'] } },
            { status: 422 },
          ),
        ),
      );
      await failsInBothLanguages(spy, 3302, async (locale) => {
        await renderScreen(<CryptoBorrow />, { locale });
        const card = await screen.findByTestId('crypto-loan');
        await userEvent.click(within(card).getAllByRole('button')[button]!);
        const form = await within(card).findByRole('form');
        const amount = within(form).getByTestId(input);
        const shown = locale === 'en' ? typed : typed.replace('.', ',');
        await userEvent.type(amount, shown);
        await userEvent.click(submitOf(form));
        await waitFor(() => expect(spy.toasts).toHaveBeenCalled());
        expect(spy.toasts.mock.calls[0]![1]).toBe('Loan 1001 is liquidated: it can no longer be changed.');
        expect(value(amount)).toBe(shown);
      });
    },
  );
});

const CHOICES = [
  getListAutoInvestAssetsMockHandler({ data: [{ quote: 'USDT', assets: ['BTC', 'ETH'] }] }),
  getGetAutoInvestLimitsMockHandler({ data: [{ quote: 'USDT', minAmount: '5', maxAmount: '100000', decimals: 6 }] }),
  getGetAutoInvestSettingsMockHandler({
    data: { periods: ['hourly', 'daily', 'weekly', 'monthly'], maxAssets: 10, maxPlans: 20, timeZone: 'UTC' },
  }),
];
const openPlanForm = async (locale: TestLocale) => {
  await renderScreen(<PlanForm base="/auto-invest" plan={EMPTY_PLAN} />, { locale, path: `/${locale}/auto-invest/create` });
  return screen.findByRole('form');
};

describe('auto-invest screens (4900-4912)', () => {
  const spy = spyOnErrorToasts(mockServer);

  it('4911: the purchase preview the server fails says its message in en and tr and keeps the amount', async () => {
    mockServer.use(...CHOICES, failingWith('POST', '/v2/smart/auto-invest/plans/calculate', ErrorCode.FailedToCalculateAutoInvestPlan));
    await failsInBothLanguages(spy, 4911, async (locale) => {
      const form = await openPlanForm(locale);
      const amount = within(form).getByTestId('amount-input');
      await userEvent.type(amount, '100');
      await waitFor(() => expect(spy.toasts).toHaveBeenCalled());
      expect(value(amount)).toBe('100');
    });
  });

  it('4902: a plan the server fails to create says its message in en and tr and keeps what was typed', async () => {
    mockServer.use(
      ...CHOICES,
      http.post('*/v2/smart/auto-invest/plans/calculate', () =>
        HttpResponse.json({
          data: { buys: [{ ticker: 'BTC', spend: '100', price: '97450.12', amount: '0.00102512', fee: '0.00000102' }] },
        }),
      ),
      failingWith('POST', '/v2/smart/auto-invest/plans/create', ErrorCode.FailedToCreateAutoInvestPlan),
    );
    await failsInBothLanguages(spy, 4902, async (locale) => {
      const form = await openPlanForm(locale);
      const amount = within(form).getByTestId('amount-input');
      await userEvent.type(amount, '100');
      await userEvent.selectOptions(within(form).getByRole('combobox', { name: locale === 'en' ? 'Asset 1' : 'Varlık 1' }), 'ETH');
      await userEvent.click(submitOf(form));
      await waitFor(() => expect(spy.toasts).toHaveBeenCalled());
      expect(value(amount)).toBe('100');
      expect(value(within(form).getByRole('combobox', { name: locale === 'en' ? 'Asset 1' : 'Varlık 1' }))).toBe('ETH');
    });
  });

  it.each([
    [4907, 'GET', '/v2/smart/auto-invest/assets'],
    [4908, 'GET', '/v2/smart/auto-invest/settings'],
    [4912, 'GET', '/v2/smart/auto-invest/limits'],
  ] as const)('%i: the plan form cannot load its choices: the message in en and tr, and a retry', async (code, method, path) => {
    // msw: the first handler of a use() call that matches answers.
    mockServer.use(failingWith(method, path, code), ...CHOICES);
    await failsInBothLanguages(spy, code, async (locale) => {
      await renderScreen(<PlanForm base="/auto-invest" plan={EMPTY_PLAN} />, { locale, path: `/${locale}/auto-invest/create` });
      expect(await screen.findByTestId('query-error')).toBeTruthy();
      expect(screen.queryByRole('form')).toBeNull();
    });
  });

  it('4910: the plans overview the server fails says its message in en and tr; the plans still show', async () => {
    mockServer.use(
      getListAutoInvestPlansMockHandler({ data: [] }),
      failingWith('GET', '/v2/smart/auto-invest/overview', ErrorCode.FailedToGetAutoInvestOverview),
    );
    await failsInBothLanguages(spy, 4910, async (locale) => {
      await renderScreen(<PlanList base="/auto-invest" />, { locale, path: `/${locale}/auto-invest` });
      expect(await screen.findByTestId('query-error')).toBeTruthy();
      expect(
        await screen.findByText(
          locale === 'en'
            ? 'You have no plans yet. Create one to start buying on a schedule.'
            : 'Henüz planınız yok. Düzenli alım yapmaya başlamak için bir plan oluşturun.',
        ),
      ).toBeTruthy();
    });
  });
});
