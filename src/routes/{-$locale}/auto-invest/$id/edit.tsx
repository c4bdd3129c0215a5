/** /auto-invest/:id/edit (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/auto-invest/$id/edit')(tableRoute('/auto-invest/:id/edit'));
