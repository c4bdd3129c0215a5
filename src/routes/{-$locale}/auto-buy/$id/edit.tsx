/** /auto-buy/:id/edit (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/auto-buy/$id/edit')(tableRoute('/auto-buy/:id/edit'));
