/** /settings/api/integrations/new (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/settings/api/integrations/new')(tableRoute('/settings/api/integrations/new'));
