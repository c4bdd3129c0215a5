/** /earn/crypto-lending/list/fixed (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/earn/crypto-lending/list/fixed')(tableRoute('/earn/crypto-lending/list/fixed'));
