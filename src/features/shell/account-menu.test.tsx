/**
 * Logout (issue 17): a failed POST /logout leaves the user logged in and says so, retries by itself with growing
 * waits, and offers a manual retry; only a logout the server accepted (or a 401: the session was already gone)
 * leaves the session in the app and goes home.
 */
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../../mocks/node';
import { session } from '../../lib/session/session-store';
import { currentRouter, renderScreen } from '../../testing/render';
import { AccountMenu } from './account-menu';

/** Answers POST /logout with `failures` failures (503 unless told), then 204; `hold` calls wait for `release`. */
function logoutAnswers(
  failures: number,
  failure = () => HttpResponse.json({ message: 'Down for a moment.' }, { status: 503 }),
  hold: readonly number[] = [],
) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const calls = { count: 0, release };
  mockServer.use(
    http.post('*/logout', async () => {
      const call = ++calls.count;
      if (hold.includes(call)) await gate;
      return call <= failures ? failure() : new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

async function clickLogout() {
  await userEvent.click(screen.getByTestId('account-menu'));
  // The panel's code loads on the first open (or on hover/focus before it).
  await userEvent.click(await screen.findByTestId('logout'));
}

beforeEach(() => session.markLoggedIn({ permissions: {} }));
afterEach(() => session.clear());

describe('logout', () => {
  it('says a failed logout failed, stays logged in, and retries by itself until the server accepts it', async () => {
    // The first call fails; the first automatic retry waits for the test, then fails too; the second one succeeds.
    const calls = logoutAnswers(2, undefined, [2]);
    await renderScreen(<AccountMenu logoutRetryDelaysMs={[20, 40, 80]} />, { path: '/balance/spot' });
    await clickLogout();

    const alert = await screen.findByTestId('logout-failed');
    expect(alert.textContent).toContain('Logout failed: you are still logged in.');
    expect(alert.textContent).toContain('Trying again automatically (retry 1 of 3).');
    await waitFor(() => expect(calls.count).toBe(2));
    // The server still has the session: the app does not pretend otherwise, and keeps saying so while it retries.
    expect(session.isLoggedIn()).toBe(true);
    expect(currentRouter().state.location.pathname).toBe('/balance/spot');
    expect(screen.getByTestId('logout-failed').textContent).toContain('retry 1 of 3');

    calls.release();
    await waitFor(() => expect(session.isLoggedIn()).toBe(false));
    expect(calls.count).toBe(3);
    await waitFor(() => expect(currentRouter().state.location.pathname).toBe('/'));
    expect(screen.queryByTestId('logout-failed')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('gives up after three automatic retries, says so in Turkish too, and retries when asked', async () => {
    const calls = logoutAnswers(4, () => HttpResponse.error());
    await renderScreen(<AccountMenu logoutRetryDelaysMs={[5, 10, 20]} />, { path: '/tr/settings/general', locale: 'tr' });
    await userEvent.click(screen.getByTestId('account-menu'));
    await userEvent.click(await screen.findByTestId('logout'));

    await waitFor(() => expect(screen.getByTestId('logout-failed').textContent).toContain('Bağlantınızı kontrol edip yeniden deneyin.'));
    expect(screen.getByTestId('logout-failed').textContent).toContain('Çıkış yapılamadı: oturumunuz hâlâ açık.');
    expect(calls.count).toBe(4);
    expect(session.isLoggedIn()).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Yeniden dene' }));
    await waitFor(() => expect(session.isLoggedIn()).toBe(false));
    expect(calls.count).toBe(5);
    await waitFor(() => expect(currentRouter().state.location.pathname).toBe('/tr'));
  });

  it('takes a 401 as done: the session was already gone on the server, and nobody is sent to login', async () => {
    const calls = logoutAnswers(1, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }));
    await renderScreen(<AccountMenu logoutRetryDelaysMs={[5, 10, 20]} />, { path: '/balance/spot' });
    await clickLogout();
    await waitFor(() => expect(currentRouter().state.location.pathname).toBe('/'));
    expect(session.isLoggedIn()).toBe(false);
    expect(calls.count).toBe(1);
    expect(screen.queryByTestId('logout-failed')).toBeNull();
  });
});
