/** /auto-invest/overview (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/auto-invest/overview')(tableRoute('/auto-invest/overview'));
