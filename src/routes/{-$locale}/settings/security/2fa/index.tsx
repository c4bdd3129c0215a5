/** /settings/security/2fa (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/settings/security/2fa/')(tableRoute('/settings/security/2fa'));
