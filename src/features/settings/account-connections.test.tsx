/**
 * Linked sign-in accounts against the demo ledger (the demo user has Google linked): "Link Apple" is offered and
 * "Link Google" is not; the provider's answer coming back to the page is linked (POST /v2/settings/auth-connections)
 * and listed, its fragment gone from the address; an answer for another round trip is refused.
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoIdentityToken } from '../../../mocks/demo-provider';
import { mockHandlers } from '../../../mocks/handlers';
import { mockExchange, mockServer } from '../../../mocks/node';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { renderScreen } from '../../testing/render';
import { AccountConnectionsScreen } from './account-connections-screen';

const PATH = '/settings/security/account-connections';

function at(path: string) {
  history.replaceState(null, '', path);
  return (
    <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === PATH)}>
      <AccountConnectionsScreen />
    </RouteEntryContext.Provider>
  );
}

beforeEach(() => {
  sessionStorage.clear();
  mockExchange.ledger.reset();
  mockExchange.login();
  mockServer.use(...mockHandlers(mockExchange));
});

describe('account connections', () => {
  it('offers the providers not linked yet', async () => {
    await renderScreen(at(PATH));
    expect(await screen.findByRole('heading', { name: 'Google' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Link Apple' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Link Google' })).toBeNull();
  });

  it('links the account the provider answered for and lists it', async () => {
    sessionStorage.setItem('third-party:state', JSON.stringify({ state: 'link-state-1234567', provider: 'apple', purpose: 'link' }));
    await renderScreen(
      at(`${PATH}?provider=apple#id_token=${demoIdentityToken('apple', 'apple.id@example.com')}&state=link-state-1234567`),
    );
    expect(location.hash).toBe('');
    expect(await screen.findByRole('heading', { name: 'Apple' })).toBeTruthy();
    expect(screen.getByText(/apple\.id@example\.com · linked/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Link Apple' })).toBeNull());
  });

  it('refuses an answer of a sign-in round trip', async () => {
    sessionStorage.setItem('third-party:state', JSON.stringify({ state: 'login-state-1234567', provider: 'apple', purpose: 'login' }));
    await renderScreen(at(`${PATH}?provider=apple#id_token=${demoIdentityToken('apple', 'x@example.com')}&state=login-state-1234567`));
    expect(await screen.findByRole('button', { name: 'Link Apple' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Apple' })).toBeNull();
    expect(location.hash).toBe('');
  });
});
