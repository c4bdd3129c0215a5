/**
 * Express withdrawal (/express-withdraw): a saved address of the address book, an amount within the network's limits
 * (the exchange's withdrawal limits) with its fee and what arrives, and createExpressWithdrawal with the saved entry's
 * id; without a saved address, the way to save one.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Currency } from '../../../generated/api/model/currency.zod';
import { getListCurrenciesResponseMock } from '../../../generated/api/profile/profile.msw';
import { mockServer } from '../../../mocks/node';
import { session } from '../../lib/session/session-store';
import { currentRouter, renderScreen } from '../../testing/render';
import { ExpressWithdrawScreen } from './express-withdraw-screen';
import { inRoute, sent, withdrawalHandlers } from './withdraw-test-kit';

const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const XRP = 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY';
const network = (code: string, name: string, fee: string, min: string, isMemo = false, max?: string) => ({
  code,
  name,
  explorer: 'https://example.org/tx/',
  isDepositable: true,
  isWithdrawal: true,
  isMemo,
  confirmations: 1,
  minDeposit: '1',
  minWithdraw: min,
  withdrawFee: fee,
  ...(max ? { maxWithdraw: max } : {}),
});
const coin = (ticker: string, decimal: number, networks: Currency['networks']): Currency => ({
  ...getListCurrenciesResponseMock().data[0]!,
  ticker,
  name: ticker,
  isFiat: false,
  isDepositable: true,
  isWithdrawal: true,
  decimal,
  networks,
  providers: [],
});
const currencies = [
  coin('USDT', 6, [network('TRC20', 'Tron (TRC20)', '1', '10')]),
  coin('XRP', 6, [network('XRP', 'XRP Ledger', '0.2', '20', true, '50')]),
];
const addresses = [
  { id: 6011, ticker: 'USDT', network: 'TRC20', address: TRON, label: 'Ledger Nano X', createdAt: 1795000000 },
  { id: 6014, ticker: 'XRP', network: 'XRP', address: XRP, memo: '123456789', label: 'Exchange', createdAt: 1795000000 },
];
const main = [
  { ticker: 'USDT', main: '3200' },
  { ticker: 'XRP', main: '100' },
];

beforeEach(() => session.markLoggedIn({ permissions: {} }));
afterEach(() => {
  session.clear();
  mockServer.events.removeAllListeners();
});

describe('ExpressWithdrawScreen', () => {
  it("withdraws to a saved address with its memo: the fee and what arrives shown, the entry's details sent", async () => {
    mockServer.use(...withdrawalHandlers({ currencies, main, addresses }));
    const bodies = sent(mockServer, 'POST', /^\/v2\/profile\/express-withdraw$/);
    mockServer.use(
      http.post('*/v2/profile/express-withdraw', () =>
        HttpResponse.json({
          data: {
            id: 100011,
            uniqueId: 'w-1',
            ticker: 'XRP',
            network: 'XRP',
            address: XRP,
            memo: '123456789',
            amount: '25',
            fee: '0.2',
            receive: '24.8',
            status: 'unconfirmed',
            confirmWith: 'email',
            createdAt: 1795082400,
          },
        }),
      ),
    );
    await renderScreen(inRoute('/express-withdraw', <ExpressWithdrawScreen />), { path: '/express-withdraw' });
    const form = await screen.findByRole('form', { name: 'Express withdrawal' });
    await userEvent.selectOptions(within(form).getByLabelText('Saved address'), '6014');
    expect(within(form).getByTestId('express-entry').textContent).toContain('123456789');
    const amount = within(form).getByTestId('amount-input') as HTMLInputElement;
    await userEvent.type(amount, '10');
    await userEvent.click(within(form).getByTestId('express-submit'));
    expect(await within(form).findByText('The minimum is 20 XRP.')).toBeTruthy();
    expect(amount.value).toBe('10');
    // The network's maximum (within the balance of 100 XRP).
    await userEvent.clear(amount);
    await userEvent.type(amount, '60');
    await userEvent.click(within(form).getByTestId('express-submit'));
    expect(await within(form).findByText('The maximum on this network is 50 XRP.')).toBeTruthy();
    expect(amount.value).toBe('60');
    expect(within(form).getByTestId('amount-hint').textContent).toBe(
      'Available: 100 XRP · minimum 20 XRP · maximum 50 XRP · network fee 0.2 XRP',
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, '25');
    expect(within(form).getByTestId('express-receive').textContent).toBe('You receive 24.8 XRP after the network fee of 0.2 XRP.');
    await userEvent.dblClick(within(form).getByTestId('express-submit'));
    await waitFor(() => expect(currentRouter().state.location.href).toBe('/withdraw/confirmation?id=100011'));
    expect(bodies).toEqual([{ addressId: 6014, amount: '25', uniqueId: expect.stringMatching(/^w-/) }]);
  });

  it('without a saved address, leads to the address book', async () => {
    mockServer.use(...withdrawalHandlers({ currencies, main, addresses: [] }));
    await renderScreen(inRoute('/express-withdraw', <ExpressWithdrawScreen />), { path: '/express-withdraw' });
    expect(await screen.findByText('You have no saved address to withdraw to yet.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Save one in the address book on the withdraw page.' })).toBeTruthy();
  });
});
