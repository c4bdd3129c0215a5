/** /trade without a pair: the last pair, or the default pair (the perpetual when `type=futures`). */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { localePrefix } from '../../../app/routing/guards';
import { tableRouteWith } from '../../../app/routing/table-route';
import { lastTradePair } from '../../../lib/routing/last-pair';
import { defaultTradePair } from '../../../lib/routing/route-rules';

export const Route = createFileRoute('/{-$locale}/trade/')(
  tableRouteWith('/trade', ({ location }) => {
    const type = typeof location.search.type === 'string' ? location.search.type : undefined;
    throw redirect({
      href: `${localePrefix(location.pathname)}/trade/${defaultTradePair(lastTradePair(), type)}${type === 'futures' ? '?type=futures' : ''}`,
    });
  }),
);
