/** /gift-cards/all/:slug (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/gift-cards/all/$slug')(tableRoute('/gift-cards/all/:slug'));
