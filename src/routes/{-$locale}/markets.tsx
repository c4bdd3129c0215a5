/** /markets: type, subType, sortBy, sort, contains and page are validated; any invalid value redirects to /markets. */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { localePrefix } from '../../app/routing/guards';
import { tableRouteWith } from '../../app/routing/table-route';
import { MarketsSearch, validListingQuery } from '../../lib/routing/route-rules';

export const Route = createFileRoute('/{-$locale}/markets')({
  ...tableRouteWith('/markets', ({ location }) => {
    if (!validListingQuery(MarketsSearch, location.search).ok) throw redirect({ href: `${localePrefix(location.pathname)}/markets` });
  }),
  validateSearch: (search: Record<string, unknown>): MarketsSearch => {
    const result = validListingQuery(MarketsSearch, search);
    return result.ok ? result.value : {};
  },
});
