/** /earn/crypto-lending/list/flex (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '../../../../../app/routing/table-route';

export const Route = createFileRoute('/{-$locale}/earn/crypto-lending/list/flex')(tableRoute('/earn/crypto-lending/list/flex'));
