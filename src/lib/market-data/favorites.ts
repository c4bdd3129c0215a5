/**
 * Favourite markets (spec section 4), for the markets listing and the trade page's selector: a star toggle is
 * optimistic, adding at the end or removing and renumbering the priorities; on error the list rolls back and a
 * generic error toast shows (its text from the screen's namespace). Guests have no favourites, so the list is
 * fetched only for a logged-in user.
 */
import { useQueryClient } from '@tanstack/react-query';
import { getListFavoriteMarketsQueryKey, useListFavoriteMarkets, useSaveFavoriteMarkets } from '../../../generated/api/markets/markets';
import type { FavoriteMarket } from '../../../generated/api/model/favoriteMarket.zod';
import type { FavoriteMarketListResponse } from '../../../generated/api/model/favoriteMarketListResponse.zod';
import { useSessionSnapshot } from '../session/session-store';
import { notify } from '../toast/toast';

/** The list after toggling `market`: appended with the next priority, or removed and renumbered 1..n. */
export function toggleFavorite(list: readonly FavoriteMarket[], market: string): FavoriteMarket[] {
  const sorted = [...list].sort((a, b) => a.priority - b.priority);
  if (sorted.some((f) => f.market === market)) {
    return sorted.filter((f) => f.market !== market).map((f, i) => ({ market: f.market, priority: i + 1 }));
  }
  const next = sorted.reduce((max, f) => Math.max(max, f.priority), 0) + 1;
  return [...sorted, { market, priority: next }];
}

export function useFavorites({ saveFailed }: { saveFailed: () => string }) {
  const { loggedIn } = useSessionSnapshot();
  const queryClient = useQueryClient();
  const key = getListFavoriteMarketsQueryKey();
  const favorites = useListFavoriteMarkets({ query: { enabled: loggedIn } });
  const save = useSaveFavoriteMarkets({
    mutation: {
      onMutate: async ({ data }) => {
        await queryClient.cancelQueries({ queryKey: key });
        const previous = queryClient.getQueryData<FavoriteMarketListResponse>(key);
        queryClient.setQueryData<FavoriteMarketListResponse>(key, { data: data.markets });
        return { previous };
      },
      onError: (_error, _vars, context) => {
        if (context?.previous) queryClient.setQueryData(key, context.previous);
        notify.error(saveFailed());
      },
      onSettled: () => void queryClient.invalidateQueries({ queryKey: key }),
    },
  });
  const list = favorites.data?.data ?? [];
  return {
    /** Favourites exist for this user (logged in). */
    enabled: loggedIn,
    list,
    query: favorites,
    isFavorite: (market: string) => list.some((f) => f.market === market),
    toggle: (market: string) => save.mutate({ data: { markets: toggleFavorite(list, market) } }),
  };
}
