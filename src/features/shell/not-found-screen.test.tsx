/**
 * The 404 screen (spec section 2): links that keep the page's language, and in a sub-account session the switch
 * back to the main account, which calls the server and then reloads the page (a deliberate full load).
 */
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../../mocks/node';
import { session } from '../../lib/session/session-store';
import { renderScreen } from '../../testing/render';
import { NotFoundScreen } from './not-found-screen';

afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
});

describe('the 404 screen', () => {
  it('links back to the main page and to similar pages in the language of the page', async () => {
    await renderScreen(<NotFoundScreen path="/tr/marketz" />, { path: '/tr/marketz', locale: 'tr' });
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toContain('/tr');
    expect(links).toContain('/tr/markets');
    expect(screen.queryByTestId('switch-to-main')).toBeNull();
  });

  it("suggests the sitemap's pages too, once it has answered: a market page with its pair", async () => {
    mockServer.use(
      http.get('*/internal/__sitemap__/uniqueUrls', () =>
        HttpResponse.json([
          { loc: '/trade/BTC-USDT', lastmod: '2026-11-20T00:00:00Z' },
          { loc: '/assets/ETH', lastmod: '2026-11-20T00:00:00Z' },
        ]),
      ),
    );
    await renderScreen(<NotFoundScreen path="/trade/BTC-USTD" />, { path: '/trade/BTC-USTD' });
    await waitFor(() => expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain('/trade/BTC-USDT'));
  });

  it('switches a sub-account session back to the main account, then reloads the page', async () => {
    session.markLoggedIn({ permissions: {}, mainAccountExternalId: 'MAIN-7' });
    let switched = 0;
    mockServer.use(
      http.post('*/v2/sub-account/switch-to-main', () => {
        switched++;
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    await renderScreen(<NotFoundScreen path="/settings/general/sub-accountz" />, { path: '/settings/general/sub-accountz' });
    await userEvent.click(screen.getByRole('button', { name: 'Switch to the main account (MAIN-7)' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(switched).toBe(1);
  });
});
