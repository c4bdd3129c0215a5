/** /registration-page/referral-bonus (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/registration-page/referral-bonus')(tableRoute('/registration-page/referral-bonus'));
