/**
 * A fiat withdrawal on /withdraw: the currency's providers that pay out (less the ones the session restricts), the
 * provider's fee, minimum and maximum, its payout details, and createWithdrawal's fiat body; bad details keep what
 * was typed and send nothing; a double click sends one request.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../../mocks/node';
import { session } from '../../lib/session/session-store';
import { currentRouter, renderScreen } from '../../testing/render';
import { providerFee } from './fiat-withdraw';
import { WithdrawScreen } from './withdraw-screen';
import { fiatCurrency, inRoute, SEPA, sent, withdrawalHandlers } from './withdraw-test-kit';

const sepa = SEPA;
const card = {
  ...sepa,
  name: 'Visa/Mastercard',
  description: 'Card payouts.',
  withdrawDetails: 'card' as const,
  minWithdraw: '20',
  maxWithdraw: '2000',
  withdrawFixedFee: '2',
  withdrawPercentFee: '2',
};
const eur = fiatCurrency('EUR', 'Euro', [sepa, card, { ...sepa, name: 'Papara', isWithdrawal: false }]);

const serve = (restrictedProviders: string[] = []) =>
  mockServer.use(...withdrawalHandlers({ currencies: [eur], main: [{ ticker: 'EUR', main: '420.5' }], restrictedProviders }));

async function openForm() {
  await renderScreen(inRoute('/withdraw', <WithdrawScreen />), { path: '/withdraw' });
  return screen.findByRole('form', { name: 'Withdraw' });
}

beforeEach(() => session.markLoggedIn({ permissions: {} }));
afterEach(() => {
  session.clear();
  mockServer.events.removeAllListeners();
});

describe('providerFee', () => {
  it('adds the percentage, rounded up to the currency decimals, to the fixed part', () => {
    expect(providerFee('123.45', card, 2)).toBe('4.47');
    expect(providerFee('100', card, 2)).toBe('4');
    expect(providerFee('150.25', sepa, 2)).toBe('1');
  });
});

describe('FiatWithdraw', () => {
  it('pays out by SEPA: the terms shown, the IBAN sent without its spaces, then the confirmation page', async () => {
    serve();
    const bodies = sent(mockServer, 'POST', /^\/v2\/profile\/withdraw$/);
    mockServer.use(
      http.post('*/v2/profile/withdraw', () =>
        HttpResponse.json({
          data: {
            id: 100009,
            uniqueId: 'w-1',
            ticker: 'EUR',
            network: 'SEPA',
            provider: 'SEPA',
            address: 'DE89370400440532013000',
            amount: '150',
            fee: '1',
            receive: '149',
            status: 'unconfirmed',
            confirmWith: 'email',
            createdAt: 1795082400,
          },
        }),
      ),
    );
    const form = await openForm();
    // Papara does not pay out: only the two payout providers are offered.
    expect(
      within(form)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['SEPA', 'Visa/Mastercard']);
    expect(within(form).getByTestId('fiat-withdraw-terms').textContent).toBe('Fee 1 EUR · minimum 10 EUR · maximum 10,000 EUR');
    await userEvent.type(within(form).getByLabelText('IBAN'), 'de89 3704 0044 0532 0130 00');
    await userEvent.type(within(form).getByLabelText("Account holder's first name"), 'Anna');
    await userEvent.type(within(form).getByLabelText("Account holder's last name"), 'Schmidt');
    await userEvent.type(within(form).getByTestId('fiat-amount-input'), '150');
    // What arrives is the exchange's fee quote for the amount.
    expect((await within(form).findByTestId('fiat-withdraw-receive')).textContent).toBe('You receive 149 EUR after the SEPA fee of 1 EUR.');
    await userEvent.click(within(form).getByTestId('fiat-withdraw-submit'));
    await waitFor(() => expect(currentRouter().state.location.href).toBe('/withdraw/confirmation?id=100009'));
    expect(bodies).toEqual([
      {
        ticker: 'EUR',
        amount: '150',
        uniqueId: expect.stringMatching(/^w-/),
        provider: 'SEPA',
        iban: 'DE89370400440532013000',
        beneficiary: { firstName: 'Anna', lastName: 'Schmidt' },
      },
    ]);
  });

  it('refuses a bad card number and an amount over the maximum, keeps what was typed, and a double click sends once', async () => {
    serve();
    const bodies = sent(mockServer, 'POST', /^\/v2\/profile\/withdraw$/);
    mockServer.use(
      http.post('*/v2/profile/withdraw', async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({ code: 37, message: 'Not enough balance', errors: { amount: ['Not enough EUR.'] } }, { status: 422 });
      }),
    );
    const form = await openForm();
    await userEvent.click(within(form).getByRole('radio', { name: 'Visa/Mastercard' }));
    expect(within(form).getByTestId('fiat-withdraw-terms').textContent).toBe('Fee 2 EUR + 2 % · minimum 20 EUR · maximum 2,000 EUR');
    const number = within(form).getByLabelText('Card number') as HTMLInputElement;
    await userEvent.type(number, '4111 1111 1111 1112');
    await userEvent.type(within(form).getByLabelText("Account holder's first name"), 'Anna');
    await userEvent.type(within(form).getByLabelText("Account holder's last name"), 'Schmidt');
    const amount = within(form).getByTestId('fiat-amount-input') as HTMLInputElement;
    await userEvent.type(amount, '2500');
    await userEvent.click(within(form).getByTestId('fiat-withdraw-submit'));
    expect(await within(form).findByText('Enter a valid card number (13 to 19 digits).')).toBeTruthy();
    expect(number.value).toBe('4111 1111 1111 1112');
    await userEvent.clear(number);
    await userEvent.type(number, '4111 1111 1111 1111');
    await userEvent.click(within(form).getByTestId('fiat-withdraw-submit'));
    expect(await within(form).findByText('The maximum is 2,000 EUR.')).toBeTruthy();
    expect(amount.value).toBe('2500');
    expect(bodies).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '123.45');
    expect((await within(form).findByTestId('fiat-withdraw-receive')).textContent).toBe(
      'You receive 118.98 EUR after the Visa/Mastercard fee of 4.47 EUR.',
    );
    await userEvent.dblClick(within(form).getByTestId('fiat-withdraw-submit'));
    await waitFor(() => expect(within(form).getByTestId('fiat-amount-error').textContent).toBe('Not enough EUR.'));
    expect(bodies).toEqual([
      {
        ticker: 'EUR',
        amount: '123.45',
        uniqueId: expect.stringMatching(/^w-/),
        provider: 'Visa/Mastercard',
        address: '4111111111111111',
        beneficiary: { firstName: 'Anna', lastName: 'Schmidt' },
      },
    ]);
    expect(amount.value).toBe('123.45');
  });

  it('leaves out a provider the session restricts for withdrawals', async () => {
    serve(['Visa/Mastercard']);
    const form = await openForm();
    expect(
      within(form)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['SEPA']);
  });
});
