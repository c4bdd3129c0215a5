/**
 * The login's wallet tab against the demo ledger, with the demo wallet (mocks/demo-wallet.ts) as the browser's
 * provider: no wallet says how to get one; the linked address signs the server's challenge and is signed in; an
 * address that is not linked is refused with the server's message; a request declined in the wallet is said.
 */
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDemoWallet, demoWalletAccounts } from '../../../mocks/demo-wallet';
import { mockHandlers } from '../../../mocks/handlers';
import { update } from '../../../mocks/ledger/settings/state';
import { mockExchange, mockServer } from '../../../mocks/node';
import { modals } from '../../lib/modals/modal-store';
import { renderScreen } from '../../testing/render';
import { WalletLogin } from './wallet-login';

const setWallet = (wallet: unknown) => Object.defineProperty(globalThis, 'ethereum', { value: wallet, configurable: true, writable: true });
const [linked, other] = demoWalletAccounts();

beforeEach(() => {
  mockExchange.logout();
  mockServer.use(...mockHandlers(mockExchange));
  update(mockExchange.ledger, (s) => void (s.web3 = { id: 311, address: linked!.address, type: 'metamask', createdAt: Date.now() }));
  setWallet(createDemoWallet());
});
afterEach(() => {
  modals.closeAll();
  update(mockExchange.ledger, (s) => void (s.web3 = null));
  delete (globalThis as { ethereum?: unknown }).ethereum;
});

describe('wallet login', () => {
  it('says how to get a wallet when the browser has none', async () => {
    setWallet(undefined);
    await renderScreen(<WalletLogin />);
    expect((await screen.findByTestId('no-wallet')).textContent).toMatch(/No browser wallet was found/);
  });

  it('signs the challenge with the linked address and signs in', async () => {
    const user = userEvent.setup();
    await renderScreen(<WalletLogin />);
    await user.click(await screen.findByRole('button', { name: 'Connect wallet' }));
    const address = await screen.findByLabelText('Wallet address');
    expect((address as HTMLSelectElement).value).toBe(linked!.address);
    await user.click(screen.getByRole('button', { name: 'Sign in with this address' }));
    await waitFor(() => expect(mockExchange.isLoggedIn()).toBe(true));
  });

  it('refuses an address that is not linked, with the server message, and keeps the choice', async () => {
    const user = userEvent.setup();
    await renderScreen(<WalletLogin />);
    await user.click(await screen.findByRole('button', { name: 'Connect wallet' }));
    await user.selectOptions(await screen.findByLabelText('Wallet address'), other!.address);
    await user.click(screen.getByRole('button', { name: 'Sign in with this address' }));
    expect((await screen.findByTestId('wallet-login-refusal')).textContent).toMatch(/not linked to an account/);
    expect((screen.getByLabelText('Wallet address') as HTMLSelectElement).value).toBe(other!.address);
    expect(mockExchange.isLoggedIn()).toBe(false);
  });

  it('says so when the request is declined in the wallet', async () => {
    const wallet = createDemoWallet();
    setWallet({
      ...wallet,
      request: (args: { method: string }) =>
        args.method === 'personal_sign' ? Promise.reject(Object.assign(new Error('User rejected'), { code: 4001 })) : wallet.request(args),
    });
    const user = userEvent.setup();
    await renderScreen(<WalletLogin />);
    await user.click(await screen.findByRole('button', { name: 'Connect wallet' }));
    await user.click(await screen.findByRole('button', { name: 'Sign in with this address' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You declined the request in your wallet.');
    expect(mockExchange.isLoggedIn()).toBe(false);
  });
});
