/** /history/main/withdrawals (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/history/main/withdrawals')(tableRoute('/history/main/withdrawals'));
