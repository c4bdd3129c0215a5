/** /settings/security/2fa/passkeys (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/settings/security/2fa/passkeys')(tableRoute('/settings/security/2fa/passkeys'));
