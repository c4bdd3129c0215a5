/** /codes/:status: all, created or used; anything else, or an empty `code` query, goes to /codes/all. */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { localePrefix } from '../../../app/routing/guards';
import { tableRouteWith } from '../../../app/routing/table-route';
import { CODE_STATUSES } from '../../../lib/routing/route-rules';

export const Route = createFileRoute('/{-$locale}/codes/$status')(
  tableRouteWith('/codes/:status', ({ params, location }) => {
    const invalid = !(CODE_STATUSES as readonly string[]).includes(params.status ?? '');
    const emptyCode = 'code' in location.search && String(location.search.code ?? '').trim() === '';
    if (invalid || emptyCode) throw redirect({ href: `${localePrefix(location.pathname)}/codes/all` });
  }),
);
