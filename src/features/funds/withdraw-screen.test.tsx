/**
 * Withdrawals through the contract's createWithdrawal and confirmWithdrawal: the form sends its body and moves to
 * the confirmation page; a server refusal lands on its field and keeps the value; the confirmation takes the
 * e-mailed code (2FA off), puts a wrong code's 1220 on the field, and cancels.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getListBalancesByTypeMockHandler } from '../../../generated/api/balances/balances.msw';
import type { Currency } from '../../../generated/api/model/currency.zod';
import type { FundsRecord } from '../../../generated/api/model/fundsRecord.zod';
import {
  getListCurrenciesMockHandler,
  getListCurrenciesResponseMock,
  getListFundsHistoryMockHandler,
} from '../../../generated/api/profile/profile.msw';
import { getGetSettingsMockHandler, getGetSettingsResponseMock } from '../../../generated/api/session/session.msw';
import { getGetWhitelistMockHandler, getListWhitelistTickersMockHandler } from '../../../generated/api/settings/settings.msw';
import { mockServer } from '../../../mocks/node';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { session } from '../../lib/session/session-store';
import { currentRouter, renderScreen } from '../../testing/render';
import { serverConfigHandler } from '../../testing/server-config';
import { WithdrawConfirmationScreen } from './withdraw-confirmation';
import { WithdrawScreen } from './withdraw-screen';

const TRON = 'TQrZ9wBzuZ9b3KXjHjJmgVg2ZRrBsD8F5Q';
const usdt: Currency = {
  ...getListCurrenciesResponseMock().data[0]!,
  ticker: 'USDT',
  name: 'Tether',
  isFiat: false,
  isDepositable: true,
  isWithdrawal: true,
  decimal: 6,
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
const record = (over: Partial<FundsRecord> = {}): FundsRecord => ({
  id: 100001,
  method: 2,
  ticker: 'USDT',
  network: 'TRC20',
  address: TRON,
  amount: '100',
  fee: '1',
  status: 'unconfirmed',
  createdAt: 1795082400,
  ...over,
});

function serve(twoFactor = false) {
  const settings = getGetSettingsResponseMock();
  const user = settings.data.user!;
  mockServer.use(
    serverConfigHandler(),
    getGetSettingsMockHandler({
      data: {
        ...settings.data,
        user: {
          ...user,
          restrictedAssets: { deposit: [], withdraw: [], codes: { withdraw: [] } },
          flags: { ...user.flags, isTwoFactorEnabled: twoFactor },
        },
      },
    }),
    getListCurrenciesMockHandler({ data: [usdt] }),
    getListBalancesByTypeMockHandler({ data: [{ ticker: 'USDT', main: '3200', total: '3200' }] }),
    getGetWhitelistMockHandler({
      data: {
        enabled: false,
        addresses: [
          { id: 6012, ticker: 'USDT', network: 'TRC20', address: TRON, label: 'My wallet', createdAt: 1795000000 },
          { id: 6013, ticker: 'BTC', network: 'BTC', address: 'bc1qexampleexampleexample', label: 'Cold', createdAt: 1795000000 },
        ],
      },
    }),
    getListWhitelistTickersMockHandler({ data: [{ ticker: 'USDT', networks: ['TRC20'], memoRequired: false }] }),
  );
}

/** The bodies the screen sent to a path. */
function sent(method: string, path: RegExp): unknown[] {
  const bodies: unknown[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.method === method && path.test(new URL(request.url).pathname))
      void request
        .clone()
        .text()
        .then((text) => bodies.push(text ? JSON.parse(text) : null));
  });
  return bodies;
}

const inRoute = (path: string, ui: React.ReactElement) => (
  <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === path)}>{ui}</RouteEntryContext.Provider>
);

beforeEach(() => session.markLoggedIn({ permissions: {} }));
afterEach(() => {
  session.clear();
  mockServer.events.removeAllListeners();
});

describe('WithdrawScreen', () => {
  it('sends the contract body and moves to the confirmation page of the new withdrawal', async () => {
    serve();
    const bodies = sent('POST', /^\/v2\/profile\/withdraw$/);
    mockServer.use(
      http.post('*/v2/profile/withdraw', () =>
        HttpResponse.json({
          data: { ...record(), id: 100007, uniqueId: 'w-1', receive: '99', confirmWith: 'email' },
        }),
      ),
    );
    await renderScreen(inRoute('/withdraw', <WithdrawScreen />), { path: '/withdraw' });
    const form = await screen.findByRole('form', { name: 'Withdraw' });
    await userEvent.type(within(form).getByLabelText('Address'), TRON);
    await userEvent.type(within(form).getByTestId('amount-input'), '100');
    expect(within(form).getByTestId('withdraw-receive').textContent).toBe('You receive 99 USDT after the network fee of 1 USDT.');
    await userEvent.click(within(form).getByTestId('withdraw-submit'));
    await waitFor(() => expect(currentRouter().state.location.href).toBe('/withdraw/confirmation?id=100007'));
    expect(bodies).toEqual([{ ticker: 'USDT', network: 'TRC20', amount: '100', address: TRON, uniqueId: expect.stringMatching(/^w-/) }]);
  });

  it("puts the exchange's refusal of the address on its field and keeps what was typed", async () => {
    serve();
    mockServer.use(
      http.post('*/v2/profile/withdraw', () =>
        HttpResponse.json(
          { code: 1219, message: 'Validation failed', errors: { address: ['This is not a Tron (TRC20) address.'] } },
          { status: 422 },
        ),
      ),
    );
    await renderScreen(inRoute('/withdraw', <WithdrawScreen />), { path: '/withdraw' });
    const form = await screen.findByRole('form', { name: 'Withdraw' });
    const address = within(form).getByLabelText('Address') as HTMLInputElement;
    await userEvent.type(address, '0x0000000000000000000000000000000000000001');
    await userEvent.type(within(form).getByTestId('amount-input'), '20');
    await userEvent.click(within(form).getByTestId('withdraw-submit'));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('This is not a Tron (TRC20) address.'));
    expect(address.value).toBe('0x0000000000000000000000000000000000000001');
  });
});

