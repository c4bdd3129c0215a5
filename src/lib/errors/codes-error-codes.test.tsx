/**
 * Issue 24 (codes, packages, merchant settings, gift cards): every failure code of 1300-1313 shows its message
 * (src/testing/failure-codes.tsx) and is reported by a call; on the real screens a list or page that could not load
 * says its code's message in place, and a form whose call the server refuses with a code says it above its button,
 * keeping what was typed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getListBalancesByTypeMockHandler } from '../../../generated/api/balances/balances.msw';
import { getGetCodePackageMockHandler } from '../../../generated/api/codes/codes.msw';
import { getGetGiftCardTermsMockHandler } from '../../../generated/api/gift-cards/gift-cards.msw';
import { getGetContentEntryMockHandler, getGetContentEntryResponseMock } from '../../../generated/api/internal/internal.msw';
import { getListCurrenciesMockHandler } from '../../../generated/api/profile/profile.msw';
import { getGetSettingsMockHandler, getGetSettingsResponseMock } from '../../../generated/api/session/session.msw';
import { mockServer } from '../../../mocks/node';
import CodesPage from '../../features/codes/codes-page';
import GiftCardsPage from '../../features/gift-cards/gift-cards-page';
import { describeFailureCodes, enMessage, spyOnErrorToasts, toastTitle } from '../../testing/failure-codes';
import { renderScreen } from '../../testing/render';
import { RouteEntryContext } from '../routing/route-entry-context';
import { ROUTES } from '../routing/route-table';
import { session } from '../session/session-store';

describeFailureCodes('the codes, merchant and gift card failure codes (1300-1313)', [[1300, 1313]], mockServer, { everyCodeCalled: true });

const inRoute = (path: string, url: string, ui: ReactNode) => {
  history.replaceState(null, '', url);
  return <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === path)}>{ui}</RouteEntryContext.Provider>;
};
const said = (code: number) => toastTitle(enMessage(code)!, code);
const refusing = (method: 'get' | 'post', path: string, code: number) =>
  http[method](`*${path}`, () => HttpResponse.json({ code, message: 'Refused.', errors: {} }, { status: 422 }));
const failing = (path: string, code: number) => http.get(`*${path}`, () => HttpResponse.json({ code, message: 'Down.' }, { status: 500 }));

// Written out, not drawn from the generated mocks: their lists may come empty.
const USDT_MAIN = () => getListBalancesByTypeMockHandler({ data: [{ ticker: 'USDT', main: '500', total: '500' }] });
const currencies = () =>
  getListCurrenciesMockHandler({
    data: [
      {
        ticker: 'USDT',
        name: 'Tether',
        image: 'https://meridian.example/icons/usdt.svg',
        isFiat: false,
        isDepositable: true,
        isWithdrawal: true,
        tradingEnabled: true,
        tradeTicker: 'USDT',
        inMargin: true,
        decimal: 6,
        networks: [],
        providers: [],
      },
    ],
  });
/** A session that restricts no asset for codes (the generated mock's restrictions are drawn at random). */
const UNRESTRICTED = () => {
  const settings = getGetSettingsResponseMock();
  const user = settings.data.user!;
  return getGetSettingsMockHandler({
    ...settings,
    data: { ...settings.data, user: { ...user, restrictedAssets: { deposit: [], withdraw: [], codes: { withdraw: [] } } } },
  });
};
const DESIGN = () =>
  getGetContentEntryMockHandler(getGetContentEntryResponseMock({ slug: 'birthday', title: 'Happy birthday', body: '<p>A card.</p>' }));

