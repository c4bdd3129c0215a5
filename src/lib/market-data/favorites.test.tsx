/**
 * The favourites hook that the markets pages and the trade page's selector share: a guest has none (nothing is
 * fetched), a logged-in user's list comes from the contract's call, a star toggle shows at once (optimistic) and is
 * saved as the whole renumbered list, and a failed save puts the list back with the screen's error toast.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getListFavoriteMarketsMockHandler, getSaveFavoriteMarketsMockHandler } from '../../../generated/api/markets/markets.msw';
import type { FavoriteMarket } from '../../../generated/api/model/favoriteMarket.zod';
import { mockServer } from '../../../mocks/node';
import { renderScreen } from '../../testing/render';
import { session } from '../session/session-store';
import { notify } from '../toast/toast';
import { toggleFavorite, useFavorites } from './favorites';

let shownClient: QueryClient | undefined;

/** True when no query of the screen has started a fetch: each is idle and has never had an answer or an error. */
const nothingFetched = () =>
  shownClient!
    .getQueryCache()
    .getAll()
    .every((query) => query.state.fetchStatus === 'idle' && query.state.dataUpdateCount === 0 && query.state.errorUpdateCount === 0);

function Favourites() {
  shownClient = useQueryClient();
  const favorites = useFavorites({ saveFailed: () => 'Favourites were not saved' });
  return (
    <div>
      <p data-testid="enabled">{String(favorites.enabled)}</p>
      <p data-testid="list">{favorites.list.map((f) => `${f.market}:${f.priority}`).join(' ')}</p>
      <p data-testid="eth">{String(favorites.isFavorite('ETH-USDT'))}</p>
      <button type="button" onClick={() => favorites.toggle('ETH-USDT')}>
        toggle ETH
      </button>
      <button type="button" onClick={() => favorites.toggle('BTC-USDT')}>
        toggle BTC
      </button>
    </div>
  );
}

const LIST: FavoriteMarket[] = [
  { market: 'BTC-USDT', priority: 1 },
  { market: 'DOGE-USDT', priority: 2 },
];
const shown = () => screen.getByTestId('list').textContent;

afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
});

describe('toggleFavorite', () => {
  it('appends a market with the next priority', () => {
    expect(toggleFavorite(LIST, 'ETH-USDT')).toEqual([...LIST, { market: 'ETH-USDT', priority: 3 }]);
  });

  it('removes a market and renumbers the rest 1..n in their order', () => {
    const list = [
      { market: 'DOGE-USDT', priority: 5 },
      { market: 'BTC-USDT', priority: 2 },
      { market: 'ETH-USDT', priority: 9 },
    ];
    expect(toggleFavorite(list, 'DOGE-USDT')).toEqual([
      { market: 'BTC-USDT', priority: 1 },
      { market: 'ETH-USDT', priority: 2 },
    ]);
  });
});

describe('useFavorites', () => {
  it('has no favourites for a guest and fetches none', async () => {
    const listed = vi.fn();
    mockServer.use(
      getListFavoriteMarketsMockHandler(() => {
        listed();
        return { data: LIST };
      }),
    );
    await renderScreen(<Favourites />);
    expect(screen.getByTestId('enabled').textContent).toBe('false');
    expect(shown()).toBe('');
    // A query that would fetch starts as the screen mounts (fetchStatus 'fetching'): no wait is needed to see it.
    expect(nothingFetched()).toBe(true);
    expect(listed).not.toHaveBeenCalled();
  });

  it("shows a logged-in user's list, and a toggle at once, before the save answers", async () => {
    session.markLoggedIn({});
    let stored = LIST;
    const saved: unknown[] = [];
    let answerSave: () => void = () => undefined;
    mockServer.use(
      getListFavoriteMarketsMockHandler(() => ({ data: stored })),
      getSaveFavoriteMarketsMockHandler(async ({ request }) => {
        const body = (await request.json()) as { markets: FavoriteMarket[] };
        saved.push(body);
        await new Promise<void>((resolve) => (answerSave = resolve));
        stored = body.markets;
        return { data: stored };
      }),
    );
    await renderScreen(<Favourites />);
    await waitFor(() => expect(shown()).toBe('BTC-USDT:1 DOGE-USDT:2'));
    expect(screen.getByTestId('enabled').textContent).toBe('true');
    expect(screen.getByTestId('eth').textContent).toBe('false');

    await userEvent.click(screen.getByRole('button', { name: 'toggle ETH' }));
    await waitFor(() => expect(shown()).toBe('BTC-USDT:1 DOGE-USDT:2 ETH-USDT:3'));
    expect(screen.getByTestId('eth').textContent).toBe('true');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ markets: [...LIST, { market: 'ETH-USDT', priority: 3 }] });

    answerSave();
    await userEvent.click(screen.getByRole('button', { name: 'toggle BTC' }));
    await waitFor(() => expect(shown()).toBe('DOGE-USDT:1 ETH-USDT:2'));
    await waitFor(() => expect(saved).toHaveLength(2));
    answerSave();
    await waitFor(() =>
      expect(stored).toEqual([
        { market: 'DOGE-USDT', priority: 1 },
        { market: 'ETH-USDT', priority: 2 },
      ]),
    );
  });

  it('puts the list back and shows the error toast when the save fails', async () => {
    session.markLoggedIn({});
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    mockServer.use(
      getListFavoriteMarketsMockHandler(() => ({ data: LIST })),
      http.post('*/v2/trade/favorites', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
    );
    await renderScreen(<Favourites />);
    await waitFor(() => expect(shown()).toBe('BTC-USDT:1 DOGE-USDT:2'));
    await userEvent.click(screen.getByRole('button', { name: 'toggle ETH' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Favourites were not saved'));
    await waitFor(() => expect(shown()).toBe('BTC-USDT:1 DOGE-USDT:2'));
  });
});
