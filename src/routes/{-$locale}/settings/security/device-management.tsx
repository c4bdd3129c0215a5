/** /settings/security/device-management (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/settings/security/device-management')(tableRoute('/settings/security/device-management'));
