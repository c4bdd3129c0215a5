import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getGetP2pExpressOrderMockHandler,
  getListP2pExpressCardsMockHandler,
  getListP2pExpressOffersMockHandler,
} from '../../../generated/api/p2p-express/p2p-express.msw';
import { mockServer } from '../../../mocks/node';
import { session } from '../../lib/session/session-store';
import { currentRouter, renderScreen } from '../../testing/render';
import { serverConfigHandler } from '../../testing/server-config';
import { DRAFT, OFFER, p2pPage, settingsWith } from './p2p-test-kit';

beforeEach(() => {
  session.markLoggedIn({ permissions: {} });
  mockServer.use(serverConfigHandler());
});
afterEach(() => session.clear());

describe('P2P Express', () => {
  it('keeps a user not verified for payments out, with the way to verification, and asks for no order', async () => {
    let asked = 0;
    mockServer.use(
      settingsWith('required'),
      http.get('*/v2/p2p-express/orders/:id', () => {
        asked++;
        return HttpResponse.json({ data: DRAFT });
      }),
    );
    await renderScreen(p2pPage('/p2p-express/deposit/add-card'), { path: '/p2p-express/deposit/add-card?order=880012' });
    const gate = await screen.findByTestId('p2p-gate');
    expect(gate.textContent).toContain('P2P Express is open to verified users only');
    expect(within(gate).getByRole('link', { name: 'Verify your identity' }).getAttribute('href')).toBe('/verification');
    expect(asked).toBe(0);
  });

  it("shows the merchant's rate, limits and the exchange's quote, refuses an amount below the limit, and starts the flow", async () => {
    const sent: unknown[] = [];
    mockServer.use(
      settingsWith(),
      getListP2pExpressOffersMockHandler({ data: [OFFER] }),
      http.get('*/v2/p2p-express/offers/3101/quote', ({ request }) => {
        const amount = new URL(request.url).searchParams.get('amount');
        return HttpResponse.json({
          data: {
            offerId: 3101,
            direction: 'deposit',
            amount,
            amountTicker: 'EUR',
            price: '0.94',
            fee: '0.531915',
            feeTicker: 'USDT',
            receive: '105.851063',
            receiveTicker: 'USDT',
          },
        });
      }),
      http.post('*/v2/p2p-express/deposits', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: DRAFT });
      }),
    );
    await renderScreen(p2pPage('/p2p-express/deposit/amount'), { path: '/p2p-express/deposit/amount' });
    const form = await screen.findByTestId('p2p-amount-form');
    const offer = within(form).getByTestId('p2p-offer');
    expect(offer.textContent).toContain('1 USDT = 0.94 EUR');
    expect(offer.textContent).toContain('From 20 EUR to 5,000 EUR');
    const amount = within(form).getByTestId<HTMLInputElement>('p2p-amount-input');
    await userEvent.type(amount, '5');
    await userEvent.click(within(form).getByTestId('p2p-amount-submit'));
    expect((await within(form).findByTestId('p2p-amount-input-error')).textContent).toBe("The merchant's minimum is 20 EUR.");
    expect(amount.value).toBe('5');
    expect(sent).toEqual([]);
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await waitFor(() => expect(within(form).getByTestId('p2p-quote-receive').dataset.value).toBe('105.851063'));
    await userEvent.click(within(form).getByTestId('p2p-amount-submit'));
    await waitFor(() => expect(currentRouter().state.location.href).toBe('/p2p-express/deposit/add-card?order=880012'));
    expect(sent).toEqual([{ offerId: 3101, amount: '100' }]);
  });

  it('groups the card number in fours, refuses a wrong digit before sending and keeps what was typed', async () => {
    const added: unknown[] = [];
    mockServer.use(
      settingsWith(),
      getGetP2pExpressOrderMockHandler({ data: DRAFT }),
      getListP2pExpressCardsMockHandler({ data: [] }),
      http.post('*/v2/p2p-express/cards', async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json({
          data: { id: 4401, last4: '4242', brand: 'visa', holder: 'DEMO TRADER', expiry: '09/29', createdAt: 1795082400 },
        });
      }),
    );
    await renderScreen(p2pPage('/p2p-express/deposit/add-card'), { path: '/p2p-express/deposit/add-card?order=880012' });
    const form = await screen.findByTestId('p2p-add-card-form');
    const number = within(form).getByTestId<HTMLInputElement>('p2p-card-number');
    await userEvent.type(number, '4242424242424241');
    expect(number.value).toBe('4242 4242 4242 4241');
    await userEvent.type(within(form).getByTestId('p2p-card-holder'), 'Demo Trader');
    await userEvent.type(within(form).getByTestId('p2p-card-expiry'), '09/29');
    await userEvent.click(within(form).getByTestId('p2p-card-add'));
    expect((await within(form).findByRole('alert')).textContent).toBe('This card number is not valid: check its digits.');
    expect(number.value).toBe('4242 4242 4242 4241');
    expect(added).toEqual([]);
    await userEvent.type(number, '{Backspace}2');
    expect(number.value).toBe('4242 4242 4242 4242');
    await userEvent.click(within(form).getByTestId('p2p-card-add'));
    await waitFor(() => expect(added).toEqual([{ number: '4242424242424242', holder: 'Demo Trader', expiry: '09/29' }]));
  });

  it("says in place that an order is not the user's (404), with the way back to the amount", async () => {
    mockServer.use(
      settingsWith(),
      http.get('*/v2/p2p-express/orders/:id', () => HttpResponse.json({ message: 'Order not found.' }, { status: 404 })),
    );
    await renderScreen(p2pPage('/p2p-express/deposit/add-card'), { path: '/p2p-express/deposit/add-card?order=77' });
    const missing = await screen.findByTestId('p2p-order-missing');
    expect(missing.textContent).toContain('This order was not found. Start again from the amount.');
    expect(within(missing).getByRole('link').getAttribute('href')).toBe('/p2p-express/deposit/amount');
  });
});

