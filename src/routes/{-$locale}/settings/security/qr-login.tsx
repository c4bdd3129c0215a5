/** /settings/security/qr-login (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/settings/security/qr-login')(tableRoute('/settings/security/qr-login'));
