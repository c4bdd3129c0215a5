/** /verification/provider/diia (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/verification/provider/diia/')(tableRoute('/verification/provider/diia'));
