/** /p2p-express/withdraw/amount (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/p2p-express/withdraw/amount')(tableRoute('/p2p-express/withdraw/amount'));
