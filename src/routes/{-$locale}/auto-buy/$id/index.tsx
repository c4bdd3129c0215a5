/** /auto-buy/:id (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/auto-buy/$id/')(tableRoute('/auto-buy/:id'));
