/** /auth/sub-account/verify: needs a token query; without it the user goes to the login page with the query kept. */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { localePrefix } from '../../../../app/routing/guards';
import { tableRouteWith } from '../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/auth/sub-account/verify')(
  tableRouteWith('/auth/sub-account/verify', ({ location }) => {
    if (!String(location.search.token ?? '').trim())
      throw redirect({ href: `${localePrefix(location.pathname)}/auth${location.searchStr}` });
  }),
);
