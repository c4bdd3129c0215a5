/** /settings/api/integrations/:id (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/settings/api/integrations/$id')(tableRoute('/settings/api/integrations/:id'));
