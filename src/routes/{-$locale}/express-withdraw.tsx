/** /express-withdraw (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/express-withdraw')(tableRoute('/express-withdraw'));
