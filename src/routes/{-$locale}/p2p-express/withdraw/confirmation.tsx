/** /p2p-express/withdraw/confirmation (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/p2p-express/withdraw/confirmation')(tableRoute('/p2p-express/withdraw/confirmation'));
