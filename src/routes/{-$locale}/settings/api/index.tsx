/** /settings/api: API keys and integrations live on their own pages; the bare section opens the API keys. */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { localePrefix } from '../../../../app/routing/guards';
import { tableRouteWith } from '../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/settings/api/')(
  tableRouteWith('/settings/api', ({ location }) => {
    throw redirect({ href: `${localePrefix(location.pathname)}/settings/api/api-keys` });
  }),
);
