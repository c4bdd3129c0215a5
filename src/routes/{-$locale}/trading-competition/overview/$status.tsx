/** /trading-competition/overview/:status: active, finished or upcoming, anything else is a fatal 404. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { tableRouteWith } from '../../../../app/routing/table-route';
import { COMPETITION_STATUSES } from '../../../../lib/routing/route-rules';

export const Route = createFileRoute('/{-$locale}/trading-competition/overview/$status')(
  tableRouteWith('/trading-competition/overview/:status', ({ params }) => {
    if (!(COMPETITION_STATUSES as readonly string[]).includes(params.status ?? '')) throw notFound();
  }),
);
