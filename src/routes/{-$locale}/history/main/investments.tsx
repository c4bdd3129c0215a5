/** /history/main/investments (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/history/main/investments')(tableRoute('/history/main/investments'));
