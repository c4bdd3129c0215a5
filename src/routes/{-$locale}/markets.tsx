/** /markets: every market with live figures (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { MarketsPage } from '../../features/markets/markets-page';

export const Route = createFileRoute('/{-$locale}/markets')({
  component: MarketsPage,
});
