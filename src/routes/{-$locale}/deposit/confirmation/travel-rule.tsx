/** /deposit/confirmation/travel-rule: a deposit page that needs its transactionId query; without it the user goes to /deposit. */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { localePrefix } from '../../../../app/routing/guards';
import { tableRouteWith } from '../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/deposit/confirmation/travel-rule')(
  tableRouteWith('/deposit/confirmation/travel-rule', ({ location }) => {
    if (!String(location.search.transactionId ?? '').trim()) throw redirect({ href: `${localePrefix(location.pathname)}/deposit` });
  }),
);
