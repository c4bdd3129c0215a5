import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../../mocks/node';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { session } from '../../lib/session/session-store';
import { renderScreen } from '../../testing/render';
import { EarnHistoryScreen } from './earn-history-screen';

const inRoute = (path: string, ui: React.ReactElement) => (
  <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === path)}>{ui}</RouteEntryContext.Provider>
);
const item = (id: number, over = {}) => ({ id, ticker: 'USDT', type: 4, amount: '0.42', status: 1, time: 1_790_000_000, ...over });

beforeEach(() => session.markLoggedIn({ permissions: {} }));
afterEach(() => session.clear());

describe('investment history', () => {
  it('lists the flexible transactions and asks the server for the status and ticker chosen', async () => {
    const asked: URLSearchParams[] = [];
    mockServer.use(
      http.get('*/v2/smart/flex-plans/investments/history', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: [item(1), item(2, { type: 5, status: 0 })], pagination: { limit: 20, offset: 0, total: 2 } });
      }),
    );
    await renderScreen(inRoute('/history/main/investments-flexible', <EarnHistoryScreen kind="flex" />));
    const table = await screen.findByTestId('earn-history');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table.textContent).toContain('Daily earning');
    expect(asked[0]!.get('status')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Closed' }));
    await waitFor(() => expect(asked.at(-1)!.get('status')).toBe('0'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Asset' }), 'usdt');
    await waitFor(() => expect(asked.at(-1)!.get('ticker')).toBe('USDT'));
  });

  it('offers a guest the login instead of asking the server', async () => {
    session.clear();
    let asked = 0;
    mockServer.use(
      http.get('*/v2/smart/flex-plans/investments/history', () => {
        asked++;
        return HttpResponse.json({ data: [], pagination: { limit: 20, offset: 0, total: 0 } });
      }),
    );
    await renderScreen(inRoute('/history/main/investments-flexible/:slug', <EarnHistoryScreen kind="flex" ticker="BTC" />));
    expect((await screen.findByTestId('history-login')).textContent).toContain('Log in to see your investment history.');
    expect(asked).toBe(0);
  });
});
