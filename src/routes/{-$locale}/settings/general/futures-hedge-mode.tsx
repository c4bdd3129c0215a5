/** /settings/general/futures-hedge-mode (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/settings/general/futures-hedge-mode')(tableRoute('/settings/general/futures-hedge-mode'));
