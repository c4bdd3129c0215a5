/** /settings/security/2fa/authenticator-app (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/settings/security/2fa/authenticator-app')(
  tableRoute('/settings/security/2fa/authenticator-app'),
);
