/** /futures: an invalid sort (not asc or desc) or sortBy (not priority, price, dynamic, min, max) redirects to /futures. */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { localePrefix } from '../../app/routing/guards';
import { tableRouteWith } from '../../app/routing/table-route';
import { FuturesSearch, validListingQuery } from '../../lib/routing/route-rules';

export const Route = createFileRoute('/{-$locale}/futures')(
  tableRouteWith('/futures', ({ location }) => {
    if (!validListingQuery(FuturesSearch, location.search).ok) throw redirect({ href: `${localePrefix(location.pathname)}/futures` });
  }),
);
