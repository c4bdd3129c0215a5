/** /earn: the `tab` query is flex or fixed; another value is dropped. */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { tableRouteWith } from '../../../app/routing/table-route';
import { EARN_TABS } from '../../../lib/routing/route-rules';

export const Route = createFileRoute('/{-$locale}/earn/')(
  tableRouteWith('/earn', ({ location }) => {
    const tab = location.search.tab;
    if (tab !== undefined && !(EARN_TABS as readonly string[]).includes(String(tab))) throw redirect({ href: location.pathname });
  }),
);
