/** /auth/scopes: the OAuth consent page needs clientId or client_id; without it the user goes home with the query kept. */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { localePrefix } from '../../../app/routing/guards';
import { tableRouteWith } from '../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/auth/scopes')(
  tableRouteWith('/auth/scopes', ({ location }) => {
    if (!location.search.clientId && !location.search.client_id)
      throw redirect({ href: `${localePrefix(location.pathname) || ''}/${location.searchStr}` });
  }),
);
