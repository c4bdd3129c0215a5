/**
 * /trade/:pair: a pair in lower case or with underscores moves (301) to its upper-case dash form. The markets
 * list starts loading with the page's code.
 */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { tableRouteWith } from '../../../app/routing/table-route';
import { localePrefix } from '../../../app/routing/guards';
import { needsSlugNormalisation, normalizeSlug } from '../../../lib/routing/route-rules';

export const Route = createFileRoute('/{-$locale}/trade/$pair')({
  ...tableRouteWith('/trade/:pair', ({ params, location }) => {
    const pair = params.pair ?? '';
    if (needsSlugNormalisation(pair)) {
      throw redirect({ href: `${localePrefix(location.pathname)}/trade/${normalizeSlug(pair)}${location.searchStr}`, statusCode: 301 });
    }
  }),
  // The markets list (the pair's rules) is asked for alongside the page's code, not after it; not awaited.
  loader: ({ context }) => {
    void import('../../../features/trade/use-trade-market').then((module) => module.prefetchTradeMarkets(context.queryClient));
  },
});
