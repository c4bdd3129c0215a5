/**
 * The order form on the one form approach: the server's answer lands on the field it names (a 422 field
 * error, or a catalogue code: 33 is the price, 32 and 37 the amount), anything else above the button, and
 * everything typed stays. Numbers are read as the page's language writes them; a text that cannot be read stops
 * the order with its reason, so an order never carries another number than the one on screen.
 */
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListBalancesMockHandler } from '../../../generated/api/balances/balances.msw';
import { getGetSubAccountInfoMockHandler } from '../../../generated/api/sub-accounts/sub-accounts.msw';
import { mockServer } from '../../../mocks/node';
import { session } from '../../lib/session/session-store';
import { BTC_USDT } from '../../testing/markets';
import { renderScreen } from '../../testing/render';
import { OrderForm } from './order-form';

const MARKET = BTC_USDT;

beforeAll(() => session.markLoggedIn({ permissions: {} }));
afterAll(() => session.clear());
beforeEach(() => {
  mockServer.use(
    getListBalancesMockHandler({
      data: [
        { ticker: 'USDT', total: '10000', main: '0', spot: '10000', margin: '0', staking: '0', spotAvailable: '10000', spotInOrders: '0' },
      ],
    }),
  );
});

async function placeLimit(price: string, amount: string, locale = 'en') {
  await renderScreen(<OrderForm market={MARKET} kind="spot" />, { locale });
  const priceField = (await screen.findByTestId('order-price')) as HTMLInputElement;
  const amountField = screen.getByTestId('order-amount') as HTMLInputElement;
  await userEvent.clear(priceField);
  await userEvent.type(priceField, price);
  await userEvent.type(amountField, amount);
  await waitFor(() => expect(amountField.value).toBe(amount));
  await userEvent.click(screen.getByTestId('place-order'));
  return { priceField, amountField };
}

