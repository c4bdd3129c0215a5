/** /settings/security/app-authorization (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/settings/security/app-authorization')(tableRoute('/settings/security/app-authorization'));
