/** /wb-card/dashboard (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/wb-card/dashboard')(tableRoute('/wb-card/dashboard'));
