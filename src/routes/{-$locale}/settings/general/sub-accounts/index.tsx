/** /settings/general/sub-accounts (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/settings/general/sub-accounts/')(tableRoute('/settings/general/sub-accounts'));
