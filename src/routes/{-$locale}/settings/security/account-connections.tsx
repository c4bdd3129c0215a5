/** /settings/security/account-connections (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/settings/security/account-connections')(
  tableRoute('/settings/security/account-connections'),
);
