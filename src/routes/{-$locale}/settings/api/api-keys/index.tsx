/** /settings/api/api-keys (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/settings/api/api-keys/')(tableRoute('/settings/api/api-keys'));
