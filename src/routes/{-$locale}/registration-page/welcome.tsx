/** /registration-page/welcome (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/registration-page/welcome')(tableRoute('/registration-page/welcome'));
