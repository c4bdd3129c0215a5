/** /p2p-express/deposit (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/p2p-express/deposit/')(tableRoute('/p2p-express/deposit'));