describe('AddressBook', () => {
  it("lists the network's saved addresses to use in the form, and saves a new one through the whitelist", async () => {
    serve();
    const saves = sent('POST', /^\/v2\/settings\/whitelist\/address$/);
    mockServer.use(
      http.post('*/v2/settings/whitelist/address', () =>
        HttpResponse.json({
          data: {
            id: 6020,
            ticker: 'USDT',
            network: 'TRC20',
            address: 'TXYZ9wBzuZ9b3KXjHjJmgVg2ZRrBsD8F5Q',
            label: 'Friend',
            createdAt: 1795082400,
          },
        }),
      ),
    );
    await renderScreen(inRoute('/withdraw', <WithdrawScreen />), { path: '/withdraw' });
    const form = await screen.findByRole('form', { name: 'Withdraw' });
    const book = screen.getByTestId('address-book');
    await userEvent.click(within(book).getByText(/Address book/));
    const entries = await within(book).findAllByTestId('address-book-entry');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.textContent).toContain('My wallet');
    await userEvent.click(within(entries[0]!).getByRole('button', { name: 'Use' }));
    expect((within(form).getByLabelText('Address') as HTMLInputElement).value).toBe(TRON);

    const save = within(book).getByRole('form', { name: 'Save an address' });
    await userEvent.type(within(save).getByLabelText('Name'), 'Friend');
    await userEvent.type(within(save).getByLabelText('Address'), 'TXYZ9wBzuZ9b3KXjHjJmgVg2ZRrBsD8F5Q');
    await userEvent.click(within(save).getByRole('button', { name: 'Save an address' }));
    await waitFor(() =>
      expect(saves).toEqual([{ ticker: 'USDT', network: 'TRC20', address: 'TXYZ9wBzuZ9b3KXjHjJmgVg2ZRrBsD8F5Q', label: 'Friend' }]),
    );
  });
});

describe('WithdrawConfirmationScreen', () => {
  it('confirms with the e-mailed code; a wrong code (1220) lands on the field and stays', async () => {
    serve(false);
    let confirmed = false;
    const bodies = sent('POST', /\/confirm$/);
    mockServer.use(
      getListFundsHistoryMockHandler(() => ({
        data: [record({ status: confirmed ? 'pending' : 'unconfirmed' })],
        pagination: { limit: 100, offset: 0, total: 1 },
      })),
      http.post('*/v2/profile/withdraw/:id/confirm', async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        if (code !== '123456')
          return HttpResponse.json(
            { code: 1220, message: 'Validation failed', errors: { code: ['The e-mailed code is wrong or has expired.'] } },
            { status: 422 },
          );
        confirmed = true;
        return HttpResponse.json({ data: { ...record({ status: 'pending' }), uniqueId: 'w-1', receive: '99', confirmWith: 'email' } });
      }),
    );
    await renderScreen(inRoute('/withdraw/confirmation', <WithdrawConfirmationScreen />), { path: '/withdraw/confirmation?id=100001' });
    const card = await screen.findByTestId('withdrawal');
    const code = (await within(card).findByLabelText('Code we e-mailed you')) as HTMLInputElement;
    await userEvent.type(code, '000000');
    await userEvent.click(within(card).getByTestId('withdrawal-confirm'));
    await waitFor(() => expect(within(card).getByRole('alert').textContent).toBe('The e-mailed code is wrong or has expired.'));
    expect(code.value).toBe('000000');
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(within(card).getByTestId('withdrawal-confirm'));
    await waitFor(() => expect(screen.getByTestId('withdrawal').getAttribute('data-status')).toBe('pending'));
    expect(bodies).toEqual([{ code: '000000' }, { code: '123456' }]);
  });

  it('asks for the authenticator code when 2FA is on, and cancels the withdrawal', async () => {
    serve(true);
    const cancels = sent('DELETE', /^\/v2\/profile\/withdraw\/100001$/);
    mockServer.use(
      getListFundsHistoryMockHandler({ data: [record()], pagination: { limit: 100, offset: 0, total: 1 } }),
      http.delete('*/v2/profile/withdraw/:id', () =>
        HttpResponse.json({ data: { ...record({ status: 'cancelled' }), uniqueId: 'w-1', receive: '99', confirmWith: 'totp' } }),
      ),
    );
    await renderScreen(inRoute('/withdraw/confirmation', <WithdrawConfirmationScreen />), { path: '/withdraw/confirmation?id=100001' });
    const card = await screen.findByTestId('withdrawal');
    expect(await within(card).findByLabelText('Code from your authenticator app')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Send the code again' })).toBeNull();
    await userEvent.click(within(card).getByTestId('withdrawal-cancel'));
    await waitFor(() => expect(cancels).toHaveLength(1));
  });
});
