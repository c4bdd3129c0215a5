/** /crypto-card/order (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/crypto-card/order')(tableRoute('/crypto-card/order'));
