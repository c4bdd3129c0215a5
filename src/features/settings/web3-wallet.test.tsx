/**
 * /settings/security/web3 against the demo ledger, the demo wallet as the browser's provider: link the first
 * address (its signature checked by the mock exchange), replace it with the second (the linked one cannot be
 * chosen), unlink it after the question; each shown from GET /v2/settings again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDemoWallet, demoWalletAccounts } from '../../../mocks/demo-wallet';
import { mockHandlers } from '../../../mocks/handlers';
import { mockExchange, mockServer } from '../../../mocks/node';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { renderScreen } from '../../testing/render';
import { Web3WalletScreen } from './web3-wallet-screen';

const screenAt = () => (
  <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === '/settings/security/web3')}>
    <Web3WalletScreen />
  </RouteEntryContext.Provider>
);

const [first, second] = demoWalletAccounts();

beforeEach(() => {
  mockExchange.ledger.reset();
  mockExchange.login();
  mockServer.use(...mockHandlers(mockExchange));
  Object.defineProperty(globalThis, 'ethereum', { value: createDemoWallet(), configurable: true, writable: true });
});
afterEach(() => {
  delete (globalThis as { ethereum?: unknown }).ethereum;
});

describe('web3 wallet settings', () => {
  it('links an address, replaces it with another and unlinks it', async () => {
    const user = userEvent.setup();
    await renderScreen(screenAt());
    expect(await screen.findByTestId('no-linked-wallet')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Connect wallet' }));
    await user.click(await screen.findByRole('button', { name: 'Link this address' }));
    expect((await screen.findByTestId('linked-wallet-address')).textContent).toBe(first!.address);
    expect(screen.getByTestId('linked-wallet').textContent).toContain('MetaMask');

    await user.click(screen.getByRole('button', { name: 'Replace' }));
    const replace = screen.getByTestId('wallet-replace');
    await user.click(within(replace).getByRole('button', { name: 'Connect wallet' }));
    const choice = (await within(replace).findByLabelText('Wallet address')) as HTMLSelectElement;
    // The linked address cannot be chosen: the other one is.
    expect(choice.value).toBe(second!.address);
    expect((within(choice).getByRole('option', { name: `${first!.address} (linked)` }) as HTMLOptionElement).disabled).toBe(true);
    await user.click(within(replace).getByRole('button', { name: 'Replace with this address' }));
    await waitFor(() => expect(screen.getByTestId('linked-wallet-address').textContent).toBe(second!.address));

    await user.click(screen.getByRole('button', { name: 'Unlink' }));
    await user.click(screen.getByRole('button', { name: 'Yes, unlink' }));
    expect(await screen.findByTestId('no-linked-wallet')).toBeTruthy();
  });

  it('says the server refusal of a signature that is not the address', async () => {
    const wallet = createDemoWallet();
    Object.defineProperty(globalThis, 'ethereum', {
      value: {
        ...wallet,
        // A wallet that signs with another account than the one asked for.
        request: (args: { method: string; params?: unknown[] }) =>
          args.method === 'personal_sign'
            ? wallet.request({ method: 'personal_sign', params: [args.params![0], second!.address] })
            : wallet.request(args),
      },
      configurable: true,
      writable: true,
    });
    const user = userEvent.setup();
    await renderScreen(screenAt());
    await user.click(await screen.findByRole('button', { name: 'Connect wallet' }));
    await user.click(await screen.findByRole('button', { name: 'Link this address' }));
    expect((await screen.findByTestId('web3-refusal')).textContent).toMatch(/not from this wallet/);
    expect(screen.getByTestId('no-linked-wallet')).toBeTruthy();
  });
});
