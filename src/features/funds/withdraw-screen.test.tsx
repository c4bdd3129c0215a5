/**
 * Withdrawals through the contract's createWithdrawal and confirmWithdrawal: the form sends its body and moves to
 * the confirmation page; a server refusal lands on its field and keeps the value; the confirmation takes the
 * e-mailed code (2FA off), puts a wrong code's 1220 on the field, and cancels.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FundsRecord } from '../../../generated/api/model/fundsRecord.zod';
import { getListFundsHistoryMockHandler } from '../../../generated/api/profile/profile.msw';
import { mockServer } from '../../../mocks/node';
import { session } from '../../lib/session/session-store';
import { currentRouter, renderScreen } from '../../testing/render';
import { WithdrawConfirmationScreen } from './withdraw-confirmation';
import { WithdrawScreen } from './withdraw-screen';
import { inRoute, sent, USDT_TRC20, withdrawalHandlers } from './withdraw-test-kit';

const TRON = 'TQrZ9wBzuZ9b3KXjHjJmgVg2ZRrBsD8F5Q';
const usdt = USDT_TRC20;
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

function serve(twoFactor = false, eurRates: { ticker: string; rate: string }[] = []) {
  mockServer.use(
    ...withdrawalHandlers({
      currencies: [usdt],
      main: [{ ticker: 'USDT', main: '3200' }],
      twoFactor,
      eurRates,
      addresses: [
        { id: 6012, ticker: 'USDT', network: 'TRC20', address: TRON, label: 'My wallet', createdAt: 1795000000 },
        { id: 6013, ticker: 'BTC', network: 'BTC', address: 'bc1qexampleexampleexample', label: 'Cold', createdAt: 1795000000 },
      ],
      tickers: [{ ticker: 'USDT', networks: ['TRC20'], memoRequired: false }],
    }),
  );
}

beforeEach(() => session.markLoggedIn({ permissions: {} }));
afterEach(() => {
  session.clear();
  mockServer.events.removeAllListeners();
});

describe('WithdrawScreen', () => {
  it('sends the contract body and moves to the confirmation page of the new withdrawal', async () => {
    serve();
    const bodies = sent(mockServer, 'POST', /^\/v2\/profile\/withdraw$/);
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

  it("checks the address with the exchange when it is left, says whether it is saved, and holds the amount to the network's maximum", async () => {
    mockServer.use(
      ...withdrawalHandlers({
        currencies: [{ ...usdt, networks: [{ ...usdt.networks[0]!, maxWithdraw: '2000' }] }],
        main: [{ ticker: 'USDT', main: '3200' }],
        addresses: [{ id: 6012, ticker: 'USDT', network: 'TRC20', address: TRON, label: 'My wallet', createdAt: 1795000000 }],
      }),
    );
    const checks = sent(mockServer, 'POST', /^\/v2\/profile\/withdraw-address\/validate$/);
    await renderScreen(inRoute('/withdraw', <WithdrawScreen />), { path: '/withdraw' });
    const form = await screen.findByRole('form', { name: 'Withdraw' });
    const address = within(form).getByLabelText('Address') as HTMLInputElement;
    await userEvent.type(address, TRON);
    const amount = within(form).getByTestId('amount-input') as HTMLInputElement;
    await userEvent.click(amount);
    expect((await within(form).findByTestId('address-checked')).textContent).toBe('A valid address, saved in your address book.');
    expect(checks).toEqual([{ ticker: 'USDT', network: 'TRC20', address: TRON }]);
    expect(within(form).getByTestId('amount-hint').textContent).toBe(
      'Available: 3,200 USDT · minimum 10 USDT · maximum 2,000 USDT · network fee 1 USDT',
    );
    await userEvent.type(amount, '2500');
    await userEvent.click(within(form).getByTestId('withdraw-submit'));
    expect(await within(form).findByText('The maximum on this network is 2,000 USDT.')).toBeTruthy();
    expect(amount.value).toBe('2500');

    // An address of another network's form: the exchange's words on the field, the text kept.
    mockServer.use(
      http.post('*/v2/profile/withdraw-address/validate', () =>
        HttpResponse.json(
          { code: 1223, message: 'Validation failed', errors: { address: ['This is not a Tron (TRC20) address.'] } },
          { status: 422 },
        ),
      ),
    );
    await userEvent.clear(address);
    await userEvent.type(address, '0x0000000000000000000000000000000000000001');
    await userEvent.click(amount);
    expect(await within(form).findByText('This is not a Tron (TRC20) address.')).toBeTruthy();
    expect(within(form).queryByTestId('address-checked')).toBeNull();
    expect(address.value).toBe('0x0000000000000000000000000000000000000001');
  });

  it("asks for the beneficiary from the travel rule's threshold up and sends the details with the withdrawal", async () => {
    // 1 USDT = 0.94 EUR: 1063.82 USDT is under 1000 EUR, 1063.9 over it.
    serve(false, [{ ticker: 'USDT', rate: '0.94' }]);
    const bodies = sent(mockServer, 'POST', /^\/v2\/profile\/withdraw$/);
    mockServer.use(
      http.post('*/v2/profile/withdraw', () =>
        HttpResponse.json({ data: { ...record(), id: 100008, uniqueId: 'w-2', receive: '1062.9', confirmWith: 'email' } }),
      ),
    );
    await renderScreen(inRoute('/withdraw', <WithdrawScreen />), { path: '/withdraw' });
    const form = await screen.findByRole('form', { name: 'Withdraw' });
    await userEvent.type(within(form).getByLabelText('Address'), TRON);
    const amount = within(form).getByTestId('amount-input');
    await userEvent.type(amount, '1063.82');
    expect(within(form).queryByTestId('withdraw-travel-rule')).toBeNull();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1063.9');
    const details = await within(form).findByTestId('withdraw-travel-rule');
    expect(details.textContent).toContain('worth 1,000 EUR or more');
    await userEvent.click(within(form).getByTestId('withdraw-submit'));
    await waitFor(() => expect(within(details).getByLabelText("Beneficiary's full name").getAttribute('aria-invalid')).toBe('true'));
    expect(within(details).getByLabelText("Beneficiary's country").getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(within(details).getByLabelText("Beneficiary's full name"), 'Ada Lovelace');
    await userEvent.type(within(details).getByLabelText("Beneficiary's country"), 'gb');
    await userEvent.click(within(form).getByTestId('withdraw-submit'));
    const vasp = within(details).getByLabelText('Exchange or wallet provider');
    await waitFor(() => expect(vasp.getAttribute('aria-invalid')).toBe('true'));
    expect(bodies).toEqual([]);
    await userEvent.selectOptions(vasp, 'vasp-102');
    await userEvent.click(within(form).getByTestId('withdraw-submit'));
    await waitFor(() => expect(currentRouter().state.location.href).toBe('/withdraw/confirmation?id=100008'));
    expect(bodies).toEqual([
      {
        ticker: 'USDT',
        network: 'TRC20',
        amount: '1063.9',
        address: TRON,
        uniqueId: expect.stringMatching(/^w-/),
        travelRule: { walletType: 'vasp', vaspId: 'vasp-102', beneficiaryName: 'Ada Lovelace', beneficiaryCountry: 'GB' },
      },
    ]);
  });

  it("opens the beneficiary's details when the exchange asks for them (4811), keeping what was typed", async () => {
    serve();
    mockServer.use(
      http.post('*/v2/profile/withdraw', () =>
        HttpResponse.json(
          { code: 4811, message: 'Validation failed', errors: { travelRule: ["This withdrawal needs the travel rule's details."] } },
          { status: 422 },
        ),
      ),
    );
    await renderScreen(inRoute('/withdraw', <WithdrawScreen />), { path: '/withdraw' });
    const form = await screen.findByRole('form', { name: 'Withdraw' });
    await userEvent.type(within(form).getByLabelText('Address'), TRON);
    await userEvent.type(within(form).getByTestId('amount-input'), '2000');
    expect(within(form).queryByTestId('withdraw-travel-rule')).toBeNull();
    await userEvent.click(within(form).getByTestId('withdraw-submit'));
    const details = await within(form).findByTestId('withdraw-travel-rule');
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe("Couldn't send the travel rule details (4811)"));
    await userEvent.click(within(details).getByRole('radio', { name: "The beneficiary's own wallet" }));
    expect(within(details).queryByLabelText('Exchange or wallet provider')).toBeNull();
    expect((within(form).getByTestId('amount-input') as HTMLInputElement).value).toBe('2000');
  });

  it("says a currency the session restricts since the page loaded with its code's message (1219), keeping what was typed", async () => {
    serve();
    mockServer.use(
      http.post('*/v2/profile/withdraw', () =>
        HttpResponse.json(
          { code: 1219, message: 'Validation failed', errors: { ticker: ['Withdrawals of USDT are restricted on this account.'] } },
          { status: 422 },
        ),
      ),
    );
    await renderScreen(inRoute('/withdraw', <WithdrawScreen />), { path: '/withdraw' });
    const form = await screen.findByRole('form', { name: 'Withdraw' });
    const address = within(form).getByLabelText('Address') as HTMLInputElement;
    await userEvent.type(address, TRON);
    await userEvent.type(within(form).getByTestId('amount-input'), '100');
    await userEvent.click(within(form).getByTestId('withdraw-submit'));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe("Couldn't create the withdrawal (1219)"));
    expect(address.value).toBe(TRON);
    expect((within(form).getByTestId('amount-input') as HTMLInputElement).value).toBe('100');
  });
});

