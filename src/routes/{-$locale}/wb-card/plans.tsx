/** /wb-card/plans (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/wb-card/plans')(tableRoute('/wb-card/plans'));
