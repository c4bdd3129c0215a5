/** /settings/security/create-password (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/settings/security/create-password')(tableRoute('/settings/security/create-password'));