describe('AddressBook', () => {
  it("lists the network's saved addresses to use in the form, and saves a new one through the whitelist", async () => {
    serve();
    const saves = sent(mockServer, 'POST', /^\/v2\/settings\/whitelist\/address$/);
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

describe('the address book of the withdraw page', () => {
  it('deletes an address only once asked and confirmed; a cancel sends nothing', async () => {
    serve();
    const asked: string[] = [];
    mockServer.use(
      http.delete('*/v2/settings/whitelist/address', ({ request }) => {
        asked.push(new URL(request.url).search);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await renderScreen(inRoute('/withdraw', <WithdrawScreen />), { path: '/withdraw' });
    await screen.findByRole('form', { name: 'Withdraw' });
    const book = screen.getByTestId('address-book');
    await userEvent.click(within(book).getByText(/Address book/));
    const [entry] = await within(book).findAllByTestId('address-book-entry');
    await userEvent.click(within(entry!).getByRole('button', { name: 'Delete' }));
    const question = within(entry!).getByRole('group', { name: 'Delete “My wallet” from your address book?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(within(entry!).queryByRole('group')).toBeNull();
    expect(asked).toEqual([]);

    await userEvent.click(within(entry!).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(entry!).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(new URLSearchParams(asked[0]).get('id')).toBe('6012');
  });

  it('saves an address with the authenticator code while 2FA is on, the code sent with it', async () => {
    serve(true);
    const saves = sent(mockServer, 'POST', /^\/v2\/settings\/whitelist\/address$/);
    mockServer.use(
      http.post('*/v2/settings/whitelist/address', () =>
        HttpResponse.json({
          data: {
            id: 6021,
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
    await screen.findByRole('form', { name: 'Withdraw' });
    const book = screen.getByTestId('address-book');
    await userEvent.click(within(book).getByText(/Address book/));
    const save = within(book).getByRole('form', { name: 'Save an address' });
    await userEvent.type(within(save).getByLabelText('Name'), 'Friend');
    await userEvent.type(within(save).getByLabelText('Address'), 'TXYZ9wBzuZ9b3KXjHjJmgVg2ZRrBsD8F5Q');
    await userEvent.type(within(save).getByLabelText('Code from your authenticator app'), '654321');
    await userEvent.click(within(save).getByRole('button', { name: 'Save an address' }));
    await waitFor(() =>
      expect(saves).toEqual([
        { ticker: 'USDT', network: 'TRC20', address: 'TXYZ9wBzuZ9b3KXjHjJmgVg2ZRrBsD8F5Q', label: 'Friend', totp: '654321' },
      ]),
    );
  });
});

describe('WithdrawConfirmationScreen', () => {
  it('confirms with the e-mailed code; a wrong code (1220) lands on the field and stays', async () => {
    serve(false);
    let confirmed = false;
    const bodies = sent(mockServer, 'POST', /\/confirm$/);
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
    const cancels = sent(mockServer, 'DELETE', /^\/v2\/profile\/withdraw\/100001$/);
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
