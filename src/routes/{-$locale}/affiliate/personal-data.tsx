/** /affiliate/personal-data (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/affiliate/personal-data')(tableRoute('/affiliate/personal-data'));
