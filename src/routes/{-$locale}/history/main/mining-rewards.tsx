/** /history/main/mining-rewards (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/history/main/mining-rewards')(tableRoute('/history/main/mining-rewards'));
