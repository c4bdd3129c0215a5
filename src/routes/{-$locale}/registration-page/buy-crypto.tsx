/** /registration-page/buy-crypto (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/registration-page/buy-crypto')(tableRoute('/registration-page/buy-crypto'));
