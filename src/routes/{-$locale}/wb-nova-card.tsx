/** /wb-nova-card (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/wb-nova-card')(tableRoute('/wb-nova-card'));