describe('OrderForm', () => {
  it('puts a 422 field error on its field and keeps every value', async () => {
    mockServer.use(
      http.post('*/v2/trade/spot/limit', () =>
        HttpResponse.json({ code: 30, message: 'Validation failed', errors: { amount: ['Amount is above your limit.'] } }, { status: 422 }),
      ),
    );
    const { priceField, amountField } = await placeLimit('49900', '0.02');
    await waitFor(() => expect(screen.getByTestId('order-amount-error').textContent).toBe('Amount is above your limit.'));
    expect(amountField.getAttribute('aria-invalid')).toBe('true');
    expect(priceField.value).toBe('49900');
    expect(amountField.value).toBe('0.02');
  });

  it('puts catalogue code 33 on the price, with the server message', async () => {
    mockServer.use(
      http.post('*/v2/trade/spot/limit', () =>
        HttpResponse.json({ code: 33, message: 'Price is too far from the market.' }, { status: 422 }),
      ),
    );
    const { priceField } = await placeLimit('49000', '0.01');
    await waitFor(() => expect(screen.getByTestId('order-price-error').textContent).toBe('Price is too far from the market.'));
    expect(priceField.value).toBe('49000');
  });

  it.each([
    [32, 'Amount is not allowed for this market.'],
    [37, 'Not enough balance for this order.'],
  ])('puts catalogue code %i on the amount, with the server message, keeping every value', async (code, message) => {
    mockServer.use(http.post('*/v2/trade/spot/limit', () => HttpResponse.json({ code, message }, { status: 422 })));
    const { priceField, amountField } = await placeLimit('49500', '0.03');
    await waitFor(() => expect(screen.getByTestId('order-amount-error').textContent).toBe(message));
    expect(amountField.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('order-price-error')).toBeNull();
    expect([priceField.value, amountField.value]).toEqual(['49500', '0.03']);
    expect((screen.getByTestId('place-order') as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps the button disabled while the order is on its way, and the values after it failed', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockServer.use(
      http.post('*/v2/trade/spot/limit', async () => {
        await answered;
        return HttpResponse.json({ code: 37, message: 'Not enough balance for this order.' }, { status: 422 });
      }),
    );
    const { amountField } = await placeLimit('49500', '0.03');
    const button = screen.getByTestId('place-order') as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.getAttribute('aria-busy')).toBe('true');
    answer();
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(screen.getByTestId('order-amount-error').textContent).toBe('Not enough balance for this order.');
    expect(amountField.value).toBe('0.03');
  });

  it('refuses an amount below the market minimum without a call, keeping the text', async () => {
    let calls = 0;
    mockServer.use(
      http.post('*/v2/trade/spot/limit', () => {
        calls++;
        return HttpResponse.json({});
      }),
    );
    const { amountField } = await placeLimit('50000', '0.00001');
    await waitFor(() => expect(screen.getByTestId('order-amount-error').textContent).toContain('minimum'));
    expect(amountField.value).toBe('0.00001');
    expect(calls).toBe(0);
  });

  it('refuses an amount it cannot read (1e-3 used to become 13) without a call, keeping the text and saying why', async () => {
    let calls = 0;
    mockServer.use(
      http.post('*/v2/trade/spot/limit', () => {
        calls++;
        return HttpResponse.json({});
      }),
    );
    const { amountField } = await placeLimit('50000', '1e-3');
    await waitFor(() =>
      expect(screen.getByTestId('order-amount-error').textContent).toBe('Write the number out in full: a form like 1e-3 is not accepted.'),
    );
    expect(amountField.value).toBe('1e-3');
    expect(amountField.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toBe(0);
  });

  it('reads Turkish numbers as Turkish: the order carries the numbers on screen', async () => {
    let body: unknown;
    mockServer.use(
      http.post('*/v2/trade/spot/limit', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 37, message: 'Not enough balance for this order.' }, { status: 422 });
      }),
    );
    await renderScreen(<OrderForm market={{ ...MARKET, lastPrice: '97236.75' }} kind="spot" />, { locale: 'tr' });
    const priceField = (await screen.findByTestId('order-price')) as HTMLInputElement;
    // The market's last price, written as Turkish writes it (97.23 would read as 9723).
    expect(priceField.value).toBe('97236,75');
    await userEvent.clear(priceField);
    await userEvent.type(priceField, '49.900,5');
    await userEvent.type(screen.getByTestId('order-amount'), '0,02');
    await userEvent.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(body).toMatchObject({ market: 'BTC-USDT', side: 2, price: '49900.5', amount: '0.02' }));
    expect(priceField.value).toBe('49.900,5');
  });

  it('refuses an optional take-profit it cannot read instead of placing the order without it', async () => {
    let calls = 0;
    mockServer.use(
      http.post('*/v2/trade/margin/limit', () => {
        calls++;
        return HttpResponse.json({});
      }),
    );
    await renderScreen(<OrderForm market={MARKET} kind="margin" />);
    const priceField = (await screen.findByTestId('order-price')) as HTMLInputElement;
    await userEvent.clear(priceField);
    await userEvent.type(priceField, '50000');
    await userEvent.type(screen.getByTestId('order-amount'), '0.01');
    const takeProfit = screen.getByTestId('order-takeProfit') as HTMLInputElement;
    await userEvent.type(takeProfit, '55,000.5.');
    await userEvent.click(screen.getByTestId('place-order'));
    await waitFor(() =>
      expect(screen.getByTestId('order-takeProfit-error').textContent).toBe('Use “.” only once, before the decimals, as in 1,234.56.'),
    );
    expect(takeProfit.value).toBe('55,000.5.');
    expect(calls).toBe(0);
  });

  it('forgets a refused text with its field: a field shown again starts empty, without the old reason', async () => {
    const exponent = 'Write the number out in full: a form like 1e-3 is not accepted.';
    await renderScreen(<OrderForm market={MARKET} kind="spot" />);
    await userEvent.selectOptions(await screen.findByTestId('order-type'), 'multiLimit');
    await userEvent.type(screen.getByTestId('order-priceFrom'), '1e3');
    expect(screen.getByTestId('order-priceFrom-refused').textContent).toBe(exponent);
    await userEvent.selectOptions(screen.getByTestId('order-type'), 'limit');
    await userEvent.selectOptions(screen.getByTestId('order-type'), 'multiLimit');
    expect((screen.getByTestId('order-priceFrom') as HTMLInputElement).value).toBe('');
    await userEvent.type(screen.getByTestId('order-priceTo'), '50000');
    await userEvent.type(screen.getByTestId('order-amount'), '0.01');
    await userEvent.click(screen.getByTestId('place-order'));
    const error = await screen.findByTestId('order-priceFrom-error');
    expect(error.textContent).not.toBe(exponent);
    expect(error.textContent).not.toBe('');
  });

  describe("in a sub-account's session", () => {
    const MAIN_ID = '5b0f3d2a-7c41-4e8b-9a6d-2e1f0c9b8a73';
    const info = (permissions: { spotEnabled: boolean; collateralEnabled: boolean }) =>
      getGetSubAccountInfoMockHandler({
        data: {
          isSubAccount: true,
          mainAccount: { externalId: MAIN_ID, nickname: 'DemoTrader' },
          alias: 'Bot 1',
          permissions,
          count: 0,
          limit: 20,
        },
      });
    beforeEach(() => session.markLoggedIn({ permissions: {}, mainAccountExternalId: MAIN_ID }));
    afterAll(() => session.markLoggedIn({ permissions: {} }));

    it.each([
      [
        'spot',
        'Spot trading is off for the sub-account Bot 1: its main account DemoTrader can allow it',
        { spotEnabled: false, collateralEnabled: true },
      ],
      ['margin', 'Margin and futures trading is off for the sub-account Bot 1', { spotEnabled: true, collateralEnabled: false }],
      ['futures', 'Margin and futures trading is off for the sub-account Bot 1', { spotEnabled: true, collateralEnabled: false }],
    ] as const)('without the permission, the %s form says why and takes no order', async (kind, said, permissions) => {
      let orders = 0;
      mockServer.use(
        info(permissions),
        http.post(`*/v2/trade/${kind}/limit`, () => {
          orders += 1;
          return HttpResponse.json({ code: 1007, message: 'Not allowed.' }, { status: 451 });
        }),
      );
      await renderScreen(<OrderForm market={MARKET} kind={kind} />);
      expect((await screen.findByTestId('order-form-refused')).textContent).toContain(said);
      expect((screen.getByTestId('place-order') as HTMLButtonElement).disabled).toBe(true);
      // The fieldset disables every field (the input's own property stays false, as in a browser).
      expect(screen.getByTestId('order-amount').closest('fieldset')?.disabled).toBe(true);
      await userEvent.click(screen.getByTestId('place-order'));
      expect(orders).toBe(0);
    });

    it('says it in Turkish too', async () => {
      mockServer.use(info({ spotEnabled: false, collateralEnabled: false }));
      await renderScreen(<OrderForm market={MARKET} kind="spot" />, { locale: 'tr' });
      expect((await screen.findByTestId('order-form-refused')).textContent).toContain('Bot 1 alt hesabı için spot işlem kapalı');
    });

    it('with the permission, the form is as on the main account', async () => {
      mockServer.use(info({ spotEnabled: true, collateralEnabled: false }));
      const { amountField } = await placeLimit('49900', '0.02');
      expect(amountField.closest('fieldset')?.disabled).toBe(false);
      await waitFor(() => expect(screen.queryByTestId('order-form-refused')).toBeNull());
    });
  });
});
