/** /settings/general/leverage (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/settings/general/leverage')(tableRoute('/settings/general/leverage'));
