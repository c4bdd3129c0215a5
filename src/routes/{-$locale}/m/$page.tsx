/** /m/:page: a content-builder page; without a configured builder key the page does not exist. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { tableRouteWith } from '../../../app/routing/table-route';
import { runtimeConfig } from '../../../lib/config/runtime-config';

export const Route = createFileRoute('/{-$locale}/m/$page')(
  tableRouteWith('/m/:page', () => {
    if (!runtimeConfig.builderKey) throw notFound();
  }),
);
