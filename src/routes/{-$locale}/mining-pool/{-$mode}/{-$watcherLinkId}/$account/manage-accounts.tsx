/** /mining-pool/:mode?/:watcherLinkId?/:account/manage-accounts: the mode must be watcher-link and the watcherLinkId a UUID, or the page is not found. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { tableRouteWith } from '../../../../../../app/routing/table-route';
import { miningParamsValid } from '../../../../../../lib/routing/route-rules';

export const Route = createFileRoute('/{-$locale}/mining-pool/{-$mode}/{-$watcherLinkId}/$account/manage-accounts')(
  tableRouteWith('/mining-pool/:mode?/:watcherLinkId?/:account/manage-accounts', ({ params }) => {
    if (!miningParamsValid(params.mode, params.watcherLinkId)) throw notFound();
  }),
);
