/** /trading-data/collateral-brackets (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/trading-data/collateral-brackets')(tableRoute('/trading-data/collateral-brackets'));