describe('a P2P Express withdrawal the travel rule covers', () => {
  it('asks the user to confirm the merchant as the beneficiary before it confirms', async () => {
    const sent: unknown[] = [];
    const order = {
      ...DRAFT,
      id: 880013,
      direction: 'withdraw' as const,
      amount: '1200',
      amountTicker: 'USDT',
      fee: '6',
      receive: '1086.54',
      receiveTicker: 'EUR',
      travelRule: { required: true, beneficiaryName: 'NordPay Exchange OU', beneficiaryCountry: 'EE' },
    };
    mockServer.use(
      settingsWith(),
      getGetP2pExpressOrderMockHandler({ data: order }),
      getListP2pExpressCardsMockHandler({
        data: [{ id: 4401, last4: '4242', brand: 'visa', holder: 'DEMO TRADER', expiry: '09/29', createdAt: 1795082400 }],
      }),
      http.post('*/v2/p2p-express/withdrawals/880013/confirm', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: { ...order, status: 'created' } });
      }),
    );
    await renderScreen(p2pPage('/p2p-express/withdraw/confirmation'), {
      path: '/p2p-express/withdraw/confirmation?order=880013&card=4401',
    });
    const rule = await screen.findByTestId('p2p-travel-rule');
    expect(rule.textContent).toContain('NordPay Exchange OU (EE)');
    await userEvent.click(screen.getByTestId('p2p-confirm'));
    expect((await within(rule).findByRole('alert')).textContent).toBe('Confirm the beneficiary to continue.');
    expect(sent).toEqual([]);
    await userEvent.click(within(rule).getByTestId('p2p-travel-rule-confirm'));
    await userEvent.click(screen.getByTestId('p2p-confirm'));
    await waitFor(() => expect(sent).toEqual([{ cardId: 4401, travelRuleConfirmed: true }]));
    await waitFor(() => expect(currentRouter().state.location.pathname).toBe('/p2p-express/880013'));
  });
});
