/** /community-and-channel-verification (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/community-and-channel-verification')(tableRoute('/community-and-channel-verification'));
