/** /settings/security/partnership (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/settings/security/partnership/')(tableRoute('/settings/security/partnership'));
