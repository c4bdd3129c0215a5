/** /settings/security/logout-time (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/settings/security/logout-time')(tableRoute('/settings/security/logout-time'));
