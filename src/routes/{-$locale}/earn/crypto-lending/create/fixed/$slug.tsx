/** /earn/crypto-lending/create/fixed/:slug: the ticker slug is upper-cased and dashes in the amount query are stripped, by redirect. */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { tableRouteWith } from '../../../../../../app/routing/table-route';
import { earnPlanRedirect } from '../../../../../../lib/routing/route-rules';

export const Route = createFileRoute('/{-$locale}/earn/crypto-lending/create/fixed/$slug')(
  tableRouteWith('/earn/crypto-lending/create/fixed/:slug', ({ params, location }) => {
    const amount = location.search.amount === undefined ? undefined : String(location.search.amount);
    const next = earnPlanRedirect(params.slug ?? '', amount);
    if (!next) return;
    const search = new URLSearchParams(location.searchStr);
    if (next.amount !== undefined) search.set('amount', next.amount);
    const query = search.toString();
    throw redirect({ href: `${location.pathname.replace(/[^/]+$/, next.slug)}${query ? `?${query}` : ''}`, statusCode: 301 });
  }),
);
