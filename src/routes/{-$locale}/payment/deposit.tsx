/** /payment/deposit: the payment result needs its transactionId query, else a fatal 404. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { tableRouteWith } from '../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/payment/deposit')(
  tableRouteWith('/payment/deposit', ({ location }) => {
    if (!String(location.search.transactionId ?? '').trim()) throw notFound();
  }),
);
