/** /mining-pool/:mode?/:watcherLinkId?/:account/workers/:id: the mode must be watcher-link and the watcherLinkId a UUID, or the page is not found. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { tableRouteWith } from '../../../../../../../app/routing/table-route';
import { miningParamsValid } from '../../../../../../../lib/routing/route-rules';

export const Route = createFileRoute('/{-$locale}/mining-pool/{-$mode}/{-$watcherLinkId}/$account/workers/$id')(
  tableRouteWith('/mining-pool/:mode?/:watcherLinkId?/:account/workers/:id', ({ params }) => {
    if (!miningParamsValid(params.mode, params.watcherLinkId)) throw notFound();
  }),
);