describe('the codes and gift card screens say a failed call with its code', () => {
  const spy = spyOnErrorToasts(mockServer);
  beforeEach(() => session.markLoggedIn({ permissions: {} }));
  afterEach(() => session.clear());

  it.each([
    ['1300', '/v2/codes', () => inRoute('/codes/:status', '/codes/all', <CodesPage />)],
    ['1303', '/v2/codes/packages', () => inRoute('/codes/packages', '/codes/packages', <CodesPage />)],
    ['1306', '/v2/codes/packages/8801', () => inRoute('/codes/packages/:id', '/codes/packages/8801', <CodesPage />)],
    ['1307', '/v2/codes/merchant-settings', () => inRoute('/codes/packages', '/codes/packages', <CodesPage />)],
    ['1312', '/v2/gift-cards/my', () => inRoute('/gift-cards/my', '/gift-cards/my', <GiftCardsPage />)],
  ] as const)('%s: GET %s failing, the screen says so', async (code, path, screenOf) => {
    mockServer.use(failing(path, Number(code)));
    await renderScreen(screenOf());
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('query-error')
          .map((e) => e.textContent)
          .join(' '),
      ).toContain(said(Number(code))),
    );
  });

  it('1309: the terms of a design page that could not load', async () => {
    mockServer.use(DESIGN(), failing('/v2/gift-cards/terms', 1309));
    await renderScreen(inRoute('/gift-cards/all/:slug', '/gift-cards/all/birthday', <GiftCardsPage />));
    await waitFor(() => expect(screen.getByTestId('query-error').textContent).toContain(said(1309)));
  });

  it('1301: a code the server refuses is said above the button, the amount kept', async () => {
    mockServer.use(UNRESTRICTED(), currencies(), USDT_MAIN(), refusing('post', '/v2/codes', 1301));
    await renderScreen(inRoute('/codes/create', '/codes/create', <CodesPage />));
    const form = await screen.findByTestId('code-create-form');
    const amount = within(form).getByTestId('code-amount-input') as HTMLInputElement;
    await userEvent.type(amount, '12.5');
    await userEvent.click(within(form).getByTestId('code-create-submit'));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(said(1301)));
    expect(amount.value).toBe('12.5');
  });

  it('1302: an activation the server refuses is said above the button, the code kept', async () => {
    mockServer.use(refusing('post', '/v2/codes/apply', 1302));
    await renderScreen(inRoute('/codes/activate', '/codes/activate', <CodesPage />));
    const form = await screen.findByTestId('code-activate-form');
    await userEvent.type(within(form).getByTestId('activate-code-input'), 'MRabc');
    await userEvent.click(within(form).getByTestId('activate-submit'));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(said(1302)));
    expect((within(form).getByTestId('activate-code-input') as HTMLInputElement).value).toBe('MRabc');
  });

  it('1304 and 1305: a package the server refuses to define, and one it refuses to generate', async () => {
    mockServer.use(UNRESTRICTED(), currencies(), USDT_MAIN(), refusing('post', '/v2/codes/packages', 1304));
    await renderScreen(inRoute('/codes/packages/create', '/codes/packages/create', <CodesPage />));
    const form = await screen.findByTestId('package-form');
    await userEvent.type(within(form).getByTestId('package-name'), 'Prizes');
    await userEvent.type(within(form).getByTestId('package-amount-input'), '2');
    await userEvent.click(within(form).getByTestId('package-submit'));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(said(1304)));
    expect((within(form).getByTestId('package-name') as HTMLInputElement).value).toBe('Prizes');

    mockServer.use(
      getGetCodePackageMockHandler({
        data: {
          id: 8802,
          name: 'Prizes',
          ticker: 'USDT',
          amountPerCode: '2',
          count: 3,
          hasPassphrase: false,
          status: 'draft',
          usedCount: 0,
          createdAt: 1795082403,
        },
      }),
      http.post('*/v2/codes/packages/8802/generate', () => HttpResponse.json({ code: 1305, message: 'Down.' }, { status: 500 })),
    );
    await renderScreen(inRoute('/codes/packages/generate', '/codes/packages/generate?id=8802', <CodesPage />));
    expect((await screen.findByTestId('package-total')).getAttribute('data-value')).toBe('6');
    await userEvent.click(screen.getByTestId('package-generate-submit'));
    // No field to put it on: the failed-to-fetch toast says the code.
    await waitFor(() => expect(spy.toasts.mock.calls.map((call: unknown[]) => call[0])).toContain(said(1305)));
  });

  it('1308: merchant settings the server refuses are said above the button, the name kept', async () => {
    mockServer.use(
      http.get('*/v2/codes/merchant-settings', () => HttpResponse.json({ data: { displayName: 'Demo', showName: false } })),
      refusing('post', '/v2/codes/merchant-settings', 1308),
    );
    await renderScreen(inRoute('/codes/packages', '/codes/packages', <CodesPage />));
    const form = await screen.findByTestId('merchant-form');
    const name = within(form).getByTestId('merchant-name') as HTMLInputElement;
    await userEvent.clear(name);
    await userEvent.type(name, 'Quiz Night');
    await userEvent.click(within(form).getByTestId('merchant-submit'));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(said(1308)));
    expect(name.value).toBe('Quiz Night');
  });

  it('1311 and 1313: a purchase and a redemption the server refuses are said above their buttons, the input kept', async () => {
    mockServer.use(
      DESIGN(),
      getGetGiftCardTermsMockHandler({
        data: { assets: [{ ticker: 'USDT', minAmount: '5', maxAmount: '1000', decimals: 6 }], designs: ['birthday'] },
      }),
      USDT_MAIN(),
      refusing('post', '/v2/gift-cards', 1311),
    );
    await renderScreen(inRoute('/gift-cards/all/:slug', '/gift-cards/all/birthday', <GiftCardsPage />));
    const form = await screen.findByTestId('gift-card-buy-form');
    await userEvent.type(within(form).getByTestId('gift-card-amount-input'), '40');
    await userEvent.click(within(form).getByTestId('gift-card-buy-submit'));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(said(1311)));
    expect((within(form).getByTestId('gift-card-amount-input') as HTMLInputElement).value).toBe('40');

    mockServer.use(
      http.get('*/v2/gift-cards/my', () => HttpResponse.json({ data: [] })),
      refusing('post', '/v2/gift-cards/redeem', 1313),
    );
    await renderScreen(inRoute('/gift-cards/my', '/gift-cards/my', <GiftCardsPage />));
    const redeem = await screen.findByTestId('gift-card-redeem-form');
    await userEvent.type(within(redeem).getByTestId('gift-card-redeem-input'), 'GIFT-AAAA-BBBB-CCCC');
    await userEvent.click(within(redeem).getByTestId('gift-card-redeem-submit'));
    await waitFor(() => expect(within(redeem).getByRole('alert').textContent).toBe(said(1313)));
    expect((within(redeem).getByTestId('gift-card-redeem-input') as HTMLInputElement).value).toBe('GIFT-AAAA-BBBB-CCCC');
  });
});
