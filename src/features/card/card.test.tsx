import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getGetCryptoCardApplicationMockHandler,
  getGetCryptoCardTermsMockHandler,
} from '../../../generated/api/crypto-card/crypto-card.msw';
import { getListBalancesByTypeMockHandler } from '../../../generated/api/balances/balances.msw';
import type { PaymentCard } from '../../../generated/api/model/paymentCard.zod';
import { getGetPaymentCardMockHandler, getListPaymentCardPlansMockHandler } from '../../../generated/api/payment-card/payment-card.msw';
import { getGetSettingsMockHandler, getGetSettingsResponseMock } from '../../../generated/api/session/session.msw';
import messagesEn from '../../../generated/errors/messages.en.json';
import messagesTr from '../../../generated/errors/messages.tr.json';
import { mockServer } from '../../../mocks/node';
import { i18next } from '../../lib/i18n/i18n';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { session } from '../../lib/session/session-store';
import { renderScreen } from '../../testing/render';
import { serverConfigHandler } from '../../testing/server-config';
import CardPage from './card-page';
import { topUpFee } from './card-transfer';

const page = (path: string) => (
  <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === path)}>
    <CardPage />
  </RouteEntryContext.Provider>
);
const message = (locale: 'en' | 'tr', code: string) => ((locale === 'en' ? messagesEn : messagesTr).code as Record<string, string>)[code]!;

function settings() {
  const s = getGetSettingsResponseMock();
  return getGetSettingsMockHandler({
    ...s,
    data: { ...s.data, countryCode: 'GB', user: { ...s.data.user!, paymentKycStatus: 'verified' } },
  });
}

beforeEach(() => {
  session.markLoggedIn({ permissions: {} });
  mockServer.use(serverConfigHandler(), settings());
});
afterEach(() => session.clear());

describe('the crypto card application', () => {
  const terms = getGetCryptoCardTermsMockHandler({
    data: {
      issueFee: '10',
      feeTicker: 'USDT',
      supportedCountries: ['GB', 'DE'],
      documentTypes: ['passport', 'id-card', 'residence-permit'],
      reviewMinutes: 5,
    },
  });

  async function fill() {
    const form = await screen.findByTestId('crypto-card-form');
    await userEvent.type(within(form).getByTestId('crypto-card-phone'), '+44 7700 900789');
    await userEvent.type(within(form).getByTestId('crypto-card-addressLine'), '221B Baker Street');
    await userEvent.type(within(form).getByTestId('crypto-card-city'), 'London');
    await userEvent.type(within(form).getByTestId('crypto-card-postcode'), 'NW1 6XE');
    await userEvent.selectOptions(within(form).getByTestId('crypto-card-addressCountry'), 'GB');
    await userEvent.click(within(form).getByTestId('crypto-card-terms'));
    return form;
  }

  it.each([
    ['ACC001', 'country'],
    ['ACC002', 'documentType'],
    ['ACC003', 'documentType'],
    ['ACC009', 'phone'],
    ['ACC010', 'terms'],
    ['ACC011', 'phone'],
    ['ACC012', 'addressCountry'],
    ['ACC013', 'addressCountry'],
    ['REF001', 'referralCode'],
    ['BLC001', 'form'],
  ] as const)('says %s on its field (%s) in en and tr, keeping what was typed', async (code, field) => {
    for (const locale of ['en', 'tr'] as const) {
      cleanup();
      mockServer.use(
        terms,
        getGetCryptoCardApplicationMockHandler({ data: null }),
        http.post('*/v2/crypto-card/application', () =>
          HttpResponse.json({ code, message: 'Validation failed', errors: { [field]: ['The issuer said no.'] } }, { status: 422 }),
        ),
      );
      await renderScreen(page('/crypto-card/order'), { locale, path: '/crypto-card/order' });
      const form = await fill();
      await userEvent.click(within(form).getByTestId('crypto-card-submit'));
      const said = message(locale, code);
      await waitFor(() =>
        expect(
          within(form)
            .getAllByRole('alert')
            .map((a) => a.textContent),
        ).toContain(said),
      );
      if (field !== 'form') expect(within(form).getByTestId(`crypto-card-${field}`).getAttribute('aria-invalid')).toBe('true');
      expect(within(form).queryByText('The issuer said no.')).toBeNull();
      expect((within(form).getByTestId('crypto-card-phone') as HTMLInputElement).value).toBe('+44 7700 900789');
      expect((within(form).getByTestId('crypto-card-city') as HTMLInputElement).value).toBe('London');
    }
    await i18next.changeLanguage('en');
  });
});

describe('the payment card', () => {
  const CARD: PaymentCard = {
    id: 51001,
    planId: 'premium',
    status: 'active',
    holder: 'DEMO TRADER',
    last4: '7316',
    expiry: '11/30',
    balance: '99.5',
    ticker: 'USDT',
    addressLine: '221B Baker Street',
    city: 'London',
    postcode: 'NW1 6XE',
    country: 'GB',
    orderedAt: 1795082400,
    activatedAt: 1795082460,
  };

  it("rounds a top-up's fee up to the ticker's decimals", () => {
    expect(topUpFee('100', '0.5')).toBe('0.5');
    expect(topUpFee('0.000001', '0.5')).toBe('0.000001');
    expect(topUpFee('33.333333', '1')).toBe('0.333334');
  });

  it("shows the plan's fee and what reaches the card, and refuses more than the main balance with the amount kept", async () => {
    const sent: unknown[] = [];
    mockServer.use(
      getGetPaymentCardMockHandler({ data: CARD }),
      getListPaymentCardPlansMockHandler({
        data: [
          {
            id: 'premium',
            ticker: 'USDT',
            issueFee: '15',
            monthlyFee: '4.99',
            topUpFeePercent: '0.5',
            cashbackPercent: '1',
            dailySpendLimit: '10000',
            monthlyAtmLimit: '2000',
          },
        ],
      }),
      getListBalancesByTypeMockHandler({ data: [{ ticker: 'USDT', main: '150', total: '150' }] as never }),
      http.post('*/v2/wb-card/deposit', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          data: {
            card: { ...CARD, balance: '198.5' },
            transaction: {
              id: 52001,
              type: 'top-up',
              amount: '100',
              fee: '0.5',
              ticker: 'USDT',
              balanceAfter: '198.5',
              createdAt: 1795082500,
            },
          },
        });
      }),
    );
    await renderScreen(page('/wb-card/deposit'), { path: '/wb-card/deposit' });
    const form = await screen.findByTestId('wb-card-transfer-form');
    const amount = within(form).getByTestId<HTMLInputElement>('wb-card-amount');
    await userEvent.type(amount, '200');
    await userEvent.click(within(form).getByTestId('wb-card-transfer-submit'));
    expect((await within(form).findByTestId('wb-card-amount-error')).textContent).toBe('More than your main balance (150 USDT).');
    expect(amount.value).toBe('200');
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    expect(within(form).getByTestId('wb-card-fee').dataset.value).toBe('0.5');
    expect(within(form).getByTestId('wb-card-arrives').dataset.value).toBe('99.5');
    await userEvent.click(within(form).getByTestId('wb-card-transfer-submit'));
    await waitFor(() => expect(screen.getByTestId('wb-card-balance').dataset.value).toBe('198.5'));
    expect(sent).toEqual([{ amount: '100' }]);
  });
});
